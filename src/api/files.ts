// Files and reports: the reports tree listing and signed download URLs.
// Listing pages are kept 5 minutes unused and never refetched on focus, mount or reconnect
// (a 60 s freshness then has nothing to trigger: a page is only fetched again through the
// error alert's 'Reintentar'); a new page, folder, size or order is a new query. Signing is never cached: each
// download or preview asks for a URL of its own. Failures are shown in place (the screen's
// alert), not as toasts; a failed signature is only logged.
import type { ListReportsApiArg } from './generated/files.gen';
import { filesApi } from './generated/files.gen';
import { CACHE } from './cache';

const api = filesApi.enhanceEndpoints({
  endpoints: {
    listReports: { providesTags: ['File'], keepUnusedDataFor: CACHE.fiveMinutes },
    signFileUrl: { keepUnusedDataFor: 0 },
    uploadReportFile: { invalidatesTags: ['File'] },
    createReportFolder: { invalidatesTags: ['File'] },
    deleteReportEntry: { invalidatesTags: ['File'] },
  },
});

export const useListReportsQuery = (arg: ListReportsApiArg, options: { skip?: boolean } = {}) =>
  api.useListReportsQuery(arg, {
    ...options,
    refetchOnMountOrArgChange: false,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  });

/** For thunks and the download runner: dispatch(signFileUrl.initiate(arg, ...)). */
export const signFileUrl = api.endpoints.signFileUrl;

export type {
  ListReportsApiArg,
  ReportItem,
  ReportListResponse,
  ReportPagination,
  SignedUrl,
  SignFileUrlApiArg,
} from './generated/files.gen';
