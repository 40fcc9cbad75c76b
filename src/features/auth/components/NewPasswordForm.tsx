// The new-password form: new password and confirmation,
// each with show/hide; once something is typed, the strength bar and the checklist; the
// mismatch, weak and very-common messages; 'Guardar e iniciar sesión', disabled while either
// field is empty, they differ, a save is running, strength is below 3 or the password is on the
// common list. No current password: the first-login session already proves the temporary one.
// Presentational: the screen saves.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { FormStack } from '@/components/FormLayout.styles';
import { evaluatePasswordForm } from '@/lib/passwordForm';
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { useCommonPasswordCheck } from '@/components/useCommonPasswordCheck';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export interface NewPasswordFormProps {
  onSubmit: (values: NewPasswordValues) => void | Promise<void>;
  /** A save is running (or has succeeded and the app is moving on). */
  saving: boolean;
  /** Translated failure text shown above the button; null for none. */
  errorMessage: string | null;
  /** Translated success text; null for none. */
  successMessage: string | null;
  initialValues?: Partial<NewPasswordValues>;
}

const EMPTY: NewPasswordValues = { password: '', confirmation: '' };

export function NewPasswordForm({
  onSubmit,
  saving,
  errorMessage,
  successMessage,
  initialValues,
}: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const commonPasswords = useCommonPasswordCheck();
  return (
    <Form<NewPasswordValues>
      onSubmit={onSubmit}
      initialValues={{ ...EMPTY, ...initialValues }}
      subscription={{ values: true, touched: true }}
      render={({ handleSubmit, values, touched }) => {
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
            {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
            {successMessage && <Alert severity="success">{successMessage}</Alert>}
            <Button
              type="submit"
              size="large"
              fullWidth
              loading={saving}
              disabled={!evaluation.canSubmit}
            >
              {t('newPassword.submit')}
            </Button>
          </FormStack>
        );
      }}
    />
  );
}
