// The new-supplier form: name and alias, the warning that neither changes after creation, and
// a confirmation that repeats it before anything is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Alert } from '@/components/Alert';
import { TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import { Modal } from '@/components/Modal';
import type { FormErrors } from '@/lib/forms';
import type { SupplierFormValues } from '../model/supplierForm';
import { FormFooter } from '@/components/FormFooter';

export interface SupplierFormProps {
  validate: (values: SupplierFormValues) => FormErrors;
  /** Called after the user confirmed; resolves with the server's field errors, if any. */
  onSubmit: (values: SupplierFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

type Pending = {
  values: SupplierFormValues;
  settle: (errors: FormErrors | undefined) => void;
};

export function SupplierForm({ validate, onSubmit, onCancel }: SupplierFormProps) {
  const { t } = useTranslation(['volumetric', 'common']);
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);
  // Final-form waits on this promise, so the form stays "submitting" until the dialog closes.
  const ask = (values: SupplierFormValues) =>
    new Promise<FormErrors | undefined>((settle) => setPending({ values, settle }));

  const cancel = () => {
    pending?.settle(undefined);
    setPending(null);
  };
  const accept = async () => {
    const current = pending;
    if (!current) return;
    setSaving(true);
    try {
      current.settle(await onSubmit(current.values));
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return (
    <>
      <Form<SupplierFormValues>
        validate={validate}
        onSubmit={ask}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormStack
            $maxWidth={560}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('supplierForm.title')}
          >
            <Alert severity="warning">{t('supplierForm.immutable')}</Alert>
            <TextInputField
              name="name"
              label={t('supplierForm.name')}
              required
              fullWidth
              maxLength={120}
              autoComplete="off"
            />
            <TextInputField
              name="alias"
              label={t('supplierForm.alias')}
              helperText={t('supplierForm.aliasHelp')}
              required
              fullWidth
              maxLength={60}
              autoComplete="off"
            />
            <FormFooter
              error={submitError}
              submitting={submitting}
              submitLabel={t('supplierForm.submit')}
              onCancel={onCancel}
            />
          </FormStack>
        )}
      />
      <Modal
        open={pending !== null}
        title={t('supplierForm.confirmTitle')}
        alertType="warning"
        acceptLabel={t('supplierForm.confirmAccept')}
        pending={saving}
        onCancel={cancel}
        onAccept={() => void accept()}
      >
        <p>
          {t('supplierForm.confirmMessage', {
            name: pending?.values.name?.trim() ?? '',
            alias: pending?.values.alias?.trim() ?? '',
          })}
        </p>
        <p>
          <strong>{t('supplierForm.immutable')}</strong>
        </p>
      </Modal>
    </>
  );
}
