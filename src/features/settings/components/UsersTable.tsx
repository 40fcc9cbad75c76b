// The users list of the Users tab: name, e-mail, telephone, role, stations and invitation state;
// each row can be edited, have its invitation forwarded, or be deleted.
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  telephone: string | null;
  role: 'Admin' | 'Editor' | 'Visor' | 'Proveedor' | null;
  stations: string[];
  pictureUrl: string | null;
  pending: boolean;
  /** The signed-in user's own row (cannot be deleted). */
  self?: boolean;
}

export interface UsersTableProps {
  rows: UserRow[];
  loading?: boolean;
  searching?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onEdit: (row: UserRow) => void;
  onInvite: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
}

export function UsersTable({
  rows,
  loading = false,
  searching = false,
  error = null,
  onEdit,
  onInvite,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation(['users', 'common']);
  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (r) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Avatar src={r.pictureUrl} name={r.name} size="medium" />
          {r.name}
        </span>
      ),
    },
    { key: 'email', header: t('columns.email') },
    {
      key: 'telephone',
      header: t('columns.telephone'),
      render: (r) => r.telephone ?? '—',
      hideOnMobile: true,
    },
    {
      key: 'role',
      header: t('columns.role'),
      render: (r) => (r.role ? t(`roles.${r.role}`) : '—'),
    },
    {
      key: 'stations',
      header: t('columns.stations'),
      hideOnMobile: true,
      render: (r) =>
        r.role === 'Admin'
          ? t('allStations')
          : r.stations.length <= 2
            ? r.stations.join(', ') || '—'
            : t('stationCount', { count: r.stations.length }),
    },
    {
      key: 'status',
      header: t('columns.status'),
      hideOnMobile: true,
      render: (r) => (r.pending ? t('pending') : t('active')),
    },
  ];
  return (
    <DataTable<UserRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowMenuItems={(row) => [
        { key: 'edit', label: t('actions.edit'), icon: 'edit', onSelect: () => onEdit(row) },
        { key: 'invite', label: t('actions.invite'), icon: 'retry', onSelect: () => onInvite(row) },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: 'delete',
          danger: true,
          disabled: row.self,
          onSelect: () => onDelete(row),
        },
      ]}
      emptyState={
        <EmptyState icon="user" title={searching ? t('emptySearch') : t('empty')} compact />
      }
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
