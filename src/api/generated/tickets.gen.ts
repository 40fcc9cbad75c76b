import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketMapping: build.query<GetTicketMappingApiResponse, GetTicketMappingApiArg>({
      query: (queryArg) => ({
        url: `/api/mapper`,
        params: {
          customer_id: queryArg.customerId,
          header_signature: queryArg.headerSignature,
        },
      }),
    }),
    saveTicketMapping: build.mutation<SaveTicketMappingApiResponse, SaveTicketMappingApiArg>({
      query: (queryArg) => ({
        url: `/api/mapper`,
        method: 'PUT',
        body: queryArg.ticketMappingInput,
      }),
    }),
    listTicketUploads: build.query<ListTicketUploadsApiResponse, ListTicketUploadsApiArg>({
      query: (queryArg) => ({
        url: `/api/ticket_uploads`,
        params: {
          gas_station_id: queryArg.gasStationId,
          items: queryArg.items,
        },
      }),
    }),
    uploadTicketFile: build.mutation<UploadTicketFileApiResponse, UploadTicketFileApiArg>({
      query: (queryArg) => ({ url: `/api/ticket_uploads`, method: 'POST', body: queryArg.body }),
    }),
    getTicketUpload: build.query<GetTicketUploadApiResponse, GetTicketUploadApiArg>({
      query: (queryArg) => ({ url: `/api/ticket_uploads/${queryArg.id}` }),
    }),
    processTicketUpload: build.mutation<ProcessTicketUploadApiResponse, ProcessTicketUploadApiArg>({
      query: (queryArg) => ({
        url: `/api/ticket_uploads/${queryArg.id}/process`,
        method: 'POST',
        body: queryArg.ticketUploadOptions,
      }),
    }),
    downloadTicketUploadErrors: build.query<
      DownloadTicketUploadErrorsApiResponse,
      DownloadTicketUploadErrorsApiArg
    >({
      query: (queryArg) => ({ url: `/api/ticket_uploads/${queryArg.id}/errors` }),
    }),
    listSalesTickets: build.query<ListSalesTicketsApiResponse, ListSalesTicketsApiArg>({
      query: (queryArg) => ({
        url: `/api/sales_tickets`,
        params: {
          gas_station_id: queryArg.gasStationId,
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          items: queryArg.items,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ticketsApi };
export type GetTicketMappingApiResponse =
  /** status 200 The mapping, or null when this layout was never mapped. */ {
    mapping: TicketMapping | null;
  };
export type GetTicketMappingApiArg = {
  customerId: Id;
  /** The layout's key, from the file's header names (see src/lib/tickets). */
  headerSignature: string;
};
export type SaveTicketMappingApiResponse = /** status 200 Saved. */ TicketMapping;
export type SaveTicketMappingApiArg = {
  ticketMappingInput: TicketMappingInput;
};
export type ListTicketUploadsApiResponse = /** status 200 The uploads. */ {
  items: TicketUpload[];
};
export type ListTicketUploadsApiArg = {
  gasStationId?: Id;
  items?: number;
};
export type UploadTicketFileApiResponse = /** status 201 Stored, status `uploaded`. */ TicketUpload;
export type UploadTicketFileApiArg = {
  body: {
    file: Blob;
  };
};
export type GetTicketUploadApiResponse = /** status 200 The upload. */ TicketUpload;
export type GetTicketUploadApiArg = {
  id: Id;
};
export type ProcessTicketUploadApiResponse =
  /** status 202 Queued, status `queued`. */ TicketUpload;
export type ProcessTicketUploadApiArg = {
  id: Id;
  ticketUploadOptions: TicketUploadOptions;
};
export type DownloadTicketUploadErrorsApiResponse = /** status 200 The spreadsheet. */ Blob;
export type DownloadTicketUploadErrorsApiArg = {
  id: Id;
};
export type ListSalesTicketsApiResponse =
  /** status 200 The tickets and the range's totals. */ SalesTicketList;
export type ListSalesTicketsApiArg = {
  gasStationId: Id;
  startDate: string;
  endDate: string;
  items?: number;
};
export type Id = number;
export type TicketColumns = {
  date_time: number | null;
  pump: number | null;
  product: number | null;
  amount: number | null;
  volume: number | null;
  price: number | null;
  payment_type: number | null;
  employee: number | null;
  folio: number | null;
};
export type FuelType = 'regular' | 'premium' | 'diesel';
export type TicketMapping = {
  customer_id: Id;
  header_signature: string;
  headers: string[];
  header_row: number;
  columns: TicketColumns;
  fuel_type?: FuelType | null;
  updated_at: string;
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
export type TicketMappingInput = {
  customer_id: Id;
  header_signature: string;
  headers: string[];
  /** The spreadsheet row (from 1) with the headers; data starts below it. */
  header_row: number;
  columns: TicketColumns;
  /** The product of every row when the file has no product column. */
  fuel_type?: FuelType | null;
};
export type TicketUploadStatus = 'uploaded' | 'queued' | 'processing' | 'processed' | 'failed';
export type TicketUploadSkip = {
  /** Spreadsheet row number (from 1). */
  row: number;
  field: string;
  /** Spanish. */
  message: string;
};
export type TicketUploadResult = {
  rows_read: number;
  /** New tickets. */
  imported: number;
  /** Tickets already there with other values. */
  updated: number;
  /** Rows identical to tickets already there. */
  duplicated: number;
  /** Rows not imported (see skips). */
  skipped: number;
  /** When the same file was processed before for this station. */
  already_imported_at: string | null;
  /** The first skipped rows; the errors spreadsheet has them all. */
  skips: TicketUploadSkip[];
};
export type TicketUpload = {
  id: number;
  file_name: string;
  size: number;
  status: TicketUploadStatus;
  gas_station_id: number | null;
  gas_station_name: string | null;
  /** The uploader's name. */
  uploaded_by: string;
  created_at: string;
  processed_at: string | null;
  /** Why the file could not be processed (Spanish). */
  error: string | null;
  result: TicketUploadResult | null;
};
export type TicketUploadOptions = {
  gas_station_id: Id;
  /** Who gets the result by e-mail (default the uploader). */
  assigned_user_id?: Id | null;
  header_row: number;
  header_signature: string;
  columns: TicketColumns;
  /** Rows before this day (station time) are skipped. */
  start_date?: string | null;
  /** Rows after this day (station time) are skipped. */
  end_date?: string | null;
  fuel_type?: FuelType | null;
  save_mapping?: boolean;
};
export type TicketProduct = number;
export type TicketPaymentType = number;
export type SalesTicket = {
  id: number;
  gas_station_id: number;
  source: 'volumetric' | 'upload';
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
export type SalesTicketList = {
  items: SalesTicket[];
  totals: {
    tickets: number;
    volume: number;
    amount: number;
  };
};
export const {
  useGetTicketMappingQuery,
  useLazyGetTicketMappingQuery,
  useSaveTicketMappingMutation,
  useListTicketUploadsQuery,
  useLazyListTicketUploadsQuery,
  useUploadTicketFileMutation,
  useGetTicketUploadQuery,
  useLazyGetTicketUploadQuery,
  useProcessTicketUploadMutation,
  useDownloadTicketUploadErrorsQuery,
  useLazyDownloadTicketUploadErrorsQuery,
  useListSalesTicketsQuery,
  useLazyListSalesTicketsQuery,
} = injectedRtkApi;
