// The add-competitor dialog (part 1 §2.3, §5): nickname, company name, address and CRE permit
// (100 characters each) and a brand select with sample options that is not sent. 'Agregar' is
// enabled once nickname, address and permit have text; while adding, the dialog cannot close.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '@/components/Modal';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import {
  BRAND_OPTIONS,
  canSubmitCompetitor,
  COMPETITOR_FIELD_MAX_LENGTH,
  type AddCompetitorValues,
} from '../model/addCompetitorForm';

export interface AddCompetitorModalProps {
  open: boolean;
  pending: boolean;
  values: AddCompetitorValues;
  onChange: (values: AddCompetitorValues) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const TEXT_FIELDS = [
  { key: 'name', required: true, autoComplete: 'off' },
  { key: 'razon', required: false, autoComplete: 'organization' },
  { key: 'direccion', required: true, autoComplete: 'street-address' },
  { key: 'permisoCre', required: true, autoComplete: 'off' },
] as const;

export function AddCompetitorModal({
  open,
  pending,
  values,
  onChange,
  onSubmit,
  onClose,
}: AddCompetitorModalProps) {
  const { t } = useTranslation('dashboard');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitCompetitor(values) && !pending) onSubmit();
  };

  return (
    <Modal
      open={open}
      title={t('addCompetitor.title')}
      description={t('addCompetitor.description')}
      acceptLabel={t('addCompetitor.submit')}
      acceptFormId={formId}
      acceptDisabled={!canSubmitCompetitor(values)}
      pending={pending}
      onCancel={onClose}
      closeOnBackdropClick={!pending}
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={t(`addCompetitor.${field.key}`)}
            value={values[field.key]}
            required={field.required}
            maxLength={COMPETITOR_FIELD_MAX_LENGTH}
            autoComplete={field.autoComplete}
            disabled={pending}
            helperText={field.key === 'permisoCre' ? t('addCompetitor.permisoHelp') : undefined}
            onChange={(event) =>
              onChange({
                ...values,
                [field.key]: event.target.value.slice(0, COMPETITOR_FIELD_MAX_LENGTH),
              })
            }
            fullWidth
          />
        ))}
        <Select
          label={t('addCompetitor.marca')}
          options={BRAND_OPTIONS.map((brand) => ({
            value: brand,
            label: t(`addCompetitor.brands.${brand}`),
          }))}
          value={values.marca || null}
          disabled={pending}
          onChange={(marca) => onChange({ ...values, marca })}
        />
      </Form>
    </Modal>
  );
}
