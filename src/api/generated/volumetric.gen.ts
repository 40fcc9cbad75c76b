import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVolumetricSuppliers: build.query<
      ListVolumetricSuppliersApiResponse,
      ListVolumetricSuppliersApiArg
    >({
      query: () => ({ url: `/api/volumetric_suppliers` }),
    }),
    createVolumetricSupplier: build.mutation<
      CreateVolumetricSupplierApiResponse,
      CreateVolumetricSupplierApiArg
    >({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers`,
        method: 'POST',
        body: queryArg.volumetricSupplierInput,
      }),
    }),
    getVolumetricSupplier: build.query<
      GetVolumetricSupplierApiResponse,
      GetVolumetricSupplierApiArg
    >({
      query: (queryArg) => ({ url: `/api/volumetric_suppliers/${queryArg.id}` }),
    }),
    createVolumetricSystem: build.mutation<
      CreateVolumetricSystemApiResponse,
      CreateVolumetricSystemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers/${queryArg.volumetricSupplierId}/systems`,
        method: 'POST',
        body: queryArg.volumetricSystemInput,
      }),
    }),
    testVolumetricConnection: build.mutation<
      TestVolumetricConnectionApiResponse,
      TestVolumetricConnectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers/${queryArg.volumetricSupplierId}/systems/test`,
        method: 'POST',
        body: queryArg.volumetricConnectionTestInput,
      }),
    }),
    getVolumetricSystem: build.query<GetVolumetricSystemApiResponse, GetVolumetricSystemApiArg>({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers/${queryArg.volumetricSupplierId}/systems/${queryArg.id}`,
      }),
    }),
    updateVolumetricSystem: build.mutation<
      UpdateVolumetricSystemApiResponse,
      UpdateVolumetricSystemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers/${queryArg.volumetricSupplierId}/systems/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.volumetricSystemInput,
      }),
    }),
    pullVolumetricSystem: build.mutation<
      PullVolumetricSystemApiResponse,
      PullVolumetricSystemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/volumetric_suppliers/${queryArg.volumetricSupplierId}/systems/${queryArg.id}/pull`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as volumetricApi };
export type ListVolumetricSuppliersApiResponse =
  /** status 200 The suppliers. */ VolumetricSupplierList;
export type ListVolumetricSuppliersApiArg = void;
export type CreateVolumetricSupplierApiResponse = /** status 201 Registered. */ VolumetricSupplier;
export type CreateVolumetricSupplierApiArg = {
  volumetricSupplierInput: VolumetricSupplierInput;
};
export type GetVolumetricSupplierApiResponse = /** status 200 The supplier. */ VolumetricSupplier;
export type GetVolumetricSupplierApiArg = {
  id: Id;
};
export type CreateVolumetricSystemApiResponse = /** status 201 Created. */ VolumetricSystem;
export type CreateVolumetricSystemApiArg = {
  volumetricSupplierId: Id;
  volumetricSystemInput: VolumetricSystemInput;
};
export type TestVolumetricConnectionApiResponse =
  /** status 200 What was sent, what came back and the mapped rows. */ VolumetricConnectionTest;
export type TestVolumetricConnectionApiArg = {
  volumetricSupplierId: Id;
  volumetricConnectionTestInput: VolumetricConnectionTestInput;
};
export type GetVolumetricSystemApiResponse =
  /** status 200 The system (secrets only as `*_set` flags). */ VolumetricSystem;
export type GetVolumetricSystemApiArg = {
  volumetricSupplierId: Id;
  id: Id;
};
export type UpdateVolumetricSystemApiResponse = /** status 200 Saved. */ VolumetricSystem;
export type UpdateVolumetricSystemApiArg = {
  volumetricSupplierId: Id;
  id: Id;
  volumetricSystemInput: VolumetricSystemInput;
};
export type PullVolumetricSystemApiResponse =
  /** status 202 Pulls queued (a station already queued is not queued twice). */ {
    queued: number;
  };
export type PullVolumetricSystemApiArg = {
  volumetricSupplierId: Id;
  id: Id;
};
export type VolumetricSupplierSummary = {
  id: number;
  name: string;
  alias: string;
  systems_count: number;
  /** Stations linked to any of its systems. */
  stations_count: number;
  created_at: string;
};
export type VolumetricSupplierList = {
  items: VolumetricSupplierSummary[];
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
export type VolumetricSystemSummary = {
  id: number;
  name: string;
  data_url: string;
  pull_interval_minutes: number;
  stations_count: number;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Tickets received over all its stations. */
  tickets_received: number;
};
export type VolumetricSupplier = {
  id: number;
  name: string;
  alias: string;
  created_at: string;
  systems: VolumetricSystemSummary[];
};
export type VolumetricSupplierInput = {
  name: string;
  alias: string;
};
export type Id = number;
export type HttpMethod = 'GET' | 'POST';
export type VolumetricParamPlace = {
  in: 'body' | 'query';
  path: string;
};
export type VolumetricDateFormat =
  'YYYY-MM-DD' | 'YYYY-MM-DD HH:MM:SS' | 'YYYY-MM-DDTHH:MM:SS' | 'DD/MM/YYYY' | 'UNIX';
export type JsonPathText = string;
export type VolumetricMapper = {
  folio: JsonPathText;
  time: JsonPathText;
  employee: string;
  pump: JsonPathText;
  product: JsonPathText;
  payment_type: JsonPathText;
  volume: JsonPathText;
  price: JsonPathText;
  amount: JsonPathText;
};
export type VolumetricStationSync = {
  gas_station_id: number;
  gas_station_name: string;
  volumetric_station_id: string | null;
  time_zone: string;
  /** The last day pulled completely, in the station's time zone. */
  cursor_date: string | null;
  last_run_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  tickets_received: number;
  /** SAT report files the pulls brought that the pre-audit stored or replaced. */
  reports_received: number;
  /** The last SAT report file the pre-audit refused, with its reason (Spanish); it does not stop the pull. */
  last_report_refusal: string | null;
  last_report_refusal_at: string | null;
};
export type VolumetricSystem = {
  id: number;
  volumetric_supplier_id: number;
  name: string;
  data_url: string;
  data_method: HttpMethod;
  data_body: string | null;
  token_url: string | null;
  token_method: HttpMethod;
  token_path: string;
  token_body_set: boolean;
  static_token_set: boolean;
  params: {
    start_date: VolumetricParamPlace;
    end_date: VolumetricParamPlace;
    station_id: VolumetricParamPlace;
  };
  date_format: VolumetricDateFormat;
  records_path: string;
  mapper: VolumetricMapper;
  pull_interval_minutes: number;
  look_back_days: number;
  reports_url: string | null;
  created_at: string;
  updated_at: string;
  stations: VolumetricStationSync[];
};
export type VolumetricSystemInput = {
  name: string;
  data_url: string;
  data_method: HttpMethod;
  /** JSON text of the data request body (an object); the values at `params` are set into it. */
  data_body: string | null;
  /** Where to get a token; null with a static token, or with no auth at all. */
  token_url: string | null;
  token_method: HttpMethod;
  /** Secret. JSON text of the token request body (e.g. user and password). Left out: keep the saved one; null: none. */
  token_body?: string | null;
  /** JSONPath of the token in the token answer, e.g. `$.access_token`. */
  token_path: string;
  /** Secret. A fixed bearer token instead of a token call. Left out keeps it; null clears it. */
  static_token?: string | null;
  params: {
    start_date: VolumetricParamPlace;
    end_date: VolumetricParamPlace;
    station_id: VolumetricParamPlace;
  };
  date_format: VolumetricDateFormat;
  /** JSONPath of the records in the data answer, e.g. `$.data.tickets[*]`. */
  records_path: JsonPathText;
  mapper: VolumetricMapper;
  pull_interval_minutes: number;
  /** Days before the cursor pulled again, for tickets the supplier adds late. */
  look_back_days: number;
  /** Where the supplier serves a station's SAT volumetric report files (daily `D_…` and monthly `M_…` JSON) for a day: called like the data request (same method, body, parameters and authentication) for each day pulled; the answer is one JSON report or a .zip of them, named by its Content-Disposition, and 404 or 204 when there is none. Each file goes to the compliance pre-audit. Null: the supplier serves none. Left out keeps the saved one. */
  reports_url?: string | null;
};
export type VolumetricRequestSent = {
  method: string;
  /** Secrets in the query masked. */
  url: string;
  /** Authorization and other secrets masked. */
  headers: {
    [key: string]: string;
  };
  /** Secrets masked. */
  body: string | null;
};
export type VolumetricTestStep = {
  step: 'token' | 'data';
  request: VolumetricRequestSent;
  /** HTTP status; null when no answer. */
  status: number | null;
  duration_ms: number;
  /** The start of the raw answer (at most 4 KB), secrets masked. */
  excerpt: string | null;
  /** Spanish. */
  error: string | null;
};
export type TicketProduct = number;
export type TicketPaymentType = number;
export type SalesTicketValues = {
  folio: string;
  sold_at: string;
  /** 'YYYY-MM-DD HH:MM:SS' in the station's time zone. */
  local_time: string;
  employee: string | null;
  pump: number;
  product: TicketProduct;
  payment_type: TicketPaymentType;
  volume: number;
  price: number;
  amount: number;
};
export type TicketFieldError = {
  field: string;
  /** Spanish. */
  message: string;
};
export type VolumetricMappedRow = {
  /** Position of the record in the answer, from 0. */
  index: number;
  /** What each mapper path found in the record (field -> value). */
  values: {
    [key: string]: any;
  };
  ticket: SalesTicketValues | null;
  errors: TicketFieldError[];
};
export type VolumetricConnectionTest = {
  /** True when every step answered and every row mapped. */
  ok: boolean;
  steps: VolumetricTestStep[];
  records_found: number;
  rows: VolumetricMappedRow[];
};
export type VolumetricConnectionTestInput = {
  system: VolumetricSystemInput;
  /** A saved system whose secrets fill those left out of `system`. */
  system_id?: Id;
  /** A station whose volumetric id (and time zone) to use. */
  gas_station_id?: Id;
  /** The station id at the supplier, when no station is chosen. */
  volumetric_station_id?: string;
  /** The day to pull. */
  date: string;
};
export const {
  useListVolumetricSuppliersQuery,
  useLazyListVolumetricSuppliersQuery,
  useCreateVolumetricSupplierMutation,
  useGetVolumetricSupplierQuery,
  useLazyGetVolumetricSupplierQuery,
  useCreateVolumetricSystemMutation,
  useTestVolumetricConnectionMutation,
  useGetVolumetricSystemQuery,
  useLazyGetVolumetricSystemQuery,
  useUpdateVolumetricSystemMutation,
  usePullVolumetricSystemMutation,
} = injectedRtkApi;
