// The end of a form: the failed save's message, then 'Cancelar' (when the form can be left) and
// the submit button, which shows it is working while the form submits.
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
}

export function FormFooter({
  error,
  submitting = false,
  submitLabel,
  onCancel,
  submitDisabled = submitting,
}: FormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {Boolean(error) && <Alert severity="error">{String(error)}</Alert>}
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
