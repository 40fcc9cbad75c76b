// The add-competitor dialog: nickname, company name, address and CRE permit
// (100 characters each) and a brand select with sample options that is not sent. 'Agregar' is
// enabled once nickname, address and permit have text; while adding, the dialog cannot close.
// Below the fields, the registry stations matching what is typed (permit, name, address and
// distance), each filling the form when chosen; a notice when the permit has no permit shape or
// is not in the registry yet (saved as typed, without prices, linked by a later import).
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Modal } from '@/components/Modal';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import {
  BRAND_OPTIONS,
  canSubmitCompetitor,
  COMPETITOR_FIELD_MAX_LENGTH,
  type AddCompetitorValues,
} from '../model/addCompetitorForm';
import type { CompetitorSuggestionView, PermitNotice } from '../model/viewTypes';

export interface AddCompetitorModalProps {
  open: boolean;
  pending: boolean;
  values: AddCompetitorValues;
  onChange: (values: AddCompetitorValues) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Registry stations matching the typed permit or nickname, nearest first. */
  suggestions?: CompetitorSuggestionView[];
  onChooseSuggestion?: (suggestion: CompetitorSuggestionView) => void;
  permitNotice?: PermitNotice;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const SuggestionButton = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.space.md}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const SuggestionName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SuggestionDetail = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
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
  suggestions = [],
  onChooseSuggestion,
  permitNotice = null,
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
            error={
              field.key === 'permisoCre' && permitNotice === 'invalid'
                ? t('addCompetitor.permitInvalid')
                : undefined
            }
            onChange={(event) =>
              onChange({
                ...values,
                [field.key]: event.target.value.slice(0, COMPETITOR_FIELD_MAX_LENGTH),
              })
            }
            fullWidth
          />
        ))}
        {suggestions.length > 0 && (
          <Suggestions aria-label={t('addCompetitor.suggestions')}>
            {suggestions.map((s) => (
              <li key={s.permit}>
                <SuggestionButton
                  type="button"
                  disabled={pending}
                  onClick={() => onChooseSuggestion?.(s)}
                >
                  <SuggestionName>{s.name ?? s.permit}</SuggestionName>
                  <span>
                    {s.distance_km === null
                      ? ''
                      : t('addCompetitor.distance', { km: s.distance_km.toFixed(1) })}
                  </span>
                  <SuggestionDetail>
                    {[s.permit, s.address].filter(Boolean).join(' · ')}
                  </SuggestionDetail>
                </SuggestionButton>
              </li>
            ))}
          </Suggestions>
        )}
        {permitNotice === 'unregistered' && (
          <Alert severity="info">{t('addCompetitor.unregistered')}</Alert>
        )}
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
