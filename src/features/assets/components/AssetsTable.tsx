// Assets: name, assigned camera and gas station; editable and deletable.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';

export interface AssetRow {
  id: number;
  name: string;
  camera: string | null;
  station: string;
}

export interface AssetsTableProps {
  rows: AssetRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onEdit: (row: AssetRow) => void;
  onDelete: (row: AssetRow) => void;
}

export function AssetsTable({
  rows,
  loading = false,
  error = null,
  onEdit,
  onDelete,
}: AssetsTableProps) {
  const { t } = useTranslation(['assets', 'common']);
  const columns: DataTableColumn<AssetRow>[] = [
    { key: 'name', header: t('columns.name') },
    { key: 'camera', header: t('columns.camera'), render: (r) => r.camera ?? t('noCamera') },
    { key: 'station', header: t('columns.station') },
  ];
  return (
    <DataTable<AssetRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowMenuItems={(row) => [
        { key: 'edit', label: t('common:actions.edit'), icon: 'edit', onSelect: () => onEdit(row) },
        {
          key: 'delete',
          label: t('common:actions.delete'),
          icon: 'delete',
          danger: true,
          onSelect: () => onDelete(row),
        },
      ]}
      emptyState={<EmptyState icon="file" title={t('empty')} compact />}
      error={
        error ? (
          <Alert severity="error" actionLabel={t('common:actions.retry')} onAction={error.onRetry}>
            {error.message}
          </Alert>
        ) : undefined
      }
    />
  );
}
