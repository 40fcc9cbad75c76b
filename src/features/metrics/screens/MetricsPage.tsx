// Metrics (`/metrics`, administrators): the metrics of GET /api/metrics?items=1000, labelled by
// id, in a read-only table paged on the client. A failed load also shows the store's default
// error toast (the API layer's policy for listMetrics).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMetricsQuery } from '@/api/metrics';
import { Card } from '@/components/Card';
import { MetricsTable, type MetricRow } from '../components/MetricsTable';
import { metricLabel } from '../model/metricLabel';
import {
  DEFAULT_METRICS_PAGE_SIZE,
  FIRST_PAGE,
  lastPage,
  METRICS_QUERY,
  pageSlice,
} from '../model/pagination';
import { failureMessage } from '@/lib/apiFailure';

export default function MetricsPage() {
  const { t } = useTranslation('metrics');
  const { data, isLoading, isError, error, refetch } = useListMetricsQuery(METRICS_QUERY);
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_METRICS_PAGE_SIZE);

  const rows: MetricRow[] = useMemo(
    () =>
      (data?.items ?? []).map((metric) => ({
        id: metric.id,
        label: metricLabel(metric.id, (key, values) => t(key, values)),
      })),
    [data, t],
  );
  // Stay on a page that exists if the list shrinks after a refetch.
  const currentPage = Math.min(page, lastPage(rows.length, pageSize));
  const message = failureMessage(error);

  return (
    <Card title={t('tableLabel')} subtitle={t('subtitle')} flush>
      <MetricsTable
        rows={pageSlice(rows, currentPage, pageSize)}
        count={rows.length}
        page={currentPage}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(FIRST_PAGE);
        }}
        loading={isLoading}
        error={
          isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void refetch() }
            : null
        }
      />
    </Card>
  );
}
