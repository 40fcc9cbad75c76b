// The profile's e-mail form: one field, checked as typed ('El correo no es válido'), saved with
// 'Guardar correo'. A failed save shows the server's reason under the field (e.g. the e-mail is
// already taken). Presentational: `onSubmit` resolves to null on success or the message to show.
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { FormActions, FormStack } from '@/components/FormLayout.styles';
import { TextField } from '@/components/TextField';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../model/email';

export interface EmailFormProps {
  currentEmail: string;
  /** Resolves to null when saved, or to the translated reason it was not. */
  onSubmit: (email: string) => Promise<string | null>;
}

interface EmailValues {
  email: string;
}

export function EmailForm({ currentEmail, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('profile');
  const validate = (value: string | undefined) =>
    isValidEmail(value ?? '') ? undefined : t('email.invalid');

  return (
    <Form<EmailValues>
      initialValues={{ email: currentEmail }}
      onSubmit={async ({ email }) => {
        const failure = await onSubmit(email.trim());
        return failure === null ? undefined : { [FORM_ERROR]: failure };
      }}
      render={({
        handleSubmit,
        submitting,
        pristine,
        hasValidationErrors,
        submitError,
        values,
      }) => {
        const unchanged = (values.email ?? '').trim() === currentEmail;
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
            {submitError && <Alert severity="error">{String(submitError)}</Alert>}
            <FormActions>
              <Button
                type="submit"
                loading={submitting}
                disabled={pristine || unchanged || hasValidationErrors}
              >
                {t('email.save')}
              </Button>
            </FormActions>
          </FormStack>
        );
      }}
    />
  );
}
