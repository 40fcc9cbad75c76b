// The 'Métricas de servicio' tab: filters (stations, 'Mensual', the last six
// months, the current one by default) and the four charts in their order. A link may name a
// station and a day: that station is chosen and the day's month shown (when it is offered).
import { useEffect, useMemo, useState } from 'react';
import { firstOfMonth, isCalendarDate, todayIn } from '@/lib/dates/calendarDates';
import styled from 'styled-components';
import { useListGasStationsQuery } from '@/api/gasStations';
import { ServiceMetricsFilters } from '../components/ServiceMetricsFilters';
import { SERVICE_METRIC_ORDER } from '../model/metricCharts';
import { lastMonths } from '../model/months';
import { ServiceMetricChart } from './ServiceMetricChart';

/** The station list is asked for with items=1000 (shared with other screens). */
export const STATION_LIST_QUERY = { items: 1000 } as const;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface ServiceMetricsTabProps {
  linkedStationId?: number;
  /** 'YYYY-MM-DD'. */
  linkedDate?: string;
}

export function ServiceMetricsTab({ linkedStationId, linkedDate }: ServiceMetricsTabProps = {}) {
  const stations = useListGasStationsQuery(STATION_LIST_QUERY);
  const months = useMemo(() => lastMonths(todayIn()), []);
  const [month, setMonth] = useState(() => {
    const linkedDay = linkedDate?.slice(0, 10);
    const linked = linkedDay && isCalendarDate(linkedDay) ? firstOfMonth(linkedDay) : null;
    return linked && months.includes(linked) ? linked : months[0]!;
  });
  const [selectedNames, setSelectedNames] = useState<string[]>([]);
  const linkedName = stations.data?.items.find((s) => s.id === linkedStationId)?.name;
  useEffect(() => {
    if (linkedName) setSelectedNames([linkedName]);
  }, [linkedName]);
  const stationNames = useMemo(
    () => [...new Set((stations.data?.items ?? []).map((s) => s.name))],
    [stations.data],
  );

  return (
    <Stack>
      <ServiceMetricsFilters
        status={stations.isError ? 'error' : stations.data ? 'ready' : 'loading'}
        stationNames={stationNames}
        selectedNames={selectedNames}
        onSelectedNamesChange={setSelectedNames}
        months={months}
        month={month}
        onMonthChange={setMonth}
      />
      <Grid>
        {SERVICE_METRIC_ORDER.map((metric) => (
          <ServiceMetricChart
            key={metric}
            metric={metric}
            month={month}
            selectedNames={selectedNames}
          />
        ))}
      </Grid>
    </Stack>
  );
}
