// The chart of 'Mercado local' as an ECharts option: every station at its longitude/latitude,
// the distance rings around the own station, the own station marked, the others coloured by
// their price of the chosen fuel (a continuous visualMap from the cheapest trusted price, green,
// to the dearest, red), flagged or missing prices hollow and grey, competitors drawn as
// triangles. Both axes span the same kilometres so the rings are round on a square plot.
// Pure: the component (LocalMarketChart) draws it; the tests read it.
import { escapeHtml } from '@/components/chartFormat';
import type { FuelKey, MarketStationView } from './viewTypes';

/** Kilometres per degree of latitude, and of longitude at the equator. */
const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON = 111.32;
/** Points of each ring (a polygon close enough to a circle at any size shown). */
const RING_POINTS = 72;

export const MARKET_RADII_KM = [1, 2, 3, 5, 10, 15, 20] as const;

export interface MarketChartLabels {
  own: string;
  competitor: string;
  station: string;
  untrusted: string;
  /** 'Permiso' */
  permit: string;
  /** 'Distancia' */
  distance: string;
  /** The fuel's name, for the price row of the tooltip. */
  fuel: string;
  noPrice: string;
  /** The text of each flag ('Precio de relleno'...). */
  flags: Record<'placeholder' | 'stale' | 'conflict', string>;
}

export interface MarketChartInput {
  center: { latitude: number; longitude: number };
  radiusKm: number;
  stations: MarketStationView[];
  fuel: FuelKey;
  labels: MarketChartLabels;
  colors: { own: string; ring: string; untrusted: string; cheap: string; dear: string };
  /** px of the square plot (both axes span the same km, so the rings stay round). */
  plotSize: number;
}

/** px above and below the square plot: its top margin, the axis labels and the colour scale. */
export const PLOT_TOP = 24;
export const PLOT_BOTTOM = 88;

/** The rings drawn for a radius: whole steps that read well, the radius itself last. */
export function ringRadii(radiusKm: number): number[] {
  const step = radiusKm <= 2 ? 0.5 : radiusKm <= 5 ? 1 : radiusKm <= 10 ? 2 : 5;
  const rings: number[] = [];
  for (let r = step; r < radiusKm - 1e-9; r += step) rings.push(Math.round(r * 10) / 10);
  return [...rings, radiusKm];
}

const lonKm = (latitude: number) => KM_PER_DEGREE_LON * Math.cos((latitude * Math.PI) / 180);

/** A ring of `km` around the centre as [longitude, latitude] points, closed. */
export function ringPoints(
  center: { latitude: number; longitude: number },
  km: number,
): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i <= RING_POINTS; i += 1) {
    const angle = (2 * Math.PI * i) / RING_POINTS;
    points.push([
      center.longitude + (km * Math.cos(angle)) / lonKm(center.latitude),
      center.latitude + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT,
    ]);
  }
  return points;
}

/** The price a station is coloured by: its price of the fuel when trusted, else null. */
export const trustedPrice = (station: MarketStationView, fuel: FuelKey): number | null =>
  station.flags[fuel] === null ? station.prices[fuel] : null;

const kmText = (km: number) => `${km.toFixed(2)} km`;

/** The tooltip of one station: name, permit, price of the fuel (or why it is not trusted), distance. */
export function stationTooltip(
  station: MarketStationView,
  fuel: FuelKey,
  labels: MarketChartLabels,
): string {
  const price = station.prices[fuel];
  const flag = station.flags[fuel];
  const priceText =
    price === null
      ? labels.noPrice
      : flag === null
        ? price.toFixed(2)
        : `${price.toFixed(2)} (${labels.flags[flag]})`;
  const kind = station.is_own
    ? labels.own
    : station.rival_id !== null
      ? labels.competitor
      : labels.station;
  return (
    `<div style="min-width:160px;">` +
    `<div style="font-weight:600;">${escapeHtml(station.name ?? station.permit)}</div>` +
    `<div>${escapeHtml(kind)}</div>` +
    `<div>${escapeHtml(labels.permit)}: ${escapeHtml(station.permit)}</div>` +
    `<div>${escapeHtml(labels.fuel)}: <strong>${escapeHtml(priceText)}</strong></div>` +
    `<div>${escapeHtml(labels.distance)}: ${escapeHtml(kmText(station.distance_km))}</div>` +
    `</div>`
  );
}

