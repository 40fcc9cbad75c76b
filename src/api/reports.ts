// Report documents (the same data the PDF prints), the CSV of a date range and the links of
// the printable page. Documents are kept 5 minutes unused: a report of a closed period does
// not change. The CSV becomes text at once (never a Blob in the store); failures are shown in
// place (the Data screen maps them to its date fields), not as toasts.
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  reportsApi,
  type DownloadCompliancePdfApiArg,
  type DownloadReportRangeApiArg,
  type ReportLocale,
  type ReportType,
} from './generated/reports.gen';
import { CACHE } from './cache';

const documentCache = { keepUnusedDataFor: CACHE.fiveMinutes };

const api = reportsApi.enhanceEndpoints({
  endpoints: {
    getDailyReport: documentCache,
    getPriceReport: documentCache,
    getExecutiveReport: documentCache,
    getAnalyticReport: documentCache,
    getWeeklyReport: documentCache,
    getMonthlyReport: documentCache,
    getCustomerBehaviorReport: documentCache,
    getTrafficSensitivityReport: documentCache,
    downloadReportRange: {
      query: (arg: DownloadReportRangeApiArg) => ({
        url: `/api/reports/range/${arg.id}`,
        params: { start_date: arg.startDate, end_date: arg.endDate },
        responseHandler: async (response: Response) =>
          response.ok ? response.text() : response.json().catch(() => null),
      }),
      keepUnusedDataFor: 0,
    },
    // The compliance pre-audit's PDF becomes an object URL at once (never a Blob in the store);
    // whoever asks for it hands it to the browser, which revokes it.
    downloadCompliancePdf: {
      query: (arg: DownloadCompliancePdfApiArg) => ({
        url: `/api/reports/compliance/${arg.id}`,
        params: { month: arg.month, ...(arg.locale ? { locale: arg.locale } : {}) },
        responseHandler: async (response: Response) =>
          response.ok
            ? URL.createObjectURL(await response.blob())
            : response.json().catch(() => null),
      }),
      keepUnusedDataFor: 0,
    },
  },
});

export const {
  useGetDailyReportQuery,
  useGetPriceReportQuery,
  useGetExecutiveReportQuery,
  useGetAnalyticReportQuery,
  useGetWeeklyReportQuery,
  useGetMonthlyReportQuery,
  useGetCustomerBehaviorReportQuery,
  useGetTrafficSensitivityReportQuery,
  useLazyDownloadReportRangeQuery,
  useLazyDownloadCompliancePdfQuery,
  useCreatePdfTokenMutation,
} = api;

export interface ReportDocumentArg {
  id: number;
  startDate: string;
  endDate: string;
  pdfToken?: string;
  locale?: ReportLocale;
}

/**
 * The document of any report type, for pages that pick the type at run time (the printable
 * page): every type's query is declared, only the chosen one runs.
 */
export function useReportDocumentQuery(type: ReportType | null, arg: ReportDocumentArg | null) {
  const skip = (own: ReportType) => (type === own && arg ? arg : skipToken);
  const results = [
    api.useGetDailyReportQuery(skip('daily')),
    api.useGetPriceReportQuery(skip('price')),
    api.useGetWeeklyReportQuery(skip('weekly')),
    api.useGetExecutiveReportQuery(skip('weekly_executive')),
    api.useGetAnalyticReportQuery(skip('weekly_analytic')),
    api.useGetMonthlyReportQuery(skip('monthly')),
    api.useGetCustomerBehaviorReportQuery(skip('customer_behavior')),
    api.useGetTrafficSensitivityReportQuery(skip('traffic_sensitivity')),
  ];
  const order: ReportType[] = [
    'daily',
    'price',
    'weekly',
    'weekly_executive',
    'weekly_analytic',
    'monthly',
    'customer_behavior',
    'traffic_sensitivity',
  ];
  const index = type ? order.indexOf(type) : -1;
  return index >= 0 ? results[index]! : results[0]!;
}

export type {
  PdfToken,
  PdfTokenInput,
  ReportChart,
  ReportColumn,
  ReportDocument,
  ReportFigure,
  ReportKind,
  ReportLocale,
  ReportSeries,
  ReportStation,
  ReportTable,
  ReportType,
  ReportUnit,
} from './generated/reports.gen';
