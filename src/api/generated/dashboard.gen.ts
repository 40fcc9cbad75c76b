import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDailyFuelPrice: build.query<GetDailyFuelPriceApiResponse, GetDailyFuelPriceApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/reports/daily/fuel_price`,
        params: {
          date: queryArg.date,
          gas_station_id: queryArg.gasStationId,
        },
      }),
    }),
    getMonthlyFuelPrices: build.query<GetMonthlyFuelPricesApiResponse, GetMonthlyFuelPricesApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/reports/monthly/fuel_prices`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          gas_station_id: queryArg.gasStationId,
        },
      }),
    }),
    getPriceMoves: build.query<GetPriceMovesApiResponse, GetPriceMovesApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/reports/price_moves`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          gas_station_id: queryArg.gasStationId,
          fuel: queryArg.fuel,
          line: queryArg.line,
        },
      }),
    }),
    getLocalMarket: build.query<GetLocalMarketApiResponse, GetLocalMarketApiArg>({
      query: (queryArg) => ({
        url: `/api/v2/reports/local_market`,
        params: {
          date: queryArg.date,
          gas_station_id: queryArg.gasStationId,
          radius_km: queryArg.radiusKm,
        },
      }),
    }),
    getServiceMetricChart: build.query<
      GetServiceMetricChartApiResponse,
      GetServiceMetricChartApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/dashboard/service_metrics/${queryArg.name}`,
        params: {
          date: queryArg.date,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardApi };
