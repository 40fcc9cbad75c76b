import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProviderCustomers: build.query<
      ListProviderCustomersApiResponse,
      ListProviderCustomersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/surtidor_customer/surtidor_customers`,
        params: {
          search: queryArg.search,
        },
      }),
    }),
    listProviderCustomerStations: build.query<
      ListProviderCustomerStationsApiResponse,
      ListProviderCustomerStationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v2/surtidor_customer/gas_stations/by_owner/${queryArg.id}`,
      }),
    }),
    getProviderStation: build.query<GetProviderStationApiResponse, GetProviderStationApiArg>({
      query: (queryArg) => ({ url: `/api/v2/surtidor_customer/gas_stations/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as providerApi };
export type ListProviderCustomersApiResponse =
  /** status 200 The customers. */ ProviderCustomerList;
export type ListProviderCustomersApiArg = {
  search?: string;
};
export type ListProviderCustomerStationsApiResponse =
  /** status 200 The stations. */ GasStationList;
export type ListProviderCustomerStationsApiArg = {
  id: Id;
};
export type GetProviderStationApiResponse = /** status 200 The station. */ GasStationDetail;
export type GetProviderStationApiArg = {
  id: Id;
};
export type ProviderCustomer = {
  id: number;
  name: string;
  legal_name: string;
  rfc: string | null;
  city: string | null;
  state: string | null;
  station_count: number;
};
export type ProviderCustomerList = {
  items: ProviderCustomer[];
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
export type GasStationSummary = {
  id: number;
  name: string;
  /** Regulator permit, e.g. PL/658/EXP/ES/2015. */
  permission: string;
  brand: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  customer_id: number;
};
export type GasStationList = {
  items: GasStationSummary[];
  /** How many stations match, beyond the page too. */
  total: number;
};
export type Id = number;
export type ClockTime = string;
export type GasStationShift = {
  shift: number;
  starts_at: ClockTime;
  ends_at: ClockTime;
};
export type GasStationDetail = {
  id: number;
  customer: {
    id: number;
    name: string;
  };
  name: string;
  brand: string | null;
  brand_photo_url: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  bombs: number | null;
  permission: string;
  cre_place_id: number | null;
  time_zone: string;
  customer_gas_station_id: string | null;
  latitude: number | null;
  longitude: number | null;
  shifts: GasStationShift[];
  volumetric: {
    supplier_id: number | null;
    system_id: number | null;
    station_id: string | null;
  };
  created_at: string;
  updated_at: string;
};
export const {
  useListProviderCustomersQuery,
  useLazyListProviderCustomersQuery,
  useListProviderCustomerStationsQuery,
  useLazyListProviderCustomerStationsQuery,
  useGetProviderStationQuery,
  useLazyGetProviderStationQuery,
} = injectedRtkApi;
