// 'Mercado local': every regulator station within the chosen radius of the own station, on a
// chart by position (LocalMarketChart, loaded lazily) and in a table below it (the same data for
// screen readers and keyboards), with the own price's rank and percentile per fuel and
// 'Agregar como competencia' on every station that is not one yet. Flagged prices carry the
// comparison table's '!' mark and take no part in the ranks.
// Presentational: data, selections and callbacks come in props.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { Select } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { readableCalendarDate } from '@/lib/dates/calendarDates';
import { MARKET_RADII_KM, type MarketChartLabels } from '../model/localMarketChart';
import type { FuelKey, MarketRankView, MarketStationView } from '../model/viewTypes';
import { FlaggedPrice } from './FlaggedPrice';

const LocalMarketChart = lazy(
  () => import(/* webpackChunkName: "local-market-chart" */ './LocalMarketChart'),
);

export interface LocalMarketViewProps {
  stations: MarketStationView[];
  ranks: MarketRankView[];
  center: { latitude: number; longitude: number } | null;
  date: string | null;
  radiusKm: number;
  onRadiusChange: (radiusKm: number) => void;
  fuel: FuelKey;
  onFuelChange: (fuel: FuelKey) => void;
  /** Whether the user may add competitors (Editor or Admin). */
  canAdd: boolean;
  onAdd: (station: MarketStationView) => void;
  loading?: boolean;
  errorMessage?: string | null;
}

const FUELS: FuelKey[] = ['regular', 'premium', 'diesel'];
const CHART_FALLBACK_HEIGHT = 532;