export type GetDailyFuelPriceApiResponse = /** status 200 The day's comparison. */ DailyFuelPrice;
export type GetDailyFuelPriceApiArg = {
  date?: OptionalDate;
  gasStationId?: OptionalStationId;
};
export type GetMonthlyFuelPricesApiResponse = /** status 200 The history. */ MonthlyFuelPrices;
export type GetMonthlyFuelPricesApiArg = {
  startDate?: OptionalDate;
  endDate?: OptionalDate;
  gasStationId?: OptionalStationId;
};
export type GetPriceMovesApiResponse = /** status 200 The moves. */ PriceMoves;
export type GetPriceMovesApiArg = {
  startDate?: OptionalDate;
  endDate?: OptionalDate;
  gasStationId?: OptionalStationId;
  fuel?: FuelKey | string;
  /** A line key, 'station-{id}' or 'rival-{id}'; empty for every line. */
  line?: string;
};
export type GetLocalMarketApiResponse = /** status 200 The local market. */ LocalMarket;
export type GetLocalMarketApiArg = {
  date?: OptionalDate;
  gasStationId?: OptionalStationId;
  radiusKm?: number;
};
export type GetServiceMetricChartApiResponse = /** status 200 The chart. */ ServiceMetricChart;
export type GetServiceMetricChartApiArg = {
  name: ServiceMetricName;
  /** Any day of the month (the client sends its first day); default this month. */
  date?: string;
};
export type PriceQuality = {
  flag: 'placeholder' | 'stale' | 'conflict';
  /** The day the price took this value. */
  since: string;
  market_median: number | null;
  /** Stations of the local market with a price. */
  market_size: number;
  conflicting_price: number | null;
} | null;
export type LastPriceMove = {
  date: string;
  old_price: number;
  new_price: number;
  /** new_price minus old_price. */
  change: number;
} | null;
export type StationPriceRow = {
  /** Row key: 'own-{station id}' or 'rival-{rival id}'. */
  id: string;
  /** The competitor link to DELETE; null on the station's own row. */
  rival_id: number | null;
  gas_station_id: number;
  is_own: boolean;
  /** The station's name or the competitor's alias. */
  station: string;
  permission: string;
  /** '#RRGGBB', the same in the table and the history. */
  color: string;
  regular: number | null;
  regular_diff: number | null;
  premium: number | null;
  premium_diff: number | null;
  diesel: number | null;
  diesel_diff: number | null;
  /** Per fuel, the price's flag (null when the price is trustworthy or absent). A flagged
    price is shown with its mark and left out of the differences (its diff, and every
    competitor's diff when it is the station's own price, are null).
     */
  quality: {
    regular: PriceQuality;
    premium: PriceQuality;
    diesel: PriceQuality;
  };
  /** Per fuel, the last change of the price on or before the day (null without one). */
  last_moves: {
    regular: LastPriceMove;
    premium: LastPriceMove;
    diesel: LastPriceMove;
  };
};
export type FuelKey = 'regular' | 'premium' | 'diesel';
export type FuelTariff = {
  tar: FuelKey;
  price: number | null;
  title: string;
};
export type StationOption = {
  id: number;
  name: string;
};
export type StationFilter = {
  stations: StationOption[];
  default: StationOption | null;
};
export type DailyFuelPrice = {
  station_table: StationPriceRow[];
  /** The station's own prices, regular, premium, diesel. */
  tar_list: FuelTariff[];
  date_filter: {
    /** Dates with prices for the station, newest first (at most 400). */
    dates: string[];
    default: string | null;
  };
  station_filter: StationFilter;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type OptionalDate = string;
export type OptionalStationId = number | string;
export type PricePoint = {
  date: string;
  /** Line key -> price on that date (carried forward), null before the first. */
  prices: {
    [key: string]: number | null;
  };
};
export type PriceLine = {
  key: string;
  name: string;
  color: string;
  is_own: boolean;
};
export type MonthlyFuelPrices = {
  chart_data: {
    regular: PricePoint[];
    premium: PricePoint[];
    diesel: PricePoint[];
  };
  /** First days of the months with prices for the station, newest first. */
  dates: string[];
  fuel_list: {
    name: string;
    key: FuelKey;
  }[];
  line_list: PriceLine[];
  default_current_date: string | null;
};
export type PriceMoveRow = {
  /** The line's key: 'station-{id}' or 'rival-{id}'. */
  line: string;
  fuel: FuelKey;
  date: string;
  old_price: number;
  new_price: number;
  change: number;
};
export type PriceMoves = {
  station_filter: StationFilter;
  start: string | null;
  end: string | null;
  lines: PriceLine[];
  moves: PriceMoveRow[];
};
export type LocalMarketPrices = {
  regular: number | null;
  premium: number | null;
  diesel: number | null;
};
export type LocalMarketFlag = ('placeholder' | 'stale' | 'conflict') | null;
export type LocalMarketStation = {
  place_id: number;
  permit: string;
  name: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  /** Rounded to 0.01 km. */
  distance_km: number;
  is_own: boolean;
  /** The competitor it already is for the station; null when it is not one. */
  rival_id: number | null;
  prices: LocalMarketPrices;
  flags: {
    regular: LocalMarketFlag;
    premium: LocalMarketFlag;
    diesel: LocalMarketFlag;
  };
};
export type LocalMarketRank = {
  fuel: FuelKey;
  /** The own price. */
  price: number | null;
  flag: LocalMarketFlag;
  /** 1 is the cheapest; null when the own price is missing or flagged. */
  rank: number | null;
  percentile: number | null;
  /** Stations with a trusted price, own included. */
  ranked: number;
  min: number | null;
  median: number | null;
  max: number | null;
};
export type LocalMarket = {
  station_filter: StationFilter;
  date: string | null;
  radius_km: number;
  /** Where the radius is measured from; null when the station has no coordinates. */
  center: {
    latitude: number;
    longitude: number;
  } | null;
  stations: LocalMarketStation[];
  /** One entry per fuel, regular, premium, diesel. */
  ranks: LocalMarketRank[];
};
export type ServiceMetricName =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';
export type ChartCategory = {
  key: string;
  name: string;
  color: string;
  type: 'bar' | 'marker';
};
export type ServiceMetricRow = {
  name: string;
  gas_station_id: number;
  /** Seconds, or a percentage 0-100. */
  value: number | null;
  goal: number | null;
  /** Vehicles the figure is computed from. */
  vehicles: number;
};
export type ServiceMetricChart = {
  metric: ServiceMetricName;
  unit: 'seconds' | 'percent';
  month: string;
  categories: ChartCategory[];
  chartData: ServiceMetricRow[];
};
export const {
  useGetDailyFuelPriceQuery,
  useLazyGetDailyFuelPriceQuery,
  useGetMonthlyFuelPricesQuery,
  useLazyGetMonthlyFuelPricesQuery,
  useGetPriceMovesQuery,
  useLazyGetPriceMovesQuery,
  useGetLocalMarketQuery,
  useLazyGetLocalMarketQuery,
  useGetServiceMetricChartQuery,
  useLazyGetServiceMetricChartQuery,
} = injectedRtkApi;
