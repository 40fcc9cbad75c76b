// The Home screen's month overview (the agency dashboard): per client, a row per station with
// its four service metrics against their goals and its prices against its competitors'
// average. Presentational: the container passes the API's answer in.
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Alert } from '@/components/Alert';
import { formatMinutesSeconds, formatPercent } from '@/components/chartFormat';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';

/** The agency overview as the API answers it (declared here: components take plain props). */
export interface AgencyMetricView {
  key: string;
  unit: 'seconds' | 'percent';
  value: number | null;
  goal: number | null;
  met: boolean | null;
}
export interface AgencyPriceView {
  fuel: 'regular' | 'premium' | 'diesel';
  price: number | null;
  rival_avg: number | null;
  position: 'below' | 'equal' | 'above' | null;
}
export interface AgencyStationView {
  id: number;
  name: string;
  metrics: AgencyMetricView[];
  prices: AgencyPriceView[];
}
export interface AgencyDashboardView {
  clients: { id: number; name: string; stations: AgencyStationView[] }[];
}

export type AgencyOverviewState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; dashboard: AgencyDashboardView };

export interface AgencyOverviewProps {
  state: AgencyOverviewState;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const ClientName = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Figure = styled.span<{ $color: string }>`
  display: flex;
  flex-direction: column;
  color: ${({ $color }) => $color};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const METRIC_KEYS = [
  'inmediatez',
  'atencion_oportuna',
  'tiempo_servicio_gas',
  'tiempo_servicio_diesel',
] as const;
const FUELS = ['regular', 'premium', 'diesel'] as const;

const formatMetric = (metric: AgencyMetricView, value: number) =>
  metric.unit === 'percent' ? formatPercent(value) : formatMinutesSeconds(value);

type Row = AgencyStationView;

export function AgencyOverview({ state }: AgencyOverviewProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();

  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('agency.loading')}>
        <Skeleton variant="rect" height={160} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" actionLabel={t('agency.retry')} onAction={state.onRetry}>
        {t('agency.error', { message: state.message })}
      </Alert>
    );
  }
  const clients = state.dashboard.clients;
  if (clients.length === 0)
    return <EmptyState compact icon="gas-station" title={t('agency.empty')} />;

  const metricCell = (station: Row, key: (typeof METRIC_KEYS)[number]) => {
    const metric = station.metrics.find((m) => m.key === key);
    if (!metric || metric.value === null) return <Note>{t('agency.noData')}</Note>;
    const color =
      metric.met === null
        ? theme.colors.text.primary
        : metric.met
          ? theme.colors.alert.success.main
          : theme.colors.alert.error.main;
    return (
      <Figure
        $color={color}
        title={metric.met === null ? undefined : t(metric.met ? 'agency.met' : 'agency.missed')}
      >
        {formatMetric(metric, metric.value)}
        <Note>
          {metric.goal === null
            ? t('agency.noGoal')
            : t('agency.goal', { value: formatMetric(metric, metric.goal) })}
        </Note>
      </Figure>
    );
  };

  const priceCell = (price: AgencyPriceView | undefined) => {
    if (!price || price.price === null) return <Note>{t('agency.noData')}</Note>;
    const color =
      price.position === 'above'
        ? theme.colors.alert.error.main
        : price.position === 'below'
          ? theme.colors.alert.success.main
          : theme.colors.text.primary;
    return (
      <Figure $color={color}>
        ${price.price.toFixed(2)}
        <Note>
          {price.position === null || price.rival_avg === null
            ? t('agency.noRivals')
            : `${t(`agency.positions.${price.position}`)} · ${t('agency.rivalAverage', {
                value: `$${price.rival_avg.toFixed(2)}`,
              })}`}
        </Note>
      </Figure>
    );
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: t('agency.station') },
    ...METRIC_KEYS.map((key) => ({
      key,
      header: t(`metrics.${key}`),
      render: (row: Row) => metricCell(row, key),
    })),
    ...FUELS.map((fuel) => ({
      key: fuel,
      header: t(`fuels.${fuel}`),
      headerColor: theme.colors.fuelText[fuel],
      render: (row: Row) => priceCell(row.prices.find((p) => p.fuel === fuel)),
    })),
  ];

  return (
    <Stack>
      {clients.map((client) => (
        <section key={client.id}>
          {clients.length > 1 && <ClientName>{client.name}</ClientName>}
          <DataTable<Row>
            aria-label={t('agency.tableLabel', { client: client.name })}
            columns={columns}
            rows={client.stations}
          />
        </section>
      ))}
    </Stack>
  );
}
