// Report requests (PDFs rendered in the background and sent by e-mail or WhatsApp): asking for
// one (multipart: ids repeat as fields), the user's recent requests (polled while any is
// queued or rendering), the signed link of a rendered PDF and a retry. Failures of a request
// are toasted by the screen with the server's message.
import { useEffect, useState } from 'react';
import {
  generatedReportsApi,
  type CreateGeneratedReportApiArg,
  type GeneratedReport,
} from './generated/generatedReports.gen';

/** How often the list is read while a request is under way (ms). */
export const GENERATED_REPORTS_POLL_MS = 3000;

const LIST = { type: 'GeneratedReport', id: 'LIST' } as const;

/** The request as multipart form fields (arrays repeat the field). */
export function generatedReportForm(input: CreateGeneratedReportApiArg['generatedReportInput']) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, String(value));
  }
  return form;
}

const api = generatedReportsApi
  .enhanceEndpoints({ addTagTypes: ['GeneratedReport'] })
  .enhanceEndpoints({
    endpoints: {
      createGeneratedReport: {
        query: (arg: CreateGeneratedReportApiArg) => ({
          url: '/api/generated_reports',
          method: 'POST',
          body: generatedReportForm(arg.generatedReportInput),
        }),
        invalidatesTags: [LIST],
      },
      listGeneratedReports: { providesTags: [LIST], keepUnusedDataFor: 30 },
      getGeneratedReport: {
        providesTags: (_result, _error, arg) => [{ type: 'GeneratedReport', id: arg.id }],
      },
      // Each download signs a link of its own.
      getGeneratedReportDownload: { keepUnusedDataFor: 0 },
      retryGeneratedReport: {
        invalidatesTags: (_result, _error, arg) => [LIST, { type: 'GeneratedReport', id: arg.id }],
      },
    },
  });

const UNDER_WAY: readonly GeneratedReport['status'][] = ['queued', 'rendering'];

/** A request still being rendered, or with a delivery still on its way. */
export function isUnderWay(report: GeneratedReport): boolean {
  return (
    UNDER_WAY.includes(report.status) ||
    report.deliveries.some((delivery) => delivery.status === 'queued')
  );
}

/** The user's recent requests, polled while any is under way. */
export function useGeneratedReportList(items = 20, pollMs = GENERATED_REPORTS_POLL_MS) {
  const [polling, setPolling] = useState(false);
  const result = api.useListGeneratedReportsQuery(
    { scope: 'mine', items },
    { pollingInterval: polling ? pollMs : 0 },
  );
  const anyUnderWay = (result.data?.items ?? []).some(isUnderWay);
  useEffect(() => setPolling(anyUnderWay), [anyUnderWay]);
  return result;
}

export const {
  useCreateGeneratedReportMutation,
  useLazyGetGeneratedReportDownloadQuery,
  useRetryGeneratedReportMutation,
} = api;

export type {
  GeneratedReport,
  GeneratedReportInput,
  ReportChannel,
  ReportDelivery,
  ReportDeliveryStatus,
  ReportRequestStatus,
} from './generated/generatedReports.gen';
