// The filters of 'Auditoría': who (part of the e-mail), operation, object (type and id),
// station and period, with the CSV export of what they select and a reset.
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Select, type SelectOption } from '@/components/Select';
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

/** One filter of the bar: a text (or date) field, or a choice among `choices`. */
interface FilterDeclaration {
  key: keyof AuditFilterValues;
  label: string;
  width: number;
  /** Takes the whole row on a phone. */
  wide?: boolean;
  type?: 'date';
  choices?: SelectOption[];
}

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: FilterDeclaration;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field $width={filter.width} $wide={filter.wide}>
      {filter.choices ? (
        <Select
          label={filter.label}
          size="small"
          width="100%"
          value={value}
          onChange={onChange}
          options={filter.choices}
        />
      ) : (
        <TextField
          label={filter.label}
          type={filter.type}
          size="small"
          fullWidth
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

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
  // A choice's first option is 'all' (no filter).
  const choices = (all: string, options: SelectOption[]) => [{ value: '', label: all }, ...options];
  const filters: FilterDeclaration[] = [
    { key: 'actor', label: t('filters.actor'), width: 220, wide: true },
    {
      key: 'operation',
      label: t('filters.operation'),
      width: 220,
      wide: true,
      choices: choices(
        t('filters.all'),
        operations.map((id) => ({ value: id, label: t(`operations.${id}`, { defaultValue: id }) })),
      ),
    },
    {
      key: 'objectType',
      label: t('filters.objectType'),
      width: 180,
      choices: choices(
        t('filters.allObjects'),
        objectTypes.map((id) => ({
          value: id,
          label: t(`objectTypes.${id}`, { defaultValue: id }),
        })),
      ),
    },
    { key: 'objectId', label: t('filters.objectId'), width: 120 },
    {
      key: 'stationId',
      label: t('filters.station'),
      width: 200,
      wide: true,
      choices: choices(
        t('filters.allStations'),
        stations.map((s) => ({ value: String(s.id), label: s.name })),
      ),
    },
    { key: 'from', label: t('filters.from'), width: 150, type: 'date' },
    { key: 'to', label: t('filters.to'), width: 150, type: 'date' },
  ];
  return (
    <Bar role="search" aria-label={t('tableLabel')}>
      {filters.map((filter) => (
        <FilterField
          key={filter.key}
          filter={filter}
          value={values[filter.key]}
          onChange={(value) => onChange({ ...values, [filter.key]: value })}
        />
      ))}
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
