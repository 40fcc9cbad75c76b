// Dashboard (`/dashboard`, flag dashboard): a header with the price table's download and
// 'Agregar competencia', and four tabs — 'Métricas de servicio' (default), 'Precio de
// combustible', 'Movimientos' (the price moves of the same station and its competitors) and
// 'Mercado local' (every regulator station around it, where 'Agregar como competencia' opens
// the same add dialog, filled from the station). The day's prices load with the page (the
// header depends on them); the station and date start empty so the server's defaults apply,
// and are shared across the price tabs. A link may name the tab, station and day
// (`?tab=fuelPrice&station=12&date=2026-08-08`, see dashboardPath in lib/appLinks: an alert
// opens its station's prices of that day).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useDailyFuelPriceQuery } from '@/api/dashboard';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Spinner } from '@/components/Spinner';
import { Tabs } from '@/components/Tabs';
import { canChangeCompetitors } from '@/lib/roles';
import { readDashboardLink } from '../model/dashboardLink';
import { toastShown } from '@/store/toasts/toastsSlice';
import { DashboardHeader, type ExportFormat } from '../components/DashboardHeader';
import { AddCompetitorDialog } from '../containers/AddCompetitorDialog';
import { ServiceMetricsTab } from '../containers/ServiceMetricsTab';
import { saveTable } from '../model/saveFile';
import { fileSlug, tableMatrix } from '../model/tableExport';
import type { CompetitorSuggestionView } from '../model/viewTypes';

// The price tabs (the table, cards and line chart; the moves) are not the default one: they load
// when opened, keeping the dashboard's first visit within its size budget.
const FuelPriceTab = lazy(() =>
  import(/* webpackChunkName: "fuel-price-tab" */ '../containers/FuelPriceTab').then((module) => ({
    default: module.FuelPriceTab,
  })),
);
const PriceMovesTab = lazy(() =>
  import(/* webpackChunkName: "price-moves-tab" */ '../containers/PriceMovesTab').then(
    (module) => ({ default: module.PriceMovesTab }),
  ),
);

const LocalMarketTab = lazy(() =>
  import(/* webpackChunkName: "local-market-tab" */ '../containers/LocalMarketTab').then(
    (module) => ({ default: module.LocalMarketTab }),
  ),
);

type TabKey = 'serviceMetrics' | 'fuelPrice' | 'priceMoves' | 'localMarket';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const roleName = useAppSelector((state) => state.auth.profile?.user_role?.name);
  const allowed = canChangeCompetitors(roleName);
  const [params] = useSearchParams();
  const [link] = useState(() => readDashboardLink(params));
  const [tab, setTab] = useState<TabKey>(link.tab ?? 'serviceMetrics');
  const [stationId, setStationId] = useState<number | ''>(link.stationId ?? '');
  const [date, setDate] = useState(link.date ?? '');
  const [adding, setAdding] = useState(false);
  // The registry station the add dialog opens filled from ('Mercado local'); null for an empty form.
  const [prefill, setPrefill] = useState<CompetitorSuggestionView | null>(null);
  const daily = useDailyFuelPriceQuery({ date, gasStationId: stationId });
  const data = daily.currentData;
  const station = data?.station_filter.default
    ? (data.station_filter.stations.find((s) => s.id === stationId) ?? data.station_filter.default)
    : null;

  const download = async (format: ExportFormat) => {
    if (!data) return;
    const matrix = tableMatrix(data.station_table, {
      station: t('table.station'),
      regular: t('table.regular'),
      premium: t('table.premium'),
      diesel: t('table.diesel'),
      diff: t('table.diff'),
      myStation: t('table.myStation'),
    });
    const day = date || data.date_filter.default || 'sin-fecha';
    try {
      await saveTable(
        matrix,
        t('export.fileName', { station: fileSlug(station?.name ?? ''), date: day }),
        format,
      );
    } catch {
      // The library's own text (English) is no message for the user.
      dispatch(
        toastShown({
          severity: 'error',
          message: 'dashboard:toasts.downloadFailed',
        }),
      );
    }
  };

  return (
    <Page>
      <DashboardHeader
        status={daily.isError ? 'error' : data ? 'ready' : 'loading'}
        canAddCompetitor={allowed}
        onAddCompetitor={() => {
          setPrefill(null);
          setAdding(true);
        }}
        onDownload={(format) => void download(format)}
      />
      <Tabs
        aria-label={t('tabs.label')}
        tabs={[
          { key: 'serviceMetrics', label: t('tabs.serviceMetrics') },
          { key: 'fuelPrice', label: t('tabs.fuelPrice') },
          { key: 'priceMoves', label: t('tabs.priceMoves') },
          { key: 'localMarket', label: t('tabs.localMarket') },
        ]}
        value={tab}
        onChange={(key) => setTab(key as TabKey)}
        animated={false}
      >
        {tab === 'serviceMetrics' ? (
          <ServiceMetricsTab linkedStationId={link.stationId} linkedDate={link.date} />
        ) : tab === 'localMarket' ? (
          <Suspense fallback={<Spinner centered />}>
            <LocalMarketTab
              stationId={stationId}
              date={date}
              canAdd={allowed}
              onAdd={(candidate) => {
                setPrefill({
                  permit: candidate.permit,
                  name: candidate.name,
                  address: candidate.address,
                  distance_km: candidate.distance_km,
                });
                setAdding(true);
              }}
            />
          </Suspense>
        ) : tab === 'priceMoves' ? (
          <Suspense fallback={<Spinner centered />}>
            <PriceMovesTab stationId={stationId} />
          </Suspense>
        ) : (
          <Suspense fallback={<Spinner centered />}>
            <FuelPriceTab
              daily={{ data, isError: daily.isError, error: daily.error }}
              stationId={stationId}
              date={date}
              onStationChange={setStationId}
              onDateChange={setDate}
              allowed={allowed}
            />
          </Suspense>
        )}
      </Tabs>
      <AddCompetitorDialog
        open={adding}
        onClose={() => setAdding(false)}
        prefill={prefill}
        station={station}
        stationPermit={data?.station_table.find((row) => row.is_own)?.permission ?? null}
        allowed={allowed}
        priceQueryFailed={daily.isError}
      />
    </Page>
  );
}
