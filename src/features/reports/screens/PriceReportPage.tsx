// Price report (`/price`): a station's prices against its competitors over the last 7, 30 or
// 90 days, with 'Descargar PDF' (by e-mail) and 'Imprimir' (the printable page, in a new tab,
// through a short-lived link).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useCreatePdfTokenMutation,
  useGetPriceReportQuery,
  type ReportLocale,
} from '@/api/reports';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { toastShown } from '@/store/toasts/toastsSlice';
import { browser } from '../containers/browser';
import { StationReportLayout } from '../containers/StationReportLayout';
import { useChosenStation } from '../containers/useStations';
import { lastDays } from '@/lib/dates/calendarPeriods';
import { localToday } from '../model/periods';
import { failureMessage } from '@/lib/apiFailure';

const PRESETS = ['7', '30', '90'];

export default function PriceReportPage() {
  const { t, i18n } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const { stations, stationId, setStationId, loading } = useChosenStation();
  const [days, setDays] = useState('30');
  const period = lastDays(localToday(), Number(days));
  const locale: ReportLocale = i18n.language === 'en' ? 'en' : 'es';
  const report = useGetPriceReportQuery(
    stationId === null
      ? skipToken
      : { id: stationId, startDate: period.startDate, endDate: period.endDate, locale },
  );
  const [createToken, tokenState] = useCreatePdfTokenMutation();

  const onPrint = async () => {
    if (stationId === null) return;
    try {
      const token = await createToken({
        pdfTokenInput: {
          gas_station_id: stationId,
          report_type: 'price',
          start_date: period.startDate,
          end_date: period.endDate,
          locale,
        },
      }).unwrap();
      browser.openTab(token.path);
    } catch (error) {
      dispatch(
        toastShown({
          severity: 'error',
          message: failureMessage(error),
        }),
      );
    }
  };

  if (loading) return <Skeleton variant="rect" height={320} />;
  return (
    <StationReportLayout
      stations={stations}
      stationId={stationId}
      onStation={setStationId}
      reportType="price"
      period={period}
      controls={
        <>
          <Select
            label={t('price.period')}
            width={200}
            options={PRESETS.map((value) => ({
              value,
              label: t('price.days', { count: Number(value) }),
            }))}
            value={days}
            onChange={setDays}
          />
          <Button
            variant="secondary"
            disabled={stationId === null || tokenState.isLoading}
            onClick={() => void onPrint()}
          >
            {t('price.print')}
          </Button>
        </>
      }
      report={report}
    />
  );
}
