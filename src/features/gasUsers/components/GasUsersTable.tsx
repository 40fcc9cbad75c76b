// Gas users: each user's e-mail and the gas stations they reach; with the administrator's
// actions, each row can have its sessions ended or its two-step sign-in reset.
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
  /** Asks to end every open session of the row's user. */
  onEndSessions: (row: GasUserRow) => void;
  /** Asks to turn the row's user's two-step sign-in off (a lost phone and codes). */
  onResetTwoStep: (row: GasUserRow) => void;
}

export function GasUsersTable({
  rows,
  loading = false,
  error = null,
  onEndSessions,
  onResetTwoStep,
}: GasUsersTableProps) {
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
      rowMenuItems={(row) => [
        {
          key: 'endSessions',
          label: t('actions.endSessions'),
          icon: 'logout',
          onSelect: () => onEndSessions(row),
        },
        {
          key: 'resetTwoStep',
          label: t('actions.resetTwoStep'),
          icon: 'lock',
          danger: true,
          onSelect: () => onResetTwoStep(row),
        },
      ]}
      emptyState={<EmptyState icon="user" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
