import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDailyReport: build.query<GetDailyReportApiResponse, GetDailyReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/daily/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getPriceReport: build.query<GetPriceReportApiResponse, GetPriceReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/prices_tar/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getExecutiveReport: build.query<GetExecutiveReportApiResponse, GetExecutiveReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/executive/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getAnalyticReport: build.query<GetAnalyticReportApiResponse, GetAnalyticReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/analytic/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getWeeklyReport: build.query<GetWeeklyReportApiResponse, GetWeeklyReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/weekly/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getMonthlyReport: build.query<GetMonthlyReportApiResponse, GetMonthlyReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/monthly/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getCustomerBehaviorReport: build.query<
      GetCustomerBehaviorReportApiResponse,
      GetCustomerBehaviorReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reports/customer_behavior/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    getTrafficSensitivityReport: build.query<
      GetTrafficSensitivityReportApiResponse,
      GetTrafficSensitivityReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reports/traffic_sensitivity/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          pdf_token: queryArg.pdfToken,
          locale: queryArg.locale,
        },
      }),
    }),
    downloadReportRange: build.query<DownloadReportRangeApiResponse, DownloadReportRangeApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/range/${queryArg.id}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
        },
      }),
    }),
    downloadCompliancePdf: build.query<
      DownloadCompliancePdfApiResponse,
      DownloadCompliancePdfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reports/compliance/${queryArg.id}`,
        params: {
          month: queryArg.month,
          locale: queryArg.locale,
        },
      }),
    }),
    createPdfToken: build.mutation<CreatePdfTokenApiResponse, CreatePdfTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/pdf_token`,
        method: 'POST',
        body: queryArg.pdfTokenInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsApi };
export type GetDailyReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetDailyReportApiArg = {
  id: Id;
  startDate?: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetPriceReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetPriceReportApiArg = {
  id: Id;
  startDate?: string;
  endDate?: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetExecutiveReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetExecutiveReportApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetAnalyticReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetAnalyticReportApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetWeeklyReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetWeeklyReportApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetMonthlyReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetMonthlyReportApiArg = {
  id: Id;
  startDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetCustomerBehaviorReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetCustomerBehaviorReportApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type GetTrafficSensitivityReportApiResponse = /** status 200 The report. */ ReportDocument;
export type GetTrafficSensitivityReportApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
  /** Opens the report without a session (see POST /api/reports/pdf_token). */
  pdfToken?: string;
  locale?: ReportLocale;
};
export type DownloadReportRangeApiResponse = /** status 200 One row per day. */ string;
export type DownloadReportRangeApiArg = {
  id: Id;
  startDate: string;
  endDate: string;
};
export type DownloadCompliancePdfApiResponse = /** status 200 The PDF, as an attachment. */ Blob;
export type DownloadCompliancePdfApiArg = {
  id: Id;
  month: ComplianceMonthKey;
  locale?: ReportLocale;
};
export type CreatePdfTokenApiResponse = /** status 201 The token. */ PdfToken;
export type CreatePdfTokenApiArg = {
  pdfTokenInput: PdfTokenInput;
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
export type ReportStation = {
  id: number;
  name: string;
  permission: string;
  brand: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  /** IANA zone, e.g. America/Mexico_City. */
  time_zone: string;
};
export type ReportLocale = 'es' | 'en';
export type ReportUnit =
  'currency' | 'price' | 'percent' | 'seconds' | 'count' | 'liters' | 'ratio';
export type ReportBetter = 'higher' | 'lower' | 'none';
export type ReportFigure = {
  /** Stable id, e.g. conversion or sales_total. */
  key: string;
  label: string;
  /** null: no data for it. */
  value: number | null;
  unit: ReportUnit;
  better: ReportBetter;
  /** The same figure over the previous period, when it has one. */
  previous?: number | null;
  goal?: number | null;
  note?: string | null;
};
export type ReportSeries = {
  name: string;
  type?: 'line' | 'bar';
  /** Bars with the same stack pile up. */
  stack?: string | null;
  /** One value per category (null where there is none). */
  values: (number | null)[];
};
export type ReportPoint = {
  x: number;
  y: number;
  /** E.g. the date of the point. */
  label?: string;
};
export type ReportChart = {
  key: string;
  title: string;
  unit: ReportUnit;
  categories?: string[];
  series?: ReportSeries[];
  points?: ReportPoint[];
  x_label?: string;
  y_label?: string;
  x_unit?: ReportUnit;
  trend?: {
    slope: number;
    intercept: number;
  } | null;
  note?: string | null;
};
export type ReportColumn = {
  key: string;
  label: string;
  unit?: ReportUnit;
};
export type ReportTable = {
  key: string;
  title: string;
  columns: ReportColumn[];
  /** One array per row, one cell per column (text, number or null). */
  rows: (((string | null) | (number | null)) | null)[][];
  note?: string | null;
};
export type ReportPriceRecord = {
  /** As first written among the stations; null: stations of unknown brand. */
  brand: string | null;
  /** MXN per liter. */
  regular_price: number | null;
  /** MXN per liter. */
  premium_price: number | null;
  /** MXN per liter. */
  diesel_price: number | null;
  /** How many of the station and its competitors carry the brand. */
  stations: number;
  /** Whether it is the station's own brand. */
  own: boolean;
};
export type ReportVolumetricRecord = {
  date: string;
  /** Liters. */
  regular: number | null;
  /** Liters. */
  premium: number | null;
  /** Liters. */
  diesel: number | null;
};
export type ReportDocument = {
  report_type: ReportType;
  kind: ReportKind | null;
  title: string;
  station: ReportStation;
  start_date: string;
  end_date: string;
  generated_at: string;
  locale: ReportLocale;
  figures: ReportFigure[];
  charts: ReportChart[];
  tables: ReportTable[];
  /** Plain sentences, e.g. 'Sin datos de ventas en el periodo.' */
  notes: string[];
  /** Price records by brand, on the price, weekly and monthly reports (absent on the others): one record per brand among the station and its competitors, the station's brand first, then by name, the stations of unknown brand last. */
  price_records?: ReportPriceRecord[];
  /** Volumetric data by date, on the daily, weekly and monthly reports (absent on the others): the liters sold each day of the period by product, from the sales tickets, one record per day in date order. */
  volumetric_data?: ReportVolumetricRecord[];
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
export type ComplianceMonthKey = string;
export type PdfToken = {
  token: string;
  expires_at: string;
  /** The printable page in the app, e.g. /price/12/<token>/es. */
  path: string;
};
export type PdfTokenInput = {
  gas_station_id: Id;
  report_type: ReportType;
  start_date: string;
  end_date: string;
  locale?: ReportLocale;
};
export const {
  useGetDailyReportQuery,
  useLazyGetDailyReportQuery,
  useGetPriceReportQuery,
  useLazyGetPriceReportQuery,
  useGetExecutiveReportQuery,
  useLazyGetExecutiveReportQuery,
  useGetAnalyticReportQuery,
  useLazyGetAnalyticReportQuery,
  useGetWeeklyReportQuery,
  useLazyGetWeeklyReportQuery,
  useGetMonthlyReportQuery,
  useLazyGetMonthlyReportQuery,
  useGetCustomerBehaviorReportQuery,
  useLazyGetCustomerBehaviorReportQuery,
  useGetTrafficSensitivityReportQuery,
  useLazyGetTrafficSensitivityReportQuery,
  useDownloadReportRangeQuery,
  useLazyDownloadReportRangeQuery,
  useDownloadCompliancePdfQuery,
  useLazyDownloadCompliancePdfQuery,
  useCreatePdfTokenMutation,
} = injectedRtkApi;