type Point = { value: [number, number, number | null]; station: MarketStationView };

export function buildMarketOption({
  center,
  radiusKm,
  stations,
  fuel,
  labels,
  colors,
  plotSize,
}: MarketChartInput): Record<string, unknown> {
  // A margin of a tenth of the radius around the outer ring.
  const spanLat = (radiusKm * 1.1) / KM_PER_DEGREE_LAT;
  const spanLon = (radiusKm * 1.1) / lonKm(center.latitude);
  const point = (s: MarketStationView): Point => ({
    value: [s.longitude, s.latitude, trustedPrice(s, fuel)],
    station: s,
  });
  const others = stations.filter((s) => !s.is_own);
  const priced = others.filter((s) => trustedPrice(s, fuel) !== null);
  const market = priced.filter((s) => s.rival_id === null).map(point);
  const rivals = priced.filter((s) => s.rival_id !== null).map(point);
  const untrusted = others.filter((s) => trustedPrice(s, fuel) === null).map(point);
  const own = stations.filter((s) => s.is_own).map(point);
  const prices = stations.flatMap((s) => {
    const p = trustedPrice(s, fuel);
    return p === null ? [] : [p];
  });
  const min = prices.length === 0 ? 0 : Math.min(...prices);
  const max = prices.length === 0 ? 1 : Math.max(...prices);
  const rings = ringRadii(radiusKm).map((km) => ({
    type: 'line',
    name: `${km} km`,
    silent: true,
    showSymbol: false,
    symbol: 'none',
    animation: false,
    tooltip: { show: false },
    lineStyle: { color: colors.ring, width: 1, type: 'dashed' },
    data: ringPoints(center, km).map((p, i) => ({
      value: p,
      // The ring's label at its top.
      label:
        i === RING_POINTS / 4
          ? { show: true, formatter: `${km} km`, color: colors.ring, position: 'top' }
          : undefined,
    })),
    z: 1,
  }));
  return {
    animation: false,
    grid: { top: PLOT_TOP, left: 'center', width: plotSize, height: plotSize },
    xAxis: {
      type: 'value',
      min: center.longitude - spanLon,
      max: center.longitude + spanLon,
      // The ends are the ring's span, not round ticks: their labels would sit on the next tick's.
      axisLabel: {
        formatter: (v: number) => v.toFixed(3),
        showMinLabel: false,
        showMaxLabel: false,
      },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: center.latitude - spanLat,
      max: center.latitude + spanLat,
      // The ends are the ring's span, not round ticks: their labels would sit on the next tick's.
      axisLabel: {
        formatter: (v: number) => v.toFixed(3),
        showMinLabel: false,
        showMaxLabel: false,
      },
      splitLine: { show: false },
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (item: { data?: Point }) =>
        item.data?.station ? stationTooltip(item.data.station, fuel, labels) : '',
    },
    visualMap: {
      type: 'continuous',
      show: prices.length > 0,
      dimension: 2,
      // The market's three series; the own station keeps its mark.
      seriesIndex: [0, 1],
      min,
      max: max === min ? min + 0.01 : max,
      precision: 2,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      inRange: { color: [colors.cheap, colors.dear] },
    },
    series: [
      { type: 'scatter', name: labels.station, symbolSize: 10, data: market, z: 3 },
      {
        type: 'scatter',
        name: labels.competitor,
        symbol: 'triangle',
        symbolSize: 14,
        data: rivals,
        z: 4,
      },
      {
        type: 'scatter',
        name: labels.untrusted,
        symbolSize: 9,
        itemStyle: { color: 'transparent', borderColor: colors.untrusted, borderWidth: 1.5 },
        data: untrusted,
        z: 2,
      },
      {
        type: 'scatter',
        name: labels.own,
        symbol: 'pin',
        symbolSize: 30,
        itemStyle: { color: colors.own },
        data: own,
        z: 5,
      },
      ...rings,
    ],
  };
}
