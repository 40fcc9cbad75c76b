// The 'Histórico' card: a 280 px ECharts line chart of one fuel's price per station over
// a month — the station and its competitors in the table's colours — with a fuel select
// (default Regular) and a month select ('Enero 2022').
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/Card';
import type { ChartDatum, ComposedSeries } from '@/components/composedChartOption';
import { EmptyState } from '@/components/EmptyState';
import { Select } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { LazyComposedChart } from './LazyComposedChart';
import { monthLabel, shortDayLabel } from '../model/months';
import type { FuelKey, PriceLineView, PricePointView } from '../model/viewTypes';

export const HISTORY_CHART_HEIGHT = 280;

export type PriceHistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; lines: PriceLineView[]; points: PricePointView[] };

export interface PriceHistoryCardProps {
  state: PriceHistoryState;
  fuels: { key: FuelKey; name: string }[];
  fuel: FuelKey;
  onFuelChange: (fuel: FuelKey) => void;
  months: string[];
  month: string | null;
  onMonthChange: (month: string) => void;
  /** Line drawn thicker (the row picked in the table). */
  emphasizedKey?: string | null;
  myStationPrefix: string;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const ErrorText = styled.p`
  margin: 0;
  min-height: ${HISTORY_CHART_HEIGHT}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

const money = (value: number) => `$${value.toFixed(2)}`;
const yAxis = { scale: true, formatValue: money };

export function PriceHistoryCard({
  state,
  fuels,
  fuel,
  onFuelChange,
  months,
  month,
  onMonthChange,
  emphasizedKey = null,
  myStationPrefix,
}: PriceHistoryCardProps) {
  const { t } = useTranslation('dashboard');
  const fuelName = fuels.find((f) => f.key === fuel)?.name ?? fuel;

  const { data, series } = useMemo(() => {
    if (state.status !== 'ready')
      return { data: [] as ChartDatum[], series: [] as ComposedSeries[] };
    return {
      data: state.points.map((point) => ({ day: shortDayLabel(point.date), ...point.prices })),
      series: state.lines.map<ComposedSeries>((line) => ({
        key: line.key,
        name: line.is_own ? `${myStationPrefix}${line.name}` : line.name,
        type: 'line',
        color: line.color,
        emphasized: line.key === emphasizedKey,
      })),
    };
  }, [state, emphasizedKey, myStationPrefix]);

  const filters = (
    <Filters>
      <Select
        aria-label={t('history.fuel')}
        size="small"
        width={140}
        options={fuels.map((f) => ({ value: f.key, label: f.name }))}
        value={fuel}
        onChange={(value) => onFuelChange(value as FuelKey)}
      />
      <Select
        aria-label={t('history.month')}
        size="small"
        width={180}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        value={month}
        onChange={onMonthChange}
      />
    </Filters>
  );

  return (
    <Card title={t('history.title')} actions={filters}>
      {state.status === 'loading' && <Skeleton variant="chart" height={HISTORY_CHART_HEIGHT} />}
      {state.status === 'error' && <ErrorText role="alert">{t('history.error')}</ErrorText>}
      {state.status === 'ready' &&
        (data.length === 0 ? (
          <EmptyState compact icon="chart" title={t('history.empty')} />
        ) : (
          <LazyComposedChart
            fallback={<Skeleton variant="chart" height={HISTORY_CHART_HEIGHT} />}
            aria-label={t('history.chart', { fuel: fuelName })}
            height={HISTORY_CHART_HEIGHT}
            xKey="day"
            data={data}
            series={series}
            yAxis={yAxis}
            formatValue={money}
            xLabelMaxLength={12}
            dataTable={false}
          />
        ))}
    </Card>
  );
}
