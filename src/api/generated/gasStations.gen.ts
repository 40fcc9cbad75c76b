import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGasStations: build.query<ListGasStationsApiResponse, ListGasStationsApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_stations`,
        params: {
          items: queryArg.items,
          search: queryArg.search,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as gasStationsApi };
export type ListGasStationsApiResponse = /** status 200 The stations. */ GasStationList;
export type ListGasStationsApiArg = {
  items?: number;
  search?: string;
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
};
export const { useListGasStationsQuery, useLazyListGasStationsQuery } = injectedRtkApi;
