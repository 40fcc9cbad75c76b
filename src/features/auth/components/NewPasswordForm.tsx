// The new-password form: new password and confirmation,
// each with show/hide; once something is typed, the strength bar and the checklist; the
// mismatch, weak and very-common messages; 'Guardar e iniciar sesión', disabled while either
// field is empty, they differ, a save is running, strength is below 3 or the password is on the
// common list. No current password: the first-login session already proves the temporary one.
// Presentational: the screen saves. A save is reported as every form reports one (lib/forms'
// submitFailure, shown by the FormFooter), like the profile's password form.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { FormStack } from '@/components/FormLayout.styles';
import { FormFooter } from '@/components/FormFooter';
import { evaluatePasswordForm } from '@/lib/passwordForm';
import { submitFailure } from '@/lib/forms';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { useCommonPasswordCheck } from '@/components/useCommonPasswordCheck';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export interface NewPasswordFormProps {
  /**
   * Resolves to null once saved and handled, or to the translated reason it was not (the save,
   * or the handling after it). The form counts as saving until then.
   */
  onSubmit: (values: NewPasswordValues) => Promise<string | null>;
  /** Translated success text while the app moves on (the form stays disabled); null for none. */
  successMessage: string | null;
  initialValues?: Partial<NewPasswordValues>;
}

const EMPTY: NewPasswordValues = { password: '', confirmation: '' };

export function NewPasswordForm({ onSubmit, successMessage, initialValues }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const commonPasswords = useCommonPasswordCheck();
  return (
    <Form<NewPasswordValues>
      onSubmit={async (values) => submitFailure(await onSubmit(values))}
      initialValues={{ ...EMPTY, ...initialValues }}
      subscription={{ values: true, touched: true, submitting: true, submitError: true }}
      render={({ handleSubmit, values, touched, submitting, submitError }) => {
        const saving = Boolean(submitting) || successMessage !== null;
        const evaluation = evaluatePasswordForm({
          password: values.password ?? '',
          confirmation: values.confirmation ?? '',
          saving,
          passwordTouched: Boolean(touched?.password),
          common: commonPasswords.isCommon(values.password ?? ''),
        });
        return (
          <FormStack onSubmit={handleSubmit} noValidate aria-label={t('newPassword.title')}>
            <NewPasswordFields
              evaluation={evaluation}
              texts={{
                password: t('newPassword.password'),
                confirm: t('newPassword.confirm'),
                common: t('newPassword.common'),
                weak: t('newPassword.weak'),
                mismatch: t('newPassword.mismatch'),
              }}
              disabled={saving}
              onPasswordFocus={commonPasswords.load}
              strengthFrame="panel"
            />
            <FormFooter
              wide
              error={submitError}
              success={successMessage}
              submitting={saving}
              submitLabel={t('newPassword.submit')}
              submitDisabled={!evaluation.canSubmit}
            />
          </FormStack>
        );
      }}
    />
  );
}
