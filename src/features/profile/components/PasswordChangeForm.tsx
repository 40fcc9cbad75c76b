// The profile's password form: the current password (the server asks for it, so an open session
// alone cannot take the account over), the new password and confirmation with show/hide, the
// strength panel once something is typed, the mismatch, weak and common messages, and 'Cambiar
// contraseña' under the same rules as the new-password screen. Emptied after a successful change.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { submitFailure } from '@/lib/forms';
import { FormStack } from '@/components/FormLayout.styles';
import { PasswordInputField } from '@/components/FormFields';
import { evaluatePasswordForm } from '@/lib/passwordForm';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { useCommonPasswordCheck } from '@/components/useCommonPasswordCheck';
import { FormFooter } from '@/components/FormFooter';

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

export interface PasswordChangeFormProps {
  /** Resolves to null when changed, or to the translated reason it was not. */
  onSubmit: (values: PasswordChangeValues) => Promise<string | null>;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', password: '', confirmation: '' };

export function PasswordChangeForm({ onSubmit }: PasswordChangeFormProps) {
  const { t } = useTranslation('profile');
  const commonPasswords = useCommonPasswordCheck();
  return (
    <Form<PasswordChangeValues>
      initialValues={EMPTY}
      onSubmit={async (values, form) => {
        const failure = await onSubmit(values);
        if (failure !== null) return submitFailure(failure);
        // Let final-form finish this submission before clearing the fields.
        setTimeout(() => form.restart(EMPTY));
        return undefined;
      }}
      subscription={{ values: true, touched: true, submitting: true, submitError: true }}
      render={({ handleSubmit, values, touched, submitting, submitError }) => {
        const evaluation = evaluatePasswordForm({
          password: values.password ?? '',
          confirmation: values.confirmation ?? '',
          saving: Boolean(submitting),
          passwordTouched: Boolean(touched?.password),
          common: commonPasswords.isCommon(values.password ?? ''),
        });
        return (
          <FormStack
            $maxWidth={480}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('password.title')}
          >
            <PasswordInputField
              name="currentPassword"
              label={t('password.current')}
              autoComplete="current-password"
              disabled={submitting}
            />
            <NewPasswordFields
              evaluation={evaluation}
              texts={{
                password: t('password.label'),
                confirm: t('password.confirm'),
                common: t('password.common'),
                weak: t('password.weak'),
                mismatch: t('password.mismatch'),
              }}
              disabled={Boolean(submitting)}
              onPasswordFocus={commonPasswords.load}
              strengthFrame="plain"
            />
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('password.save')}
              submitDisabled={!evaluation.canSubmit || !values.currentPassword}
            />
          </FormStack>
        );
      }}
    />
  );
}
