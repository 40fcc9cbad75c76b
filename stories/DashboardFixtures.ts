// Dashboard data for stories and component tests, shaped like the API's answers (the names,
// permits and prices are those of the demo's real regulator stations, January 2022).
import type { AgencyDashboard } from '../src/api/agency';
import type {
  DailyFuelPrice,
  LocalMarket,
  LocalMarketStation,
  MonthlyFuelPrices,
  PriceMoves,
  ServiceMetricChart,
  ServiceMetricName,
  StationPriceRow,
} from '../src/api/dashboard';
import { chalcoMarketRanks } from '../tests/support/localMarket';

export const fixtureStations = [
  { id: 1, name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV' },
  { id: 2, name: 'SERVICIO AGUASCALIENTES, SA' },
  { id: 3, name: 'GASOLINERA ASTRA SA DE CV' },
];

const row = (
  fields: Partial<StationPriceRow> & Pick<StationPriceRow, 'id' | 'station' | 'color'>,
): StationPriceRow => ({
  rival_id: null,
  gas_station_id: 1,
  is_own: false,
  permission: 'PL/0000/EXP/ES/2015',
  regular: null,
  regular_diff: null,
  premium: null,
  premium_diff: null,
  diesel: null,
  diesel_diff: null,
  quality: { regular: null, premium: null, diesel: null },
  last_moves: { regular: null, premium: null, diesel: null },
  ...fields,
});

export const fixtureTable: StationPriceRow[] = [
  row({
    id: 'own-1',
    station: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    is_own: true,
    color: '#388994',
    permission: 'PL/1234/EXP/ES/2015',
    regular: 20.19,
    premium: 21.99,
    diesel: 21.49,
  }),
  row({
    id: 'rival-11',
    rival_id: 11,
    station: 'ESTACIONES DE SERVICIO S.A. DE C.V.',
    color: '#F9A825',
    regular: 20.39,
    regular_diff: 0.2,
    premium: 22.59,
    premium_diff: 0.6,
    diesel: 21.68,
    diesel_diff: 0.19,
  }),
  row({
    id: 'rival-12',
    rival_id: 12,
    station: 'SERVIGAS TECNOLOGICO SA DE CV',
    color: '#8E24AA',
    regular: 19.99,
    regular_diff: -0.2,
    premium: 21.99,
    premium_diff: 0,
    diesel: null,
    diesel_diff: null,
  }),
  row({
    id: 'rival-13',
    rival_id: 13,
    station: 'GASOLINERIA LA SOLEDAD',
    color: '#1E88E5',
    regular: 20.45,
    regular_diff: 0.26,
    premium: 22.84,
    premium_diff: 0.85,
    diesel: 21.69,
    diesel_diff: 0.2,
  }),
];

/**
 * Names repeat in the registry: two competitors with the same name told apart by their permit,
 * and one the registry does not know yet (added by a valid permit), without prices.
 */
export const fixtureTableWithNamesakes: StationPriceRow[] = [
  ...fixtureTable
    .slice(0, 2)
    .map((r) => (r.id === 'rival-11' ? { ...r, permission: 'PL/1418/EXP/ES/2015' } : r)),
  row({
    id: 'rival-14',
    rival_id: 14,
    station: 'ESTACIONES DE SERVICIO S.A. DE C.V.',
    permission: 'PL/7461/EXP/ES/2015',
    color: '#6D4C41',
    regular: 20.29,
    regular_diff: 0.1,
    premium: 22.49,
    premium_diff: 0.5,
    diesel: 21.59,
    diesel_diff: 0.1,
  }),
  row({
    id: 'rival-15',
    rival_id: 15,
    station: 'La nueva de la 57',
    permission: 'PL/99999/EXP/ES/2099',
    color: '#00897B',
  }),
];

export const fixtureDates = ['2022-01-13', '2022-01-11', '2022-01-09', '2022-01-08'];

export function fixtureDaily(table: StationPriceRow[] = fixtureTable): DailyFuelPrice {
  const own = table.find((r) => r.is_own);
  return {
    station_table: table,
    tar_list: [
      { tar: 'regular', price: own?.regular ?? null, title: 'Regular' },
      { tar: 'premium', price: own?.premium ?? null, title: 'Premium' },
      { tar: 'diesel', price: own?.diesel ?? null, title: 'Diesel' },
    ],
    date_filter: { dates: fixtureDates, default: fixtureDates[0]! },
    station_filter: { stations: fixtureStations, default: fixtureStations[0]! },
  };
}

const lineKey = (r: StationPriceRow) =>
  r.is_own ? `station-${r.gas_station_id}` : `rival-${r.rival_id}`;

export function fixtureMonthly(table: StationPriceRow[] = fixtureTable): MonthlyFuelPrices {
  const days = [...fixtureDates].reverse();
  const series = (fuel: 'regular' | 'premium' | 'diesel') =>
    days.map((date, i) => ({
      date,
      prices: Object.fromEntries(
        table.map((r) => [
          lineKey(r),
          r[fuel] === null
            ? null
            : Math.round((r[fuel]! - 0.06 * (days.length - 1 - i)) * 100) / 100,
        ]),
      ),
    }));
  return {
    chart_data: {
      regular: series('regular'),
      premium: series('premium'),
      diesel: series('diesel'),
    },
    dates: ['2022-01-01', '2021-12-01'],
    fuel_list: [
      { key: 'regular', name: 'Regular' },
      { key: 'premium', name: 'Premium' },
      { key: 'diesel', name: 'Diesel' },
    ],
    line_list: table.map((r) => ({
      key: lineKey(r),
      name: r.station,
      color: r.color,
      is_own: r.is_own,
    })),
    default_current_date: '2022-01-01',
  };
}

const METRIC_VALUES: Record<
  ServiceMetricName,
  {
    values: (number | null)[];
    goal: number;
    unit: 'seconds' | 'percent';
    title: string;
    color: string;
  }
> = {
  inmediatez: {
    values: [43.2, 57.2, 71],
    goal: 60,
    unit: 'seconds',
    title: 'Inmediatez',
    color: '#388994',
  },
  atencion_oportuna: {
    values: [78.6, 62, 46.1],
    goal: 85,
    unit: 'percent',
    title: 'Atención oportuna',
    color: '#41A092',
  },
  tiempo_servicio_gas: {
    values: [149.7, 179.3, 208.6],
    goal: 180,
    unit: 'seconds',
    title: 'Tiempo de servicio de gasolina',
    color: '#4CAF50',
  },
  tiempo_servicio_diesel: {
    values: [210.9, 252.9, null],
    goal: 240,
    unit: 'seconds',
    title: 'Tiempo de servicio de diesel',
    color: '#525969',
  },
};

export function fixtureServiceChart(
  metric: ServiceMetricName,
  month = '2026-11-01',
): ServiceMetricChart {
  const m = METRIC_VALUES[metric];
  return {
    metric,
    unit: m.unit,
    month,
    categories: [
      { key: 'value', name: m.title, color: m.color, type: 'bar' },
      { key: 'goal', name: 'Objetivo', color: '#ED6C02', type: 'marker' },
    ],
    chartData: fixtureStations.map((s, i) => ({
      name: s.name,
      gas_station_id: s.id,
      value: m.values[i] ?? null,
      goal: m.goal,
      vehicles: m.values[i] === null ? 0 : 3000 + i * 400,
    })),
  };
}

export const fixtureAgency: AgencyDashboard = {
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  clients: [
    {
      id: 1,
      name: 'Grupo Surtidor Demo',
      stations: fixtureStations.map((s, i) => ({
        id: s.id,
        name: s.name,
        price_date: '2022-01-13',
        metrics: (Object.keys(METRIC_VALUES) as ServiceMetricName[]).map((key) => {
          const m = METRIC_VALUES[key];
          const value = m.values[i] ?? null;
          return {
            key,
            unit: m.unit,
            value,
            goal: m.goal,
            met: value === null ? null : m.unit === 'seconds' ? value <= m.goal : value >= m.goal,
            vehicles: value === null ? 0 : 3000,
          };
        }),
        prices: (['regular', 'premium', 'diesel'] as const).map((fuel, f) => ({
          fuel,
          price: 20.19 + f + i * 0.1,
          rival_min: 20.0 + f,
          rival_avg: 20.4 + f,
          rival_max: 20.99 + f,
          rivals: 4,
          cheaper_rivals: i,
          position: (['below', 'equal', 'above'] as const)[i % 3]!,
        })),
      })),
    },
  ],
};

/**
 * The comparison table of 2026-08-08 around Chalco (real regulator prices of the 75-day
 * history, place 13292 and four neighbours): placeholders, a stale price and last moves.
 */
export const FLAGS_DAY = '2026-08-08';
const noFlags = { regular: null, premium: null, diesel: null };
export const fixtureTableWithFlags: StationPriceRow[] = [
  row({
    id: 'own-1',
    station: 'GASOLINERIA EL AGUILA SA DE CV',
    is_own: true,
    color: '#388994',
    permission: 'PL/10995/EXP/ES/2015',
    regular: 23.99,
    premium: 0.01,
    diesel: 27.2,
    quality: {
      ...noFlags,
      premium: {
        flag: 'placeholder',
        since: '2026-06-23',
        market_median: 27.635,
        market_size: 26,
        conflicting_price: null,
      },
    },
    last_moves: {
      ...noFlags,
      diesel: { date: '2026-07-23', old_price: 26.99, new_price: 27.2, change: 0.21 },
    },
  }),
  row({
    id: 'rival-21',
    rival_id: 21,
    station: 'SERVICIO TLALMANALCO',
    color: '#F9A825',
    regular: 22.99,
    regular_diff: -1,
    premium: 28.39,
    diesel: 27,
    diesel_diff: -0.2,
    quality: {
      ...noFlags,
      premium: {
        flag: 'stale',
        since: '2026-06-18',
        market_median: 27.97,
        market_size: 14,
        conflicting_price: null,
      },
    },
    last_moves: {
      ...noFlags,
      premium: { date: '2026-06-18', old_price: 28.59, new_price: 28.39, change: -0.2 },
    },
  }),
  row({
    id: 'rival-22',
    rival_id: 22,
    station: 'GASOLINERA CHALCO',
    color: '#8E24AA',
    regular: 22.99,
    regular_diff: -1,
    premium: 27.99,
    diesel: 26.99,
    diesel_diff: -0.21,
    quality: {
      ...noFlags,
      regular: {
        flag: 'conflict',
        since: '2026-07-23',
        market_median: 22.99,
        market_size: 22,
        conflicting_price: 23.49,
      },
    },
    last_moves: {
      regular: { date: '2026-07-23', old_price: 22.94, new_price: 22.99, change: 0.05 },
      premium: { date: '2026-08-06', old_price: 28.19, new_price: 27.99, change: -0.2 },
      diesel: null,
    },
  }),
];

/** 'Movimientos' around Chalco, 2026-07-10 to 2026-08-08 (real moves of the 75-day history). */
export function fixtureMoves(fuel: string | null = null, line: string | null = null): PriceMoves {
  const lines = [
    { key: 'station-1', name: 'GASOLINERIA EL AGUILA SA DE CV', color: '#388994', is_own: true },
    { key: 'rival-22', name: 'GASOLINERA CHALCO', color: '#8E24AA', is_own: false },
    { key: 'rival-23', name: 'SERVICIO AYOTLA', color: '#F9A825', is_own: false },
  ];
  const moves: PriceMoves['moves'] = [
    {
      line: 'rival-23',
      fuel: 'regular',
      date: '2026-08-05',
      old_price: 23.75,
      new_price: 23.49,
      change: -0.26,
    },
    {
      line: 'station-1',
      fuel: 'diesel',
      date: '2026-07-23',
      old_price: 26.99,
      new_price: 27.2,
      change: 0.21,
    },
    {
      line: 'rival-22',
      fuel: 'premium',
      date: '2026-07-23',
      old_price: 27.89,
      new_price: 27.99,
      change: 0.1,
    },
    {
      line: 'rival-22',
      fuel: 'regular',
      date: '2026-07-23',
      old_price: 22.94,
      new_price: 22.99,
      change: 0.05,
    },
    {
      line: 'rival-22',
      fuel: 'regular',
      date: '2026-07-21',
      old_price: 22.4,
      new_price: 22.94,
      change: 0.54,
    },
    {
      line: 'rival-22',
      fuel: 'regular',
      date: '2026-07-18',
      old_price: 22.94,
      new_price: 22.4,
      change: -0.54,
    },
    {
      line: 'rival-22',
      fuel: 'premium',
      date: '2026-07-11',
      old_price: 27.99,
      new_price: 27.89,
      change: -0.1,
    },
  ];
  return {
    station_filter: { stations: fixtureStations, default: fixtureStations[0]! },
    start: '2026-07-10',
    end: '2026-08-08',
    lines,
    moves: moves.filter((m) => (!fuel || m.fuel === fuel) && (!line || m.line === line)),
  };
}

/**
 * 'Mercado local' within 2 km of place 13292 (Chalco) on 2026-08-08: real regulator prices of
 * the 75-day history (as the server answers on tests/fixtures/cre-history-slice). The own
 * premium is a placeholder; 26614 is already a competitor. `radiusKm` is echoed back.
 */
const market = (
  placeId: number,
  permit: string,
  name: string,
  latitude: number,
  longitude: number,
  distanceKm: number,
  prices: LocalMarketStation['prices'],
): LocalMarketStation => ({
  place_id: placeId,
  permit,
  name,
  address: null,
  latitude,
  longitude,
  distance_km: distanceKm,
  is_own: placeId === 13292,
  rival_id: placeId === 26614 ? 22 : null,
  prices,
  flags: { regular: null, premium: placeId === 13292 ? 'placeholder' : null, diesel: null },
});

const marketStations: LocalMarketStation[] = [
  market(13292, 'PL/10995/EXP/ES/2015', 'GASOLINERIA EL AGUILA SA DE CV', 19.25364, -98.88158, 0, {
    regular: 23.99,
    premium: 0.01,
    diesel: 27.2,
  }),
  market(
    6967,
    'PL/3822/EXP/ES/2015',
    'GRUPO SURCOS LARGOS S DE RL DE CV',
    19.25367,
    -98.88401,
    0.26,
    { regular: 23.99, premium: 28.29, diesel: null },
  ),
  market(27825, 'PL/24025/EXP/ES/2022', 'SERVICIO AIMAYA SA DE CV', 19.25419, -98.87862, 0.32, {
    regular: 22.95,
    premium: 26.95,
    diesel: 26.8,
  }),
  market(3238, 'PL/1831/EXP/ES/2015', 'CORPOSTAR SA DE CV', 19.26068, -98.8795, 0.81, {
    regular: 23.99,
    premium: 28.99,
    diesel: null,
  }),
  market(26614, 'PL/22880/EXP/ES/2019', 'SERVICIO NITRAM GAS SA DE CV', 19.25086, -98.88967, 0.9, {
    regular: 23.49,
    premium: 27.99,
    diesel: 26.99,
  }),
  market(26637, 'PL/22907/EXP/ES/2019', 'SERVICIO DOARAMA SA DE CV', 19.25058, -98.88967, 0.91, {
    regular: 23.49,
    premium: 27.99,
    diesel: null,
  }),
  market(10215, 'PL/9058/EXP/ES/2015', 'ENER LAGO SA DE CV', 19.26167, -98.88925, 1.2, {
    regular: 22.99,
    premium: 27.99,
    diesel: 26.99,
  }),
  market(
    8641,
    'PL/7896/EXP/ES/2015',
    'ESTACION RANCHO SAN ISIDRO SA DE CV',
    19.25243,
    -98.89339,
    1.25,
    { regular: 22.99, premium: 27.99, diesel: 26.99 },
  ),
  market(14440, 'PL/12858/EXP/ES/2015', 'ALFONSO NAVA BURGOS', 19.26327, -98.87334, 1.38, {
    regular: 22.95,
    premium: 26.95,
    diesel: 26.8,
  }),
  market(
    7938,
    'PL/6906/EXP/ES/2015',
    'GASOLMEX DISTRIBUIDOR DE PETROLIFEROS SA DE CV',
    19.26663,
    -98.88181,
    1.44,
    { regular: 22.99, premium: 27.99, diesel: 27 },
  ),
  market(7128, 'PL/4385/EXP/ES/2015', 'ABASTECEDORA SUZUKA SA DE CV', 19.26318, -98.86937, 1.66, {
    regular: 22.97,
    premium: 27.3,
    diesel: 26.99,
  }),
  market(11674, 'PL/10206/EXP/ES/2015', 'GASTOGA SA DE CV', 19.26271, -98.86771, 1.77, {
    regular: 22.97,
    premium: 27.38,
    diesel: 26.98,
  }),
  market(
    28273,
    'PL/24544/EXP/ES/2022',
    'CORPORACION GASOLINERA MILLENIUM SA DE CV',
    19.25155,
    -98.89849,
    1.79,
    { regular: 22.99, premium: 26.99, diesel: null },
  ),
];

export function fixtureLocalMarket(radiusKm = 2): LocalMarket {
  return {
    station_filter: { stations: fixtureStations, default: fixtureStations[0]! },
    date: FLAGS_DAY,
    radius_km: radiusKm,
    center: { latitude: 19.25364, longitude: -98.88158 },
    stations: marketStations,
    ranks: chalcoMarketRanks,
  };
}
