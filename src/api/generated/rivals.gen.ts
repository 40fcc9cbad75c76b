import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGasStationRivals: build.query<ListGasStationRivalsApiResponse, ListGasStationRivalsApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_station_rivals`,
        params: {
          gas_station_id: queryArg.gasStationId,
        },
      }),
    }),
    createGasStationRival: build.mutation<
      CreateGasStationRivalApiResponse,
      CreateGasStationRivalApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_station_rivals`,
        method: 'POST',
        body: queryArg.gasStationRivalCreate,
      }),
    }),
    deleteGasStationRival: build.mutation<
      DeleteGasStationRivalApiResponse,
      DeleteGasStationRivalApiArg
    >({
      query: (queryArg) => ({ url: `/api/gas_station_rivals/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as rivalsApi };
export type ListGasStationRivalsApiResponse =
  /** status 200 The competitors. */ GasStationRivalList;
export type ListGasStationRivalsApiArg = {
  gasStationId: number;
};
export type CreateGasStationRivalApiResponse = /** status 201 Linked. */ GasStationRival;
export type CreateGasStationRivalApiArg = {
  gasStationRivalCreate: GasStationRivalCreate;
};
export type DeleteGasStationRivalApiResponse = unknown;
export type DeleteGasStationRivalApiArg = {
  id: Id;
};
export type GasStationRival = {
  id: number;
  gas_station_id: number;
  /** The registry place; null while the registry does not know the permit. */
  cre_place_id: number | null;
  permission: string;
  name: string;
  address: string | null;
  color: string | null;
  created_at: string;
};
export type GasStationRivalList = {
  items: GasStationRival[];
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
export type GasStationRivalFields = {
  gas_station_id: Id;
  /** The competitor's regulator permit, e.g. PL/658/EXP/ES/2015 (case and spaces ignored). */
  permission: string;
  /** Alias shown in the table. */
  name: string;
  address: string;
};
export type GasStationRivalCreate = {
  gas_station_rivals: GasStationRivalFields;
};
export const {
  useListGasStationRivalsQuery,
  useLazyListGasStationRivalsQuery,
  useCreateGasStationRivalMutation,
  useDeleteGasStationRivalMutation,
} = injectedRtkApi;
