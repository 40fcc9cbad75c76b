import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditRecords: build.query<ListAuditRecordsApiResponse, ListAuditRecordsApiArg>({
      query: (queryArg) => ({
        url: `/api/audit_records`,
        params: {
          actor: queryArg.actor,
          user_id: queryArg.userId,
          object_type: queryArg.objectType,
          object_id: queryArg.objectId,
          gas_station_id: queryArg.gasStationId,
          operation: queryArg.operation,
          from: queryArg['from'],
          to: queryArg.to,
          items: queryArg.items,
          offset: queryArg.offset,
        },
      }),
    }),
    listAuditChoices: build.query<ListAuditChoicesApiResponse, ListAuditChoicesApiArg>({
      query: () => ({ url: `/api/audit_records/choices` }),
    }),
    exportAuditRecords: build.query<ExportAuditRecordsApiResponse, ExportAuditRecordsApiArg>({
      query: (queryArg) => ({
        url: `/api/audit_records/export`,
        params: {
          actor: queryArg.actor,
          user_id: queryArg.userId,
          object_type: queryArg.objectType,
          object_id: queryArg.objectId,
          gas_station_id: queryArg.gasStationId,
          operation: queryArg.operation,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAuditRecord: build.query<GetAuditRecordApiResponse, GetAuditRecordApiArg>({
      query: (queryArg) => ({ url: `/api/audit_records/${queryArg.seq}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as auditApi };
export type ListAuditRecordsApiResponse =
  /** status 200 A page of records and how many match in all. */ AuditRecordList;
export type ListAuditRecordsApiArg = {
  /** Part of the e-mail of who acted (or tried to sign in), any case. */
  actor?: string;
  userId?: Id;
  objectType?: string;
  objectId?: string;
  gasStationId?: Id;
  operation?: string;
  /** First day (inclusive, UTC). */
  from?: string;
  /** Last day (inclusive, UTC). */
  to?: string;
  items?: number;
  offset?: number;
};
export type ListAuditChoicesApiResponse = /** status 200 The choices. */ AuditChoices;
export type ListAuditChoicesApiArg = void;
export type ExportAuditRecordsApiResponse = /** status 200 The CSV file. */ string;
export type ExportAuditRecordsApiArg = {
  /** Part of the e-mail of who acted (or tried to sign in), any case. */
  actor?: string;
  userId?: Id;
  objectType?: string;
  objectId?: string;
  gasStationId?: Id;
  operation?: string;
  /** First day (inclusive, UTC). */
  from?: string;
  /** Last day (inclusive, UTC). */
  to?: string;
};
export type GetAuditRecordApiResponse = /** status 200 The record. */ AuditRecord;
export type GetAuditRecordApiArg = {
  seq: Id;
};
export type AuditChange = {
  field: string;
  /** The value before (absent for a secret). */
  before?: any;
  /** The value after (absent for a secret). */
  after?: any;
  /** A password, token or key that changed; its values are never recorded. */
  secret?: boolean;
};
export type AuditRecord = {
  /** The record's place in the chain. */
  seq: number;
  at: string;
  actor: {
    user_id: number | null;
    email: string | null;
    role: string | null;
  };
  address: string | null;
  user_agent: string | null;
  /** The contract's operationId. */
  operation: string;
  outcome: 'success' | 'failure';
  object: {
    type: string | null;
    id: string | null;
  };
  customer_id: number | null;
  gas_station: {
    id: number;
    name: string | null;
  } | null;
  changes: AuditChange[];
};
export type AuditRecordList = {
  items: AuditRecord[];
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
export type Id = number;
export type AuditChoices = {
  operations: string[];
  object_types: string[];
};
export const {
  useListAuditRecordsQuery,
  useLazyListAuditRecordsQuery,
  useListAuditChoicesQuery,
  useLazyListAuditChoicesQuery,
  useExportAuditRecordsQuery,
  useLazyExportAuditRecordsQuery,
  useGetAuditRecordQuery,
  useLazyGetAuditRecordQuery,
} = injectedRtkApi;
