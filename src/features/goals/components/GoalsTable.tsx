// The goals list: metric, customer, stations (all when none), assigned user, quantity and
// period; each goal can be edited or deleted.
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { RetryAlert } from '@/components/RetryAlert';
import { useEditDeleteMenu } from '@/components/hooks/useEditDeleteMenu';

export interface GoalRow {
  id: number;
  metric: string;
  customer: string;
  stations: string[];
  user: string | null;
  quantity: number;
  week: string | null;
  start_date: string | null;
  end_date: string | null;
}

export interface GoalsTableProps {
  rows: GoalRow[];
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  onEdit: (row: GoalRow) => void;
  onDelete: (row: GoalRow) => void;
}

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function GoalsTable({
  rows,
  loading = false,
  error = null,
  onEdit,
  onDelete,
}: GoalsTableProps) {
  const { t } = useTranslation(['goals', 'common']);
  const rowMenuItems = useEditDeleteMenu<GoalRow>(onEdit, onDelete);
  const columns: DataTableColumn<GoalRow>[] = [
    {
      key: 'metric',
      header: t('columns.metric'),
      render: (r) => t(`metrics.${r.metric}`, { defaultValue: r.metric }),
    },
    { key: 'customer', header: t('columns.customer'), hideOnMobile: true },
    {
      key: 'stations',
      header: t('columns.stations'),
      render: (r) => r.stations.join(', ') || t('allStations'),
    },
    {
      key: 'user',
      header: t('columns.user'),
      render: (r) => r.user ?? t('nobody'),
      hideOnMobile: true,
    },
    {
      key: 'quantity',
      header: t('columns.quantity'),
      align: 'right',
      render: (r) => quantityFormat.format(r.quantity),
    },
    {
      key: 'period',
      header: t('columns.period'),
      render: (r) =>
        r.week
          ? t('weekValue', { week: r.week })
          : t('rangeValue', { start: r.start_date, end: r.end_date }),
    },
  ];
  return (
    <DataTable<GoalRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowMenuItems={rowMenuItems}
      emptyState={<EmptyState icon="check" title={t('empty')} compact />}
      error={error ? <RetryAlert failure={error} /> : undefined}
    />
  );
}
