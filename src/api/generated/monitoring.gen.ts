import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMetrics: build.query<GetMetricsApiResponse, GetMetricsApiArg>({
      query: () => ({ url: `/api/monitoring/metrics` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as monitoringApi };
export type GetMetricsApiResponse =
  /** status 200 The series, as Prometheus text exposition format 0.0.4. */ string;
export type GetMetricsApiArg = void;
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
export const { useGetMetricsQuery, useLazyGetMetricsQuery } = injectedRtkApi;
