// One service-metric chart card: bars per station, 200 px high, the goal as a horizontal line,
// x labels cut at 12 characters; a greyed skeleton chart while loading (the data or
// the chart code) and 'Error: ' with the message on failure.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { LazyComposedChart } from './LazyComposedChart';
import { metricChartFormats, seriesOf, SERVICE_CHART_HEIGHT } from '../model/metricCharts';
import type { ChartCategoryView, MetricRowView, ServiceMetricKey } from '../model/viewTypes';

export type ServiceMetricState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; categories: ChartCategoryView[]; rows: MetricRowView[] };

export interface ServiceMetricCardProps {
  metric: ServiceMetricKey;
  state: ServiceMetricState;
}

const ErrorText = styled.p`
  margin: 0;
  min-height: ${SERVICE_CHART_HEIGHT}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

export function ServiceMetricCard({ metric, state }: ServiceMetricCardProps) {
  const { t } = useTranslation('dashboard');
  const title = t(`metrics.${metric}`);
  const formats = useMemo(() => metricChartFormats(metric), [metric]);
  const series = useMemo(
    () => (state.status === 'ready' ? seriesOf(state.categories) : []),
    [state],
  );
  const data = useMemo(
    () =>
      state.status === 'ready'
        ? state.rows.map((row) => ({ name: row.name, value: row.value, goal: row.goal }))
        : [],
    [state],
  );

  const skeleton = <Skeleton variant="chart" height={SERVICE_CHART_HEIGHT} animated={false} />;

  return (
    <Card title={title}>
      {state.status === 'loading' && skeleton}
      {state.status === 'error' && (
        <ErrorText role="alert">{t('metrics.error', { message: state.message })}</ErrorText>
      )}
      {state.status === 'ready' &&
        (data.length === 0 ? (
          <EmptyState compact icon="chart" title={t('metrics.empty')} />
        ) : (
          <LazyComposedChart
            fallback={skeleton}
            aria-label={t('metrics.chart', { metric: title })}
            height={SERVICE_CHART_HEIGHT}
            xKey="name"
            data={data}
            series={series}
            yAxis={formats.yAxis}
            formatValue={formats.formatValue}
            formatMarkerLabel={formats.formatMarkerLabel}
          />
        ))}
    </Card>
  );
}
