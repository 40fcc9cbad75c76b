// The station's current competitors (alias, permit, address), each removable.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { IconButton } from '@/components/IconButton';
import { RetryAlert } from '@/components/RetryAlert';

export interface RivalRow {
  id: number;
  name: string;
  permission: string;
  address: string | null;
}

export interface RivalsTableProps {
  rows: RivalRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** The rival being removed (its button spins). */
  removingId?: number | null;
  onRemove: (row: RivalRow) => void;
}

export function RivalsTable({
  rows,
  loading = false,
  error = null,
  removingId = null,
  onRemove,
}: RivalsTableProps) {
  const { t } = useTranslation(['gasStations', 'common']);
  const columns: DataTableColumn<RivalRow>[] = [
    { key: 'name', header: t('rivals.alias') },
    { key: 'permission', header: t('rivals.permit') },
    {
      key: 'address',
      header: t('rivals.address'),
      render: (r) => r.address ?? '—',
      hideOnMobile: true,
    },
  ];
  return (
    <DataTable<RivalRow>
      aria-label={t('rivals.currentLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      renderRowActions={(row) => (
        <IconButton
          icon="delete"
          size="small"
          aria-label={t('rivals.remove', { name: row.name })}
          loading={removingId === row.id}
          disabled={removingId !== null}
          onClick={() => onRemove(row)}
        />
      )}
      emptyState={<EmptyState icon="gas-station" title={t('rivals.empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
