// Read-only list of metrics: one column, Nombre; no row click; client-side pages.
// Loading draws skeleton rows, an empty list says so, an error offers 'Reintentar'.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { METRICS_PAGE_SIZES } from '../model/pagination';

export interface MetricRow {
  id: number;
  label: string;
}

export interface MetricsTableProps {
  /** The rows of the current page. */
  rows: MetricRow[];
  /** Rows in the whole list. */
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  loading?: boolean;
  /** Set when the list could not be loaded. */
  error?: { message: string; onRetry: () => void } | null;
}

export function MetricsTable({
  rows,
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  loading = false,
  error = null,
}: MetricsTableProps) {
  const { t } = useTranslation('metrics');
  const columns: DataTableColumn<MetricRow>[] = [{ key: 'label', header: t('columns.name') }];
  return (
    <DataTable<MetricRow>
      aria-label={t('tableLabel')}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyState={
        <EmptyState
          icon="chart"
          title={t('empty.title')}
          description={t('empty.message')}
          compact
        />
      }
      error={
        error ? (
          <Alert
            severity="error"
            title={t('error.title')}
            actionLabel={t('error.retry')}
            onAction={error.onRetry}
          >
            {error.message}
          </Alert>
        ) : undefined
      }
      pagination={{
        page,
        pageSize,
        count,
        pageSizeOptions: [...METRICS_PAGE_SIZES],
        onPageChange,
        onPageSizeChange,
      }}
    />
  );
}
