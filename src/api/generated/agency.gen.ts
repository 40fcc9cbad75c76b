import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgencyDashboards: build.query<GetAgencyDashboardsApiResponse, GetAgencyDashboardsApiArg>({
      query: (queryArg) => ({
        url: `/api/agency/dashboards`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          clients: queryArg.clients,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as agencyApi };
export type GetAgencyDashboardsApiResponse = /** status 200 The overview. */ AgencyDashboard;
export type GetAgencyDashboardsApiArg = {
  startDate?: string;
  endDate?: string;
  /** Comma-separated customer ids; absent or empty means every client. */
  clients?: Id[];
};
export type ServiceMetricName =
  'inmediatez' | 'atencion_oportuna' | 'tiempo_servicio_gas' | 'tiempo_servicio_diesel';
export type AgencyMetric = {
  key: ServiceMetricName;
  unit: 'seconds' | 'percent';
  value: number | null;
  goal: number | null;
  /** Seconds at or under the goal, percentages at or over it; null without both. */
  met: boolean | null;
  vehicles: number;
};
export type FuelKey = 'regular' | 'premium' | 'diesel';
export type AgencyPrice = {
  fuel: FuelKey;
  price: number | null;
  rival_min: number | null;
  rival_avg: number | null;
  rival_max: number | null;
  /** Competitors with a price for this fuel. */
  rivals: number;
  /** Competitors selling it cheaper. */
  cheaper_rivals: number;
  /** The station's price against the competitors' average (±0.005). */
  position: ('below' | 'equal' | 'above') | null;
};
export type AgencyStation = {
  id: number;
  name: string;
  price_date: string | null;
  metrics: AgencyMetric[];
  prices: AgencyPrice[];
};
export type AgencyClient = {
  id: number;
  name: string;
  stations: AgencyStation[];
};
export type AgencyDashboard = {
  start_date: string;
  end_date: string;
  clients: AgencyClient[];
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
export type Id = number;
export const { useGetAgencyDashboardsQuery, useLazyGetAgencyDashboardsQuery } = injectedRtkApi;
