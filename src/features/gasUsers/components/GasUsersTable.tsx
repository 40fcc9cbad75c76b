// Gas users: each user's e-mail and the gas stations they reach.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export interface GasUserRow {
  id: number;
  email: string;
  name: string;
  role: string | null;
  stations: string[];
}

export interface GasUsersTableProps {
  rows: GasUserRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
}

export function GasUsersTable({ rows, loading = false, error = null }: GasUsersTableProps) {
  const { t } = useTranslation(['gasUsers', 'common']);
  const columns: DataTableColumn<GasUserRow>[] = [
    { key: 'email', header: t('email'), width: '28%' },
    { key: 'name', header: t('name'), width: '20%', hideOnMobile: true },
    {
      key: 'stations',
      header: t('stations'),
      render: (r) =>
        r.role === 'Admin' ? t('allStations') : r.stations.join(', ') || t('noStations'),
    },
  ];
  return (
    <DataTable<GasUserRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyState={<EmptyState icon="user" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
