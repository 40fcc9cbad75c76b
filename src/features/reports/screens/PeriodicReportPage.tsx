// The weekly and monthly reports in the app: the latest complete week or month of a station,
// stepping back and forth (never past the latest complete one).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useGetMonthlyReportQuery,
  useGetWeeklyReportQuery,
  type ReportLocale,
} from '@/api/reports';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { StationReportLayout } from '../containers/StationReportLayout';
import { useChosenStation } from '../containers/useStations';
import {
  lastCompleteMonth,
  lastCompleteWeek,
  shiftMonth,
  shiftWeek,
} from '@/lib/dates/calendarPeriods';
import { localToday } from '../model/periods';

export function PeriodicReportPage({ mode }: { mode: 'weekly' | 'monthly' }) {
  const { t, i18n } = useTranslation('reports');
  const { stations, stationId, setStationId, loading } = useChosenStation();
  const latest =
    mode === 'weekly' ? lastCompleteWeek(localToday()) : lastCompleteMonth(localToday());
  const [period, setPeriod] = useState(latest);
  const shift = mode === 'weekly' ? shiftWeek : shiftMonth;
  const locale: ReportLocale = i18n.language === 'en' ? 'en' : 'es';
  const arg =
    stationId === null
      ? skipToken
      : { id: stationId, startDate: period.startDate, endDate: period.endDate, locale };
  const weekly = useGetWeeklyReportQuery(mode === 'weekly' ? arg : skipToken);
  const monthly = useGetMonthlyReportQuery(mode === 'monthly' ? arg : skipToken);
  const report = mode === 'weekly' ? weekly : monthly;
  if (loading) return <Skeleton variant="rect" height={320} />;
  const atLatest = period.startDate >= latest.startDate;
  return (
    <StationReportLayout
      stations={stations}
      stationId={stationId}
      onStation={setStationId}
      reportType={mode}
      period={period}
      controls={
        <>
          <Button variant="text" onClick={() => setPeriod(shift(period, -1))}>
            {t(mode === 'weekly' ? 'periodic.previousWeek' : 'periodic.previousMonth')}
          </Button>
          <Button variant="text" disabled={atLatest} onClick={() => setPeriod(shift(period, 1))}>
            {t(mode === 'weekly' ? 'periodic.nextWeek' : 'periodic.nextMonth')}
          </Button>
        </>
      }
      report={report}
    />
  );
}
