import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStates: build.query<ListStatesApiResponse, ListStatesApiArg>({
      query: () => ({ url: `/api/states` }),
    }),
    getState: build.query<GetStateApiResponse, GetStateApiArg>({
      query: (queryArg) => ({ url: `/api/states/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as statesApi };
export type ListStatesApiResponse = /** status 200 The states. */ StateList;
export type ListStatesApiArg = void;
export type GetStateApiResponse = /** status 200 The state and its municipalities. */ StateDetail;
export type GetStateApiArg = {
  id: Id;
};
export type MexicanState = {
  id: number;
  /** INEGI two-digit code, e.g. 01. */
  code: string;
  name: string;
};
export type StateList = {
  items: MexicanState[];
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
export type StateDetail = {
  id: number;
  code: string;
  name: string;
  /** Municipality names, sorted in Spanish order. */
  cities: string[];
};
export type Id = number;
export const {
  useListStatesQuery,
  useLazyListStatesQuery,
  useGetStateQuery,
  useLazyGetStateQuery,
} = injectedRtkApi;
