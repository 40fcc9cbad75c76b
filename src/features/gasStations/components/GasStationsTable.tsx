// The admin list of gas stations: name, brand, city, state, address, permission;
// a row opens the station's detail, its menu edits or deletes it. Loading shows skeleton rows,
// an empty list (or search) says so, a failed load offers 'Reintentar'.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export interface GasStationRow {
  id: number;
  name: string;
  brand: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  permission: string;
}

export interface GasStationsTableProps {
  rows: GasStationRow[];
  loading?: boolean;
  /** A search is active: the empty state says nothing matched. */
  searching?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onOpen: (row: GasStationRow) => void;
  onEdit: (row: GasStationRow) => void;
  onDelete: (row: GasStationRow) => void;
}

const dash = (value: string | null) => value ?? '—';

export function GasStationsTable({
  rows,
  loading = false,
  searching = false,
  error = null,
  onOpen,
  onEdit,
  onDelete,
}: GasStationsTableProps) {
  const { t } = useTranslation(['gasStations', 'common']);
  const columns: DataTableColumn<GasStationRow>[] = [
    { key: 'name', header: t('columns.name') },
    { key: 'brand', header: t('columns.brand'), render: (r) => dash(r.brand), hideOnMobile: true },
    { key: 'city', header: t('columns.city'), render: (r) => dash(r.city) },
    { key: 'state', header: t('columns.state'), render: (r) => dash(r.state), hideOnMobile: true },
    {
      key: 'address',
      header: t('columns.address'),
      render: (r) => dash(r.address),
      hideOnMobile: true,
    },
    { key: 'permission', header: t('columns.permission') },
  ];
  return (
    <DataTable<GasStationRow>
      aria-label={t('list.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      onRowClick={onOpen}
      getRowLabel={(row) => t('list.open', { name: row.name })}
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
      emptyState={
        <EmptyState
          icon="gas-station"
          title={searching ? t('list.emptySearch') : t('list.empty')}
          compact
        />
      }
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
