import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<ListCustomersApiResponse, ListCustomersApiArg>({
      query: () => ({ url: `/api/customers` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as customersApi };
export type ListCustomersApiResponse = /** status 200 The customers. */ CustomerList;
export type ListCustomersApiArg = void;
export type Customer = {
  id: number;
  legal_name: string;
  name: string;
  station_count: number;
};
export type CustomerList = {
  items: Customer[];
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
export const { useListCustomersQuery, useLazyListCustomersQuery } = injectedRtkApi;
