import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGeneratedReport: build.mutation<
      CreateGeneratedReportApiResponse,
      CreateGeneratedReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/generated_reports`,
        method: 'POST',
        body: queryArg.generatedReportInput,
      }),
    }),
    listGeneratedReports: build.query<ListGeneratedReportsApiResponse, ListGeneratedReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/generated_reports`,
        params: {
          scope: queryArg.scope,
          items: queryArg.items,
        },
      }),
    }),
    getGeneratedReport: build.query<GetGeneratedReportApiResponse, GetGeneratedReportApiArg>({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}` }),
    }),
    getGeneratedReportDownload: build.query<
      GetGeneratedReportDownloadApiResponse,
      GetGeneratedReportDownloadApiArg
    >({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}/download` }),
    }),
    retryGeneratedReport: build.mutation<
      RetryGeneratedReportApiResponse,
      RetryGeneratedReportApiArg
    >({
      query: (queryArg) => ({ url: `/api/generated_reports/${queryArg.id}/retry`, method: 'POST' }),
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
export { injectedRtkApi as generatedReportsApi };
export type CreateGeneratedReportApiResponse = /** status 202 Queued. */ GeneratedReport;
export type CreateGeneratedReportApiArg = {
  generatedReportInput: GeneratedReportInput;
};
export type ListGeneratedReportsApiResponse = /** status 200 The requests. */ GeneratedReportList;
export type ListGeneratedReportsApiArg = {
  scope?: 'mine' | 'all';
  items?: number;
};
export type GetGeneratedReportApiResponse = /** status 200 The request. */ GeneratedReport;
export type GetGeneratedReportApiArg = {
  id: Id;
};
export type GetGeneratedReportDownloadApiResponse = /** status 200 The link. */ SignedUrl;
export type GetGeneratedReportDownloadApiArg = {
  id: Id;
};
export type RetryGeneratedReportApiResponse = /** status 200 Queued again. */ GeneratedReport;
export type RetryGeneratedReportApiArg = {
  id: Id;
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
export type ReportKind = 'price' | 'traffic_flow' | 'conversion' | 'competition';
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
export type GeneratedReport = {
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
};
export type Id = number;
export type GeneratedReportInput = {
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
export type GeneratedReportList = {
  items: GeneratedReport[];
};
export type SignedUrl = {
  signed_url: string;
  expires_at: string;
};
export const {
  useCreateGeneratedReportMutation,
  useListGeneratedReportsQuery,
  useLazyListGeneratedReportsQuery,
  useGetGeneratedReportQuery,
  useLazyGetGeneratedReportQuery,
  useGetGeneratedReportDownloadQuery,
  useLazyGetGeneratedReportDownloadQuery,
  useRetryGeneratedReportMutation,
  useVerifyWhatsappWebhookQuery,
  useLazyVerifyWhatsappWebhookQuery,
  useReceiveWhatsappStatusMutation,
} = injectedRtkApi;
