import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMetrics: build.query<ListMetricsApiResponse, ListMetricsApiArg>({
      query: (queryArg) => ({
        url: `/api/metrics`,
        params: {
          items: queryArg.items,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as metricsApi };
export type ListMetricsApiResponse = /** status 200 The metrics. */ MetricList;
export type ListMetricsApiArg = {
  items?: number;
};
export type Metric = {
  id: number;
  /** Stable key of the metric. */
  key:
    | 'immeadiacy'
    | 'prompt_service'
    | 'service_time'
    | 'conversion'
    | 'frequent_clients'
    | 'immeadiacy_gas'
    | 'prompt_service_gas'
    | 'service_time_gas'
    | 'immeadiacy_diesel'
    | 'prompt_service_diesel'
    | 'service_time_diesel';
};
export type MetricList = {
  items: Metric[];
  total: number;
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
export const { useListMetricsQuery, useLazyListMetricsQuery } = injectedRtkApi;
