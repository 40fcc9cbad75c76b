// The end of a form: the failed save's message (final-form's submitError: the form's onSubmit
// resolved to lib/forms' submitFailure), the success note of a form that stays on screen while
// the app moves on, then 'Cancelar' (when the form can be left) and the submit button, which
// shows it is working while the form submits. `wide`: the large full-width button of a card of
// its own (the new-password screen).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { FormActions } from './FormLayout.styles';

export interface FormFooterProps {
  /** final-form's submitError: why the last save failed. */
  error?: unknown;
  /** final-form's submitting: the save is running. */
  submitting?: boolean;
  submitLabel: ReactNode;
  /** Without it the form has no 'Cancelar'. */
  onCancel?: () => void;
  /** When the submit button is disabled; by default while submitting. */
  submitDisabled?: boolean;
  /** A translated success note under the failure; none by default. */
  success?: ReactNode;
  /** The submit button large and as wide as the form, with no 'Cancelar'. */
  wide?: boolean;
}

export function FormFooter({
  error,
  submitting = false,
  submitLabel,
  onCancel,
  submitDisabled = submitting,
  success,
  wide = false,
}: FormFooterProps) {
  const { t } = useTranslation('common');
  const failure = Boolean(error) && <Alert severity="error">{String(error)}</Alert>;
  const note = Boolean(success) && <Alert severity="success">{success}</Alert>;
  if (wide) {
    return (
      <>
        {failure}
        {note}
        <Button type="submit" size="large" fullWidth loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </>
    );
  }
  return (
    <>
      {failure}
      {note}
      <FormActions>
        {onCancel && (
          <Button type="button" variant="text" onClick={onCancel} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </FormActions>
    </>
  );
}
