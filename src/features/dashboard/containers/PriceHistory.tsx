// The 'Histórico' card's data: the month's prices of the tab's station (from the
// selected month's first day to the same day of the month as today), fuel Regular by default.
import { useState } from 'react';
import { todayIn } from '@/lib/dates/calendarDates';
import { useTranslation } from 'react-i18next';
import { useMonthlyFuelPricesQuery, type FuelKey } from '@/api/dashboard';
import { PriceHistoryCard, type PriceHistoryState } from '../components/PriceHistoryCard';
import { historyRange } from '../model/months';

export interface PriceHistoryProps {
  /** '' = the server's default station. */
  stationId: number | '';
  emphasizedKey: string | null;
}

export function PriceHistory({ stationId, emphasizedKey }: PriceHistoryProps) {
  const { t } = useTranslation('dashboard');
  const [fuel, setFuel] = useState<FuelKey>('regular');
  // '' until the user picks one: the server then answers its latest month with prices.
  const [month, setMonth] = useState('');
  const range = month ? historyRange(month, todayIn()) : { start: '', end: '' };
  const query = useMonthlyFuelPricesQuery({
    gasStationId: stationId,
    startDate: range.start,
    endDate: range.end,
  });
  const data = query.currentData;

  const state: PriceHistoryState = query.isError
    ? { status: 'error' }
    : !data
      ? { status: 'loading' }
      : { status: 'ready', lines: data.line_list, points: data.chart_data[fuel] };

  return (
    <PriceHistoryCard
      state={state}
      fuels={data?.fuel_list ?? [{ key: 'regular', name: t('fuels.regular') }]}
      fuel={fuel}
      onFuelChange={setFuel}
      months={data?.dates ?? (month ? [month] : [])}
      month={month || (data?.default_current_date ?? null)}
      onMonthChange={setMonth}
      emphasizedKey={emphasizedKey}
      myStationPrefix={t('table.myStation')}
    />
  );
}
