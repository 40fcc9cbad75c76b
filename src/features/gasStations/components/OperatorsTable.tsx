// The Operators tab: the users with access to the station (administrators reach every station).
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';

export interface OperatorRow {
  id: number;
  name: string;
  email: string;
  role: string | null;
}

export interface OperatorsTableProps {
  rows: OperatorRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
}

export function OperatorsTable({ rows, loading = false, error = null }: OperatorsTableProps) {
  const { t } = useTranslation(['gasStations', 'common']);
  const columns: DataTableColumn<OperatorRow>[] = [
    { key: 'name', header: t('operators.name') },
    { key: 'email', header: t('operators.email') },
    { key: 'role', header: t('operators.role'), render: (r) => r.role ?? '—' },
  ];
  return (
    <DataTable<OperatorRow>
      aria-label={t('operators.tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyState={<EmptyState icon="user" title={t('operators.empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
