// The shapes the Dashboard's presentational components draw, declared here so that components
// take plain props (they never import the API layer). The API's answers fit them as they are.
export type FuelKey = 'regular' | 'premium' | 'diesel';

export type ServiceMetricKey =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';

export interface FuelTariffView {
  tar: FuelKey;
  price: number | null;
  title: string;
}

export interface StationOptionView {
  id: number;
  name: string;
}

export interface PriceRowView {
  id: string;
  rival_id: number | null;
  gas_station_id: number;
  is_own: boolean;
  /** The station's name or the alias the operator gave the competitor. */
  station: string;
  /** Its regulator permit: the second line that tells rows with the same name apart. */
  permission: string;
  color: string;
  regular: number | null;
  regular_diff: number | null;
  premium: number | null;
  premium_diff: number | null;
  diesel: number | null;
  diesel_diff: number | null;
}

/** A registry station the add dialog suggests while the operator types. */
export interface CompetitorSuggestionView {
  permit: string;
  name: string | null;
  address: string | null;
  /** From the selected station; null when either has no coordinates. */
  distance_km: number | null;
}

/** What the dialog says about the typed permit before saving. */
export type PermitNotice = 'unregistered' | 'invalid' | null;

export interface PriceLineView {
  key: string;
  name: string;
  color: string;
  is_own: boolean;
}

export interface PricePointView {
  date: string;
  prices: Record<string, number | null>;
}

export interface ChartCategoryView {
  key: string;
  name: string;
  color: string;
  type: 'bar' | 'marker';
}

export interface MetricRowView {
  name: string;
  value: number | null;
  goal: number | null;
}
