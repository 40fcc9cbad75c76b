// Report requests (PDFs rendered in the background and sent by e-mail or WhatsApp): asking for
// one (multipart: ids repeat as fields), a station's compliance pre-audit asked for the same way,
// the user's recent requests (polled while any is
// queued or rendering), the signed link of a rendered PDF and a retry. Failures of a request
// are toasted by the screen with the server's message.
import { useEffect, useState } from 'react';
import {
  reportRequestsApi,
  type CreateReportRequestApiArg,
  type ReportRequest,
} from './generated/reportRequests.gen';

/** How often the list is read while a request is under way (ms). */
export const REPORT_REQUESTS_POLL_MS = 3000;

const LIST = { type: 'ReportRequest', id: 'LIST' } as const;

/** The request as multipart form fields (arrays repeat the field). */
export function reportRequestForm(input: CreateReportRequestApiArg['reportRequestInput']) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, String(value));
  }
  return form;
}

const api = reportRequestsApi
  .enhanceEndpoints({ addTagTypes: ['ReportRequest'] })
  .enhanceEndpoints({
    endpoints: {
      createReportRequest: {
        query: (arg: CreateReportRequestApiArg) => ({
          url: '/api/generated_reports',
          method: 'POST',
          body: reportRequestForm(arg.reportRequestInput),
        }),
        invalidatesTags: [LIST],
      },
      // The queued pre-audit is one more request of the list.
      requestCompliancePdf: { invalidatesTags: [LIST] },
      listReportRequests: { providesTags: [LIST], keepUnusedDataFor: 30 },
      getReportRequest: {
        providesTags: (_result, _error, arg) => [{ type: 'ReportRequest', id: arg.id }],
      },
      // Each download signs a link of its own.
      getReportRequestDownload: { keepUnusedDataFor: 0 },
      retryReportRequest: {
        invalidatesTags: (_result, _error, arg) => [LIST, { type: 'ReportRequest', id: arg.id }],
      },
    },
  });

const UNDER_WAY: readonly ReportRequest['status'][] = ['queued', 'rendering'];

/** A request still being rendered, or with a delivery still on its way. */
export function isUnderWay(report: ReportRequest): boolean {
  return (
    UNDER_WAY.includes(report.status) ||
    report.deliveries.some((delivery) => delivery.status === 'queued')
  );
}

/** The user's recent requests, polled while any is under way. */
export function useReportRequestList(items = 20, pollMs = REPORT_REQUESTS_POLL_MS) {
  const [polling, setPolling] = useState(false);
  const result = api.useListReportRequestsQuery(
    { scope: 'mine', items },
    { pollingInterval: polling ? pollMs : 0 },
  );
  const anyUnderWay = (result.data?.items ?? []).some(isUnderWay);
  useEffect(() => setPolling(anyUnderWay), [anyUnderWay]);
  return result;
}

export const {
  useCreateReportRequestMutation,
  useLazyGetReportRequestDownloadQuery,
  useRetryReportRequestMutation,
  useRequestCompliancePdfMutation,
} = api;

export type {
  ReportRequest,
  ReportRequestInput,
  ReportChannel,
  ReportDelivery,
  ReportDeliveryStatus,
  ReportRequestStatus,
} from './generated/reportRequests.gen';
