// The volumetric suppliers: name, alias, systems, linked stations and when it was registered;
// a row opens the supplier.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { formatCount, formatDateTime } from '../model/display';
import { RetryAlert } from '@/components/RetryAlert';

export interface SupplierRow {
  id: number;
  name: string;
  alias: string;
  systems_count: number;
  stations_count: number;
  created_at: string;
}

export interface SuppliersTableProps {
  rows: SupplierRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onOpen: (row: SupplierRow) => void;
  /** The empty state's button ('Nuevo proveedor'). */
  onAdd?: () => void;
}

export function SuppliersTable({
  rows,
  loading = false,
  error = null,
  onOpen,
  onAdd,
}: SuppliersTableProps) {
  const { t } = useTranslation('volumetric');
  const columns: DataTableColumn<SupplierRow>[] = [
    { key: 'name', header: t('list.columns.name') },
    { key: 'alias', header: t('list.columns.alias') },
    {
      key: 'systems',
      header: t('list.columns.systems'),
      align: 'right',
      render: (r) => formatCount(r.systems_count),
    },
    {
      key: 'stations',
      header: t('list.columns.stations'),
      align: 'right',
      render: (r) => formatCount(r.stations_count),
    },
    {
      key: 'created',
      header: t('list.columns.created'),
      hideOnMobile: true,
      render: (r) => formatDateTime(r.created_at),
    },
  ];
  return (
    <DataTable<SupplierRow>
      aria-label={t('list.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={onOpen}
      getRowLabel={(r) => t('list.openRow', { name: r.name })}
      bordered={false}
      emptyState={
        <EmptyState
          icon="settings"
          title={t('list.empty')}
          description={t('list.emptyHint')}
          action={
            onAdd ? (
              <Button startIcon="plus" onClick={onAdd}>
                {t('list.add')}
              </Button>
            ) : undefined
          }
          compact
        />
      }
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
