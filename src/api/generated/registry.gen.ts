import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    findRegistryStation: build.query<FindRegistryStationApiResponse, FindRegistryStationApiArg>({
      query: (queryArg) => ({
        url: `/api/registry/stations`,
        params: {
          permit: queryArg.permit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as registryApi };
export type FindRegistryStationApiResponse =
  /** status 200 The registered station. */ RegistryStation;
export type FindRegistryStationApiArg = {
  permit: Permit;
};
export type FuelPrices = {
  regular: number | null;
  premium: number | null;
  diesel: number | null;
  /** Day of the newest of these prices. */
  price_date: string | null;
};
export type RegistryStation = {
  place_id: number;
  permit: string;
  name: string | null;
  brand: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  prices: FuelPrices;
  /** Our gas station already registered with this permit, if any. */
  registered_as: {
    id: number;
    name: string;
  } | null;
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
export type Permit = string;
export const { useFindRegistryStationQuery, useLazyFindRegistryStationQuery } = injectedRtkApi;
