// Assets: name, assigned camera and gas station; editable and deletable.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import { useEditDeleteMenu } from '@/components/hooks/useEditDeleteMenu';

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
  const rowMenuItems = useEditDeleteMenu<AssetRow>(onEdit, onDelete);
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
      rowMenuItems={rowMenuItems}
      emptyState={<EmptyState icon="file" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
