// The filters of 'Auditoría': who (part of the e-mail), operation, object (type and id),
// station and period, with the CSV export of what they select and a reset.
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { media } from '@/theme/media';

export interface AuditFilterValues {
  actor: string;
  operation: string;
  objectType: string;
  objectId: string;
  stationId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = {
  actor: '',
  operation: '',
  objectType: '',
  objectId: '',
  stationId: '',
  from: '',
  to: '',
};

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  operations: string[];
  objectTypes: string[];
  stations: { id: number; name: string }[];
  onExport: () => void;
  exporting?: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
  ${media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-left: auto;
  ${media.mobile} {
    grid-column: 1 / -1;
  }
`;

const Field = styled.div<{ $width: number; $wide?: boolean }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  ${media.mobile} {
    width: auto;
    min-width: 0;
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export function AuditFilters({
  values,
  onChange,
  operations,
  objectTypes,
  stations,
  onExport,
  exporting = false,
}: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const set = (key: keyof AuditFilterValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const operationLabel = (id: string) => t(`operations.${id}`, { defaultValue: id });
  const typeLabel = (id: string) => t(`objectTypes.${id}`, { defaultValue: id });
  return (
    <Bar role="search" aria-label={t('tableLabel')}>
      <Field $width={220} $wide>
        <TextField
          label={t('filters.actor')}
          size="small"
          fullWidth
          value={values.actor}
          onChange={(event) => set('actor')(event.target.value)}
        />
      </Field>
      <Field $width={220} $wide>
        <Select
          label={t('filters.operation')}
          size="small"
          width="100%"
          value={values.operation}
          onChange={set('operation')}
          options={[
            { value: '', label: t('filters.all') },
            ...operations.map((id) => ({ value: id, label: operationLabel(id) })),
          ]}
        />
      </Field>
      <Field $width={180}>
        <Select
          label={t('filters.objectType')}
          size="small"
          width="100%"
          value={values.objectType}
          onChange={set('objectType')}
          options={[
            { value: '', label: t('filters.allObjects') },
            ...objectTypes.map((id) => ({ value: id, label: typeLabel(id) })),
          ]}
        />
      </Field>
      <Field $width={120}>
        <TextField
          label={t('filters.objectId')}
          size="small"
          fullWidth
          value={values.objectId}
          onChange={(event) => set('objectId')(event.target.value)}
        />
      </Field>
      <Field $width={200} $wide>
        <Select
          label={t('filters.station')}
          size="small"
          width="100%"
          value={values.stationId}
          onChange={set('stationId')}
          options={[
            { value: '', label: t('filters.allStations') },
            ...stations.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
      </Field>
      <Field $width={150}>
        <TextField
          label={t('filters.from')}
          type="date"
          size="small"
          fullWidth
          value={values.from}
          onChange={(event) => set('from')(event.target.value)}
        />
      </Field>
      <Field $width={150}>
        <TextField
          label={t('filters.to')}
          type="date"
          size="small"
          fullWidth
          value={values.to}
          onChange={(event) => set('to')(event.target.value)}
        />
      </Field>
      <Actions>
        <Button variant="text" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={exporting}>
          {t('export')}
        </Button>
      </Actions>
    </Bar>
  );
}
