// The Dashboard's reports: daily and monthly fuel prices, and the service-metric
// charts. Fresh for 5 minutes (a screen mounting within that reuses the data), kept 15 minutes
// unused. Failures are shown in place (the cards' error texts), not as toasts.
import type {
  GetDailyFuelPriceApiArg,
  GetLocalMarketApiArg,
  GetMonthlyFuelPricesApiArg,
  GetPriceMovesApiArg,
  GetServiceMetricChartApiArg,
} from './generated/dashboard.gen';
import { dashboardApi } from './generated/dashboard.gen';
import { CACHE } from './cache';

const api = dashboardApi.enhanceEndpoints({
  endpoints: {
    getDailyFuelPrice: { providesTags: ['FuelPrice'], keepUnusedDataFor: CACHE.fifteenMinutes },
    getMonthlyFuelPrices: { providesTags: ['FuelPrice'], keepUnusedDataFor: CACHE.fifteenMinutes },
    getPriceMoves: { providesTags: ['FuelPrice'], keepUnusedDataFor: CACHE.fifteenMinutes },
    getLocalMarket: { providesTags: ['FuelPrice'], keepUnusedDataFor: CACHE.fifteenMinutes },
    getServiceMetricChart: {
      providesTags: ['ServiceMetric'],
      keepUnusedDataFor: CACHE.fifteenMinutes,
    },
  },
});

/** Data younger than this is reused when a component mounts; older is fetched again. */
export const DASHBOARD_FRESH_SECONDS = CACHE.fiveMinutes;
const fresh = { refetchOnMountOrArgChange: DASHBOARD_FRESH_SECONDS } as const;

export const useDailyFuelPriceQuery = (arg: GetDailyFuelPriceApiArg) =>
  api.useGetDailyFuelPriceQuery(arg, fresh);
export const useMonthlyFuelPricesQuery = (arg: GetMonthlyFuelPricesApiArg) =>
  api.useGetMonthlyFuelPricesQuery(arg, fresh);
export const usePriceMovesQuery = (arg: GetPriceMovesApiArg) =>
  api.useGetPriceMovesQuery(arg, fresh);
export const useLocalMarketQuery = (arg: GetLocalMarketApiArg) =>
  api.useGetLocalMarketQuery(arg, fresh);
export const useServiceMetricChartQuery = (arg: GetServiceMetricChartApiArg) =>
  api.useGetServiceMetricChartQuery(arg, fresh);

export type {
  ChartCategory,
  DailyFuelPrice,
  FuelKey,
  FuelTariff,
  LastPriceMove,
  LocalMarket,
  LocalMarketFlag,
  LocalMarketRank,
  LocalMarketStation,
  MonthlyFuelPrices,
  PriceLine,
  PriceMoveRow,
  PriceMoves,
  PricePoint,
  PriceQuality,
  ServiceMetricChart,
  ServiceMetricName,
  ServiceMetricRow,
  StationOption,
  StationPriceRow,
} from './generated/dashboard.gen';
