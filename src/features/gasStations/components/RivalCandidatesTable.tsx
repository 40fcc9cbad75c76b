// Registry stations found for the rivals tab: name, permit, distance and latest prices, each
// addable as a competitor (or marked as one already). No match shows the spec's message.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';

export interface CandidateRow {
  id: number;
  name: string | null;
  permit: string;
  address: string | null;
  distance_km: number | null;
  regular: number | null;
  premium: number | null;
  diesel: number | null;
  alreadyRival: boolean;
}

export interface RivalCandidatesTableProps {
  rows: CandidateRow[];
  loading?: boolean;
  error?: string | null;
  onAdd: (row: CandidateRow) => void;
}

const money = (value: number | null) => (value === null ? '—' : `$${value.toFixed(2)}`);

export function RivalCandidatesTable({
  rows,
  loading = false,
  error = null,
  onAdd,
}: RivalCandidatesTableProps) {
  const { t } = useTranslation('gasStations');
  const columns: DataTableColumn<CandidateRow>[] = [
    { key: 'name', header: t('columns.name'), render: (r) => r.name ?? r.permit },
    { key: 'permit', header: t('rivals.permit'), hideOnMobile: true },
    {
      key: 'distance',
      header: t('rivals.distance'),
      align: 'right',
      render: (r) =>
        r.distance_km === null ? '—' : t('rivals.distanceValue', { km: r.distance_km.toFixed(2) }),
    },
    {
      key: 'regular',
      header: t('rivals.regular'),
      align: 'right',
      render: (r) => money(r.regular),
    },
    {
      key: 'premium',
      header: t('rivals.premium'),
      align: 'right',
      render: (r) => money(r.premium),
      hideOnMobile: true,
    },
    {
      key: 'diesel',
      header: t('rivals.diesel'),
      align: 'right',
      render: (r) => money(r.diesel),
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable<CandidateRow>
      aria-label={t('rivals.candidatesLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      renderRowActions={(row) =>
        row.alreadyRival ? (
          <span>{t('rivals.alreadyAdded')}</span>
        ) : (
          <Button
            size="small"
            variant="secondary"
            startIcon="plus"
            aria-label={t('rivals.addNamed', { name: row.name ?? row.permit })}
            onClick={() => onAdd(row)}
          >
            {t('rivals.add')}
          </Button>
        )
      }
      emptyState={<EmptyState icon="search" title={t('rivals.noMatch')} compact />}
      error={error ? <Alert severity="error">{error}</Alert> : undefined}
    />
  );
}
