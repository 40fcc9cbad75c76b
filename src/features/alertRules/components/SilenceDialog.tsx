// 'Silenciar' a rule: until a date and time (local; at most 90 days ahead) and an optional
// reason. While it lasts the rule's alerts still open and resolve, but send nothing.
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { TextInputField } from '@/components/FormFields';
import { FormFooter } from '@/components/FormFooter';
import { FormStack } from '@/components/FormLayout.styles';
import { Modal } from '@/components/Modal';
import type { FormErrors } from '@/lib/forms';
import type { SilenceFormValues } from '../model/silenceForm';

export interface SilenceDialogProps {
  open: boolean;
  /** The rule's name. */
  name: string;
  initialValues: SilenceFormValues;
  validate: (values: SilenceFormValues) => FormErrors;
  /** Resolves with the field errors or the failure (submitFailure), nothing when saved. */
  onSubmit: (values: SilenceFormValues) => Promise<FormErrors | undefined>;
  onCancel: () => void;
}

export function SilenceDialog({
  open,
  name,
  initialValues,
  validate,
  onSubmit,
  onCancel,
}: SilenceDialogProps) {
  const { t } = useTranslation(['alertRules', 'common']);
  const title = t('silence.title', { name });
  return (
    <Modal
      open={open}
      title={title}
      description={t('silence.description')}
      footer={null}
      onCancel={onCancel}
    >
      {open && (
        <Form<SilenceFormValues>
          initialValues={initialValues}
          validate={validate}
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormStack onSubmit={handleSubmit} noValidate aria-label={title} $gap="md">
              <TextInputField
                name="until"
                type="datetime-local"
                label={t('silence.until')}
                helperText={t('silence.untilHint')}
                required
                fullWidth
              />
              <TextInputField
                name="reason"
                label={t('silence.reason')}
                placeholder={t('silence.reasonPlaceholder')}
                fullWidth
                maxLength={500}
                autoComplete="off"
              />
              <FormFooter
                error={submitError}
                submitting={submitting}
                submitLabel={t('silence.submit')}
                onCancel={onCancel}
              />
            </FormStack>
          )}
        />
      )}
    </Modal>
  );
}
