// The profile's e-mail form: the address, checked as typed ('El correo no es válido'), and once it
// differs from the current one the password that confirms the change (the server asks for it and
// tells the old address); saved with 'Guardar correo'. A failed save shows the server's reason
// (e.g. the e-mail is already taken, the password is wrong). Presentational: `onSubmit` resolves
// to null on success or the message to show.
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';
import { submitFailure } from '@/lib/forms';
import { FormStack } from '@/components/FormLayout.styles';
import { PasswordInputField } from '@/components/FormFields';
import { TextField } from '@/components/TextField';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../model/email';
import { FormFooter } from '@/components/FormFooter';

export interface EmailFormProps {
  currentEmail: string;
  /** Resolves to null when saved, or to the translated reason it was not. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
}

interface EmailValues {
  email: string;
  password: string;
}

export function EmailForm({ currentEmail, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('profile');
  const validate = (value: string | undefined) =>
    isValidEmail(value ?? '') ? undefined : t('email.invalid');

  return (
    <Form<EmailValues>
      initialValues={{ email: currentEmail, password: '' }}
      onSubmit={async ({ email, password }) => {
        const failure = await onSubmit(email.trim(), password ?? '');
        return submitFailure(failure);
      }}
      render={({
        handleSubmit,
        submitting,
        pristine,
        hasValidationErrors,
        submitError,
        values,
      }) => {
        const unchanged = (values.email ?? '').trim().toLowerCase() === currentEmail.toLowerCase();
        return (
          <FormStack
            $maxWidth={480}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('email.title')}
          >
            <Field<string> name="email" validate={validate}>
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  label={t('email.label')}
                  placeholder={t('email.placeholder')}
                  autoComplete="email"
                  maxLength={EMAIL_MAX_LENGTH}
                  required
                  fullWidth
                  disabled={submitting}
                  error={(meta.touched || meta.modified) && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            {!unchanged && (
              <PasswordInputField
                name="password"
                label={t('email.password')}
                autoComplete="current-password"
                disabled={submitting}
              />
            )}
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('email.save')}
              submitDisabled={pristine || unchanged || hasValidationErrors || !values.password}
            />
          </FormStack>
        );
      }}
    />
  );
}
