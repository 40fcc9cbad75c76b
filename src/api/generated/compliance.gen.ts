import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listComplianceRules: build.query<ListComplianceRulesApiResponse, ListComplianceRulesApiArg>({
      query: () => ({ url: `/api/compliance/rules` }),
    }),
    listComplianceStations: build.query<
      ListComplianceStationsApiResponse,
      ListComplianceStationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/compliance/stations`,
        params: {
          month: queryArg.month,
        },
      }),
    }),
    uploadComplianceFiles: build.mutation<
      UploadComplianceFilesApiResponse,
      UploadComplianceFilesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/files`,
        method: 'POST',
        body: queryArg.body,
        params: {
          month: queryArg.month,
        },
      }),
    }),
    downloadComplianceFile: build.query<
      DownloadComplianceFileApiResponse,
      DownloadComplianceFileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/files/${queryArg.id}`,
      }),
    }),
    listComplianceMonths: build.query<ListComplianceMonthsApiResponse, ListComplianceMonthsApiArg>({
      query: (queryArg) => ({ url: `/api/compliance/stations/${queryArg.gasStationId}/months` }),
    }),
    getComplianceMonth: build.query<GetComplianceMonthApiResponse, GetComplianceMonthApiArg>({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/months/${queryArg.month}`,
      }),
    }),
    recheckComplianceMonth: build.mutation<
      RecheckComplianceMonthApiResponse,
      RecheckComplianceMonthApiArg
    >({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/months/${queryArg.month}/check`,
        method: 'POST',
      }),
    }),
    listComplianceFindings: build.query<
      ListComplianceFindingsApiResponse,
      ListComplianceFindingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/months/${queryArg.month}/findings`,
        params: {
          rule: queryArg.rule,
          day: queryArg.day,
          severity: queryArg.severity,
          items: queryArg.items,
          offset: queryArg.offset,
        },
      }),
    }),
    listComplianceFiles: build.query<ListComplianceFilesApiResponse, ListComplianceFilesApiArg>({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/months/${queryArg.month}/files`,
      }),
    }),
    getComplianceFinding: build.query<GetComplianceFindingApiResponse, GetComplianceFindingApiArg>({
      query: (queryArg) => ({
        url: `/api/compliance/stations/${queryArg.gasStationId}/findings/${queryArg.id}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as complianceApi };
export type ListComplianceRulesApiResponse =
  /** status 200 The rules, in the order the checks run. */ ComplianceRuleList;
export type ListComplianceRulesApiArg = void;
export type ListComplianceStationsApiResponse =
  /** status 200 The stations (a station with nothing received shows its days as missing). */ ComplianceStationList;
export type ListComplianceStationsApiArg = {
  month: ComplianceMonthKey;
};
export type UploadComplianceFilesApiResponse =
  /** status 200 Every file received, with what happened to it, and the months touched. */ ComplianceUploadResult;
export type UploadComplianceFilesApiArg = {
  gasStationId: Id;
  /** The month of a monthly report whose name does not say it (AAAA-MM). */
  month?: ComplianceMonthKey;
  body: {
    file: Blob;
  };
};
export type DownloadComplianceFileApiResponse = /** status 200 The file. */ Blob;
export type DownloadComplianceFileApiArg = {
  gasStationId: Id;
  id: Id;
};
export type ListComplianceMonthsApiResponse =
  /** status 200 The months' summaries. */ ComplianceMonthSummaryList;
export type ListComplianceMonthsApiArg = {
  gasStationId: Id;
};
export type GetComplianceMonthApiResponse = /** status 200 The month. */ ComplianceMonth;
export type GetComplianceMonthApiArg = {
  gasStationId: Id;
  month: ComplianceMonthKey;
};
export type RecheckComplianceMonthApiResponse =
  /** status 200 The month, checked. */ ComplianceMonth;
export type RecheckComplianceMonthApiArg = {
  gasStationId: Id;
  month: ComplianceMonthKey;
};
export type ListComplianceFindingsApiResponse =
  /** status 200 A page of findings and how many match in all. */ ComplianceFindingList;
export type ListComplianceFindingsApiArg = {
  gasStationId: Id;
  month: ComplianceMonthKey;
  rule?: ComplianceRuleId;
  /** Only the findings of this day (a day of the month). */
  day?: string;
  severity?: ComplianceSeverity;
  items?: number;
  offset?: number;
};
export type ListComplianceFilesApiResponse =
  /** status 200 The files, each with what it changed against the one it replaced. */ ComplianceFileList;
export type ListComplianceFilesApiArg = {
  gasStationId: Id;
  month: ComplianceMonthKey;
};
export type GetComplianceFindingApiResponse =
  /** status 200 The finding. */ ComplianceFindingDetail;
export type GetComplianceFindingApiArg = {
  gasStationId: Id;
  id: Id;
};
export type ComplianceRuleId =
  | 'coverage'
  | 'continuity'
  | 'dailyBalance'
  | 'stockBounds'
  | 'ticketMismatch'
  | 'cfdiVolumes'
  | 'cfdiUuids'
  | 'monthlySum'
  | 'calibration'
  | 'eventSequence'
  | 'faultOpen'
  | 'dueDate';
export type ComplianceSeverity = 'high' | 'medium' | 'low';
export type ComplianceRule = {
  id: ComplianceRuleId;
  /** Spanish. */
  title: string;
  /** A share (0.005 is 0.5 %), litres, hours, or a day of the month; null when any difference counts. */
  threshold: number | null;
  threshold_unit: ('share' | 'litres' | 'hours' | 'day_of_month') | null;
  severity: ComplianceSeverity;
  /** The legal source (Spanish). */
  source: string;
  /** What the station should do (Spanish). */
  action: string;
};
export type ComplianceRuleList = {
  items: ComplianceRule[];
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
export type ComplianceMonthKey = string;
export type ComplianceSeverityCounts = {
  high: number;
  medium: number;
  low: number;
};
export type ComplianceMonthSummary = {
  month: ComplianceMonthKey;
  /** Days of the month before the station's today. */
  days_due: number;
  days_received: number;
  days_with_findings: number;
  days_missing: number;
  findings: number;
  by_severity: ComplianceSeverityCounts;
  monthly_state: 'missing' | 'findings' | 'clean';
  due_date: string;
  days_left: number;
  /** When the month was last checked; null when nothing was ever received. */
  checked_at: string | null;
};
export type ComplianceStation = {
  gas_station_id: number;
  name: string;
  summary: ComplianceMonthSummary;
};
export type ComplianceStationList = {
  items: ComplianceStation[];
};
export type ComplianceFileKind = 'daily' | 'monthly';
export type ComplianceValue = number | string;
export type ComplianceChange = {
  /** What changed (a tank, a hose, the log of events, the CFDIs, a product of the month). */
  subject: string;
  /** The figure (same names as a finding's figures). */
  key: string;
  before: ComplianceValue | null;
  after: ComplianceValue | null;
};
export type ComplianceFile = {
  id: number;
  gas_station_id: number;
  /** The file's name as received. */
  name: string;
  kind: ComplianceFileKind;
  /** The day of a daily report; null for a monthly one. */
  day: string | null;
  month: ComplianceMonthKey;
  sha256: string;
  /** Bytes. */
  size: number;
  source: 'upload' | 'connector';
  /** Who uploaded it; null when the connector brought it. */
  received_by: {
    id: number;
    name: string;
  } | null;
  received_at: string;
  /** False once a corrected file replaced it. */
  current: boolean;
  replaces_id: number | null;
  replaced_by_id: number | null;
  /** What this file changed against the one it replaces (empty for a first file). */
  changes: ComplianceChange[];
};
export type ComplianceReceivedFile = {
  /** The file's name (inside the zip, for a zip). */
  name: string;
  /** stored: new; unchanged: the very same file was already received (nothing changed); replaced: a corrected file for a day or month already received (see file.changes). */
  status: 'stored' | 'unchanged' | 'replaced';
  file: ComplianceFile;
};
export type ComplianceUploadResult = {
  files: ComplianceReceivedFile[];
  /** The months the upload touched, checked again. */
  months: ComplianceMonthSummary[];
};
export type ComplianceRefusedFile = {
  name: string;
  /** not_json, unknown_report (neither daily nor monthly), schema_invalid, wrong_station (RFC, permit or installation key of another station), duplicate_in_upload (two files of the same day in one upload), month_required, not_a_report (a file other than .json in the zip), nested_archive. */
  code: string;
  /** Spanish. */
  message: string;
  /** For schema_invalid, each error with its JSON path (`$.Producto[0]…`) in `field`. */
  errors: FieldError[];
};
export type ComplianceUploadRefused = {
  message: string;
  code: 'files_refused';
  files: ComplianceRefusedFile[];
  request_id?: string;
};
export type Id = number;
export type ComplianceMonthSummaryList = {
  items: ComplianceMonthSummary[];
};
export type ComplianceDayState = 'complete' | 'findings' | 'missing' | 'pending';
export type ComplianceDay = {
  day: string;
  state: ComplianceDayState;
  findings: number;
  file_id: number | null;
  received_at: string | null;
};
export type ComplianceMonthlyReport = {
  /** missing: not received; findings: received and the month has findings; clean: received and the month has none. */
  state: 'missing' | 'findings' | 'clean';
  file_id: number | null;
  received_at: string | null;
  /** The day the monthly report is due: day COMPLIANCE_MONTHLY_DUE_DAY (3 by default) of the second month after it, from the server's configuration (the client never computes it). */
  due_date: string;
  /** Days from the station's today to the due date (negative once past). */
  days_left: number;
  /** Past the due date and not clean. */
  overdue: boolean;
};
export type ComplianceRuleCount = {
  rule: ComplianceRuleId;
  count: number;
};
export type ComplianceMonth = {
  gas_station_id: number;
  month: ComplianceMonthKey;
  /** The station's IANA time zone: its days, `today` and the due date are its calendar's, and the times received read in it. */
  time_zone: string;
  /** The station's date now. */
  today: string;
  /** Every day of the month, in order. */
  days: ComplianceDay[];
  monthly: ComplianceMonthlyReport;
  summary: ComplianceMonthSummary;
  /** Findings per rule (rules with none left out), in the rule table's order. */
  by_rule: ComplianceRuleCount[];
};
export type ComplianceFigure = {
  /** The figure's name (inicial, recepciones, entregas, existenciaEnLibros, existenciaMedida, diferencia, porcentaje, tickets, volumenDocumentado, …; the list is in docs/compliance.md), for the screen's labels. */
  key: string;
  value: ComplianceValue;
};
export type ComplianceFinding = {
  id: number;
  gas_station_id: number;
  month: ComplianceMonthKey;
  /** The day it concerns; null for the month (the monthly report, the due date). */
  day: string | null;
  rule: ComplianceRuleId;
  /** The rule's title (Spanish). */
  title: string;
  severity: ComplianceSeverity;
  /** The tank, dispenser, product, event or CFDI it concerns. */
  subject: string | null;
  /** The finding in one Spanish sentence, with its figures. */
  message: string;
  figures: ComplianceFigure[];
};
export type ComplianceFindingList = {
  items: ComplianceFinding[];
  /** Findings matching the filters, over all pages. */
  total: number;
};
export type ComplianceFileList = {
  items: ComplianceFile[];
};
export type ComplianceFileRef = {
  id: number;
  name: string;
};
export type ComplianceFindingDetail = {
  id: number;
  gas_station_id: number;
  month: ComplianceMonthKey;
  day: string | null;
  rule: ComplianceRuleId;
  title: string;
  severity: ComplianceSeverity;
  subject: string | null;
  message: string;
  figures: ComplianceFigure[];
  rule_detail: ComplianceRule;
  /** The report the finding comes from (the day's, or the monthly one), if any. */
  file: ComplianceFileRef | null;
  checked_at: string;
};
export const {
  useListComplianceRulesQuery,
  useLazyListComplianceRulesQuery,
  useListComplianceStationsQuery,
  useLazyListComplianceStationsQuery,
  useUploadComplianceFilesMutation,
  useDownloadComplianceFileQuery,
  useLazyDownloadComplianceFileQuery,
  useListComplianceMonthsQuery,
  useLazyListComplianceMonthsQuery,
  useGetComplianceMonthQuery,
  useLazyGetComplianceMonthQuery,
  useRecheckComplianceMonthMutation,
  useListComplianceFindingsQuery,
  useLazyListComplianceFindingsQuery,
  useListComplianceFilesQuery,
  useLazyListComplianceFilesQuery,
  useGetComplianceFindingQuery,
  useLazyGetComplianceFindingQuery,
} = injectedRtkApi;