type Row = MarketStationView & { id: number; marked?: boolean; hideMenu?: boolean };

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Day = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  padding-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Ranks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RankItem = styled.li<{ $color: string; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primaryLight : 'transparent')};
`;

// The fuel's colour is the card's left border; the title keeps the text colour, which reads on
// the selected card's tint too.
const RankTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const RankFigure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const StationCell = styled.span<{ $own: boolean }>`
  display: inline-flex;
  flex-direction: column;
  font-weight: ${({ $own, theme }) => ($own ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

export function LocalMarketView({
  stations,
  ranks,
  center,
  date,
  radiusKm,
  onRadiusChange,
  fuel,
  onFuelChange,
  canAdd,
  onAdd,
  loading = false,
  errorMessage = null,
}: LocalMarketViewProps) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const locale = i18n.language;
  const empty = t('table.noPrice');

  const labels = useMemo<MarketChartLabels>(
    () => ({
      own: t('market.own'),
      competitor: t('market.competitor'),
      station: t('market.station'),
      untrusted: t('market.untrusted'),
      permit: t('market.permit'),
      distance: t('market.distance'),
      fuel: t(`table.${fuel}`),
      noPrice: t('market.noPrice'),
      flags: {
        placeholder: t('table.flag.placeholder'),
        stale: t('table.flag.stale'),
        conflict: t('table.flag.conflict'),
      },
    }),
    [t, fuel],
  );

  const priceCell = (row: Row, of: FuelKey) => {
    const value = row.prices[of];
    const flag = row.flags[of];
    if (value === null) return empty;
    if (flag === null) return value.toFixed(2);
    const why = `${t(`table.flag.${flag}`)}. ${t('table.flagExcluded')}`;
    return <FlaggedPrice text={value.toFixed(2)} why={why} />;
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'station',
      header: t('market.stationColumn'),
      render: (row) => (
        <StationCell $own={row.is_own}>
          <span>
            {row.is_own ? t('table.myStation') : ''}
            {row.name ?? row.permit}
          </span>
          <Muted>{row.permit}</Muted>
        </StationCell>
      ),
    },
    {
      key: 'distance',
      header: t('market.distance'),
      align: 'right',
      render: (row) => t('market.km', { km: row.distance_km.toFixed(2) }),
    },
    ...FUELS.map<DataTableColumn<Row>>((of) => ({
      key: of,
      header: t(`table.${of}`),
      align: 'right',
      render: (row) => priceCell(row, of),
    })),
    {
      key: 'action',
      header: t('market.actionColumn'),
      align: 'right',
      render: (row) =>
        row.is_own ? (
          ''
        ) : row.rival_id !== null ? (
          <Muted>{t('market.competitor')}</Muted>
        ) : canAdd ? (
          <Button
            size="small"
            variant="secondary"
            startIcon="plus"
            aria-label={t('market.addNamed', { name: row.name ?? row.permit })}
            onClick={() => onAdd(row)}
          >
            {t('market.add')}
          </Button>
        ) : (
          ''
        ),
    },
  ];
  const rows: Row[] = stations.map((s) => ({
    ...s,
    id: s.place_id,
    marked: s.is_own,
    hideMenu: true,
  }));

  const rankText = (rank: MarketRankView) => {
    if (rank.price === null) return t('market.rank.noPrice');
    if (rank.flag !== null) return t('market.rank.flagged', { flag: t(`table.flag.${rank.flag}`) });
    return t('market.rank.position', { rank: rank.rank, ranked: rank.ranked });
  };

  const chart =
    errorMessage !== null ? null : loading ? (
      <Skeleton height={CHART_FALLBACK_HEIGHT} />
    ) : center === null ? (
      <EmptyState icon="alert-info" title={t('market.noCoordinates')} compact />
    ) : (
      <Suspense fallback={<Skeleton height={CHART_FALLBACK_HEIGHT} />}>
        <LocalMarketChart
          center={center}
          radiusKm={radiusKm}
          stations={stations}
          fuel={fuel}
          labels={labels}
          aria-label={t('market.chartLabel', {
            count: stations.length,
            km: radiusKm,
            fuel: t(`table.${fuel}`),
          })}
        />
      </Suspense>
    );

  return (
    <Column>
      <Filters>
        <Select
          label={t('market.fuel')}
          width={200}
          size="small"
          options={FUELS.map((f) => ({ value: f, label: t(`table.${f}`) }))}
          value={fuel}
          onChange={(value) => onFuelChange(value as FuelKey)}
        />
        <Select
          label={t('market.radius')}
          width={160}
          size="small"
          options={MARKET_RADII_KM.map((km) => ({
            value: String(km),
            label: t('market.km', { km }),
          }))}
          value={String(radiusKm)}
          onChange={(value) => onRadiusChange(Number(value))}
        />
        {date && <Day>{t('market.day', { date: readableCalendarDate(date, locale) })}</Day>}
      </Filters>
      {errorMessage === null && !loading && (
        <Ranks aria-label={t('market.ranksLabel')}>
          {ranks.map((rank) => (
            <RankItem
              key={rank.fuel}
              $color={theme.colors.fuel[rank.fuel]}
              $selected={rank.fuel === fuel}
            >
              <RankTitle>
                {t(`table.${rank.fuel}`)}
                {rank.price === null ? '' : ` · ${rank.price.toFixed(2)}`}
              </RankTitle>
              <RankFigure>{rankText(rank)}</RankFigure>
              <Muted>
                {rank.percentile === null
                  ? t('market.rank.range', {
                      count: rank.ranked,
                      min: rank.min?.toFixed(2) ?? empty,
                      max: rank.max?.toFixed(2) ?? empty,
                    })
                  : t('market.rank.percentile', {
                      percentile: rank.percentile,
                      min: rank.min?.toFixed(2) ?? empty,
                      median: rank.median?.toFixed(2) ?? empty,
                      max: rank.max?.toFixed(2) ?? empty,
                    })}
              </Muted>
            </RankItem>
          ))}
        </Ranks>
      )}
      {chart && <Card flush>{chart}</Card>}
      <DataTable<Row>
        aria-label={t('market.tableLabel', { km: radiusKm })}
        columns={columns}
        rows={rows}
        loading={loading}
        loadingRowCount={5}
        emptyState={t('market.none', { km: radiusKm })}
        error={
          errorMessage === null ? undefined : (
            <ErrorText>{t('market.error', { message: errorMessage })}</ErrorText>
          )
        }
      />
    </Column>
  );
}
