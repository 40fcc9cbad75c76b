// One service-metric card's data: the month's chart from the server, rows kept to the stations
// chosen in the filter (all when none is chosen).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceMetricChartQuery, type ServiceMetricName } from '@/api/dashboard';
import { ServiceMetricCard, type ServiceMetricState } from '../components/ServiceMetricCard';
import { filterByStationNames } from '../model/stationSelection';
import { failureMessage } from '@/lib/apiFailure';

export interface ServiceMetricChartProps {
  metric: ServiceMetricName;
  month: string;
  selectedNames: string[];
}

export function ServiceMetricChart({ metric, month, selectedNames }: ServiceMetricChartProps) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const query = useServiceMetricChartQuery({ name: metric, date: month });
  const data = query.currentData;
  const state = useMemo<ServiceMetricState>(() => {
    if (query.isError) {
      const text = failureMessage(query.error);
      return { status: 'error', message: t(text, { defaultValue: text }) };
    }
    if (!data) return { status: 'loading' };
    return {
      status: 'ready',
      categories: data.categories,
      rows: filterByStationNames(data.chartData, selectedNames),
    };
  }, [query.isError, query.error, data, selectedNames, t]);
  return <ServiceMetricCard metric={metric} state={state} />;
}
