// The shapes the Dashboard's presentational components draw: the contract's own types (through
// the API layer; only types, so components still take plain props and never import the API),
// named for the views, plus the shapes only the screens have.
import type {
  ChartCategory,
  FuelKey,
  FuelTariff,
  LocalMarketRank,
  LocalMarketStation,
  PriceLine,
  PriceMoveRow,
  PricePoint,
  ServiceMetricName,
  ServiceMetricRow,
  StationOption,
  StationPriceRow,
} from '@/api/dashboard';
import type { RivalCandidate } from '@/api/gasStations';

export type { FuelKey };
export type ServiceMetricKey = ServiceMetricName;
export type FuelTariffView = FuelTariff;
export type StationOptionView = StationOption;
/** A station's or competitor's prices; `station` is the station's name or the competitor's alias. */
export type PriceRowView = StationPriceRow;

/** A registry station the add dialog suggests while the operator types. */
export type CompetitorSuggestionView = Pick<
  RivalCandidate,
  'permit' | 'name' | 'address' | 'distance_km'
>;

/** What the dialog says about the typed permit before saving. */
export type PermitNotice = 'unregistered' | 'invalid' | null;

export type PriceLineView = PriceLine;
export type PricePointView = PricePoint;
export type ChartCategoryView = ChartCategory;
/** The part of a service-metric row the chart draws. */
export type MetricRowView = Pick<ServiceMetricRow, 'name' | 'value' | 'goal'>;
/** One change of a line's price in 'Movimientos'. */
export type PriceMoveView = PriceMoveRow;
/** A regulator station of 'Mercado local' (the own one marked, competitors with their id). */
export type MarketStationView = LocalMarketStation;
/** The own price's rank and percentile for one fuel in 'Mercado local'. */
export type MarketRankView = LocalMarketRank;
