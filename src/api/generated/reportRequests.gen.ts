import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReportRequest: build.mutation<CreateReportRequestApiResponse, CreateReportRequestApiArg>({
      query: (queryArg) => ({
        url: `/api/generated_reports`,
        method: 'POST',
        body: queryArg.reportRequestInput,
      }),
    }),
    listReportRequests: build.query<ListReportRequestsApiResponse, ListReportRequestsApiArg>({
      query: (queryArg) => ({
        url: `/api/generated_reports`,
        params: {
          scope: queryArg.scope,
          items: queryArg.items,
        },
      }),
    }),
    getReportRequest: build.query<GetReportRequestApiResponse, GetReportRequestApiArg>({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}` }),
    }),
    getReportRequestDownload: build.query<
      GetReportRequestDownloadApiResponse,
      GetReportRequestDownloadApiArg
    >({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}/download` }),
    }),
    retryReportRequest: build.mutation<RetryReportRequestApiResponse, RetryReportRequestApiArg>({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}/retry`, method: 'POST' }),
    }),
    requestCompliancePdf: build.mutation<
      RequestCompliancePdfApiResponse,
      RequestCompliancePdfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reports/compliance/${queryArg.id}/requests`,
        method: 'POST',
        body: queryArg.compliancePdfRequestInput,
      }),
    }),
    verifyWhatsappWebhook: build.query<
      VerifyWhatsappWebhookApiResponse,
      VerifyWhatsappWebhookApiArg
    >({
      query: (queryArg) => ({
        url: `/api/whatsapp/webhook`,
        params: {
          'hub.mode': queryArg['hub.mode'],
          'hub.verify_token': queryArg['hub.verify_token'],
          'hub.challenge': queryArg['hub.challenge'],
        },
      }),
    }),
    receiveWhatsappStatus: build.mutation<
      ReceiveWhatsappStatusApiResponse,
      ReceiveWhatsappStatusApiArg
    >({
      query: (queryArg) => ({ url: `/api/whatsapp/webhook`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportRequestsApi };
export type CreateReportRequestApiResponse = /** status 202 Queued. */ ReportRequest;
export type CreateReportRequestApiArg = {
  reportRequestInput: ReportRequestInput;
};
export type ListReportRequestsApiResponse = /** status 200 The requests. */ ReportRequestList;
export type ListReportRequestsApiArg = {
  scope?: 'mine' | 'all';
  items?: number;
};
export type GetReportRequestApiResponse = /** status 200 The request. */ ReportRequest;
export type GetReportRequestApiArg = {
  id: Id;
};
export type GetReportRequestDownloadApiResponse = /** status 200 The link. */ SignedUrl;
export type GetReportRequestDownloadApiArg = {
  id: Id;
};
export type RetryReportRequestApiResponse = /** status 200 Queued again. */ ReportRequest;
export type RetryReportRequestApiArg = {
  id: Id;
};
export type RequestCompliancePdfApiResponse = /** status 202 Queued. */ ReportRequest;
export type RequestCompliancePdfApiArg = {
  id: Id;
  compliancePdfRequestInput: CompliancePdfRequestInput;
};
export type VerifyWhatsappWebhookApiResponse =
  /** status 200 The challenge, as plain text. */ string;
export type VerifyWhatsappWebhookApiArg = {
  'hub.mode': string;
  'hub.verify_token': string;
  'hub.challenge': string;
};
export type ReceiveWhatsappStatusApiResponse = /** status 200 Taken. */ {
  updated: number;
};
export type ReceiveWhatsappStatusApiArg = {
  body: object;
};
export type ReportType =
  | 'weekly'
  | 'weekly_executive'
  | 'weekly_analytic'
  | 'monthly'
  | 'traffic_sensitivity'
  | 'customer_behavior'
  | 'price'
  | 'daily';
export type ReportKind = 'price' | 'traffic_flow' | 'conversion' | 'competition' | 'compliance';
export type ReportFormat = 'pdf' | 'csv';
export type ReportLocale = 'es' | 'en';
export type ReportChannel = 'email' | 'whatsapp';
export type ReportRequestStatus = 'queued' | 'rendering' | 'done' | 'failed';
export type ReportDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';
export type ReportDelivery = {
  id: number;
  channel: ReportChannel;
  recipient_name: string;
  /** E-mail address or telephone. */
  address: string;
  status: ReportDeliveryStatus;
  /** The provider's reason. */
  error: string | null;
  attempts: number;
  updated_at: string;
  sent_at: string | null;
};
export type ReportRequest = {
  id: number;
  report_type: ReportType;
  kind: ReportKind | null;
  gas_station_ids: number[];
  station_names: string[];
  start_date: string;
  end_date: string;
  pages: number;
  format: ReportFormat;
  locale: ReportLocale;
  channel: ReportChannel | null;
  status: ReportRequestStatus;
  error: string | null;
  file_name: string | null;
  /** Where it is in the files browser once rendered. */
  file_path: string | null;
  requested_by: {
    id: number;
    name: string;
  } | null;
  configuration_id: number | null;
  created_at: string;
  rendered_at: string | null;
  deliveries: ReportDelivery[];
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
export type ReportRequestInput = {
  report_type: ReportType;
  kind?: ReportKind;
  gas_station_ids: Id[];
  start_date: string;
  end_date: string;
  pages?: number;
  format?: ReportFormat;
  locale?: ReportLocale;
  channel?: ReportChannel;
  contact_ids?: Id[];
};
export type ReportRequestList = {
  items: ReportRequest[];
};
export type SignedUrl = {
  /** Absolute on S3 (the bucket's presigned URL); root-relative on the local folder
    (/api/file_download?...), to resolve against the address the API was reached at.
     */
  signed_url: string;
  expires_at: string;
};
export type ComplianceMonthKey = string;
export type CompliancePdfRequestInput = {
  month: ComplianceMonthKey;
  locale?: ReportLocale;
  channel?: ReportChannel;
  contact_ids?: Id[];
};
export const {
  useCreateReportRequestMutation,
  useListReportRequestsQuery,
  useLazyListReportRequestsQuery,
  useGetReportRequestQuery,
  useLazyGetReportRequestQuery,
  useGetReportRequestDownloadQuery,
  useLazyGetReportRequestDownloadQuery,
  useRetryReportRequestMutation,
  useRequestCompliancePdfMutation,
  useVerifyWhatsappWebhookQuery,
  useLazyVerifyWhatsappWebhookQuery,
  useReceiveWhatsappStatusMutation,
} = injectedRtkApi;
