import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<ListReportsApiResponse, ListReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/reports`,
        params: {
          prefix: queryArg.prefix,
          continuationToken: queryArg.continuationToken,
          maxKeys: queryArg.maxKeys,
          sortKey: queryArg.sortKey,
          sortDirection: queryArg.sortDirection,
        },
      }),
    }),
    uploadReportFile: build.mutation<UploadReportFileApiResponse, UploadReportFileApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/files`,
        method: 'POST',
        body: queryArg.body,
        params: {
          prefix: queryArg.prefix,
          overwrite: queryArg.overwrite,
        },
      }),
    }),
    createReportFolder: build.mutation<CreateReportFolderApiResponse, CreateReportFolderApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/folders`,
        method: 'POST',
        body: queryArg.reportFolderCreate,
      }),
    }),
    deleteReportEntry: build.mutation<DeleteReportEntryApiResponse, DeleteReportEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/reports/entry`,
        method: 'DELETE',
        params: {
          path: queryArg.path,
        },
      }),
    }),
    signFileUrl: build.query<SignFileUrlApiResponse, SignFileUrlApiArg>({
      query: (queryArg) => ({
        url: `/api/file_sign`,
        params: {
          link_type: queryArg.linkType,
          value: queryArg.value,
          expires_in: queryArg.expiresIn,
        },
      }),
    }),
    downloadSignedFile: build.query<DownloadSignedFileApiResponse, DownloadSignedFileApiArg>({
      query: (queryArg) => ({
        url: `/api/file_download`,
        params: {
          key: queryArg.key,
          expires: queryArg.expires,
          name: queryArg.name,
          signature: queryArg.signature,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as filesApi };
export type ListReportsApiResponse = /** status 200 The page. */ ReportListResponse;
export type ListReportsApiArg = {
  /** Folder to list; empty or absent = the user's default (its customer's folder, else 'default'). */
  prefix?: string;
  continuationToken?: string;
  maxKeys?: number;
  sortKey?: 'name' | 'lastModified';
  sortDirection?: 'asc' | 'desc';
};
export type UploadReportFileApiResponse = /** status 201 The stored file. */ ReportEntryResponse;
export type UploadReportFileApiArg = {
  /** Folder to put the file in, e.g. 'Grupo Surtidor Demo S.A. de C.V./Estación 1/'. */
  prefix: string;
  overwrite?: boolean;
  body: {
    file: Blob;
  };
};
export type CreateReportFolderApiResponse = /** status 201 The folder. */ ReportEntryResponse;
export type CreateReportFolderApiArg = {
  reportFolderCreate: ReportFolderCreate;
};
export type DeleteReportEntryApiResponse = unknown;
export type DeleteReportEntryApiArg = {
  path: string;
};
export type SignFileUrlApiResponse = /** status 200 The signed URL. */ SignedUrl;
export type SignFileUrlApiArg = {
  linkType?: 's3';
  /** Path of the file in the reports tree. */
  value: string;
  /** Lifetime in seconds (default 3600; at most 7 days). */
  expiresIn?: number;
};
export type DownloadSignedFileApiResponse =
  /** status 200 The whole object. */ Blob | /** status 206 The requested byte range. */ Blob;
export type DownloadSignedFileApiArg = {
  key: string;
  /** Unix time in seconds (no later than the API's last day, 2100-12-31). */
  expires: number;
  name: string;
  signature: string;
};
export type ReportItem = {
  id: number;
  name: string;
  /** Full path; folders end in '/'. */
  path: string;
  type: 'folder' | 'file';
  /** Files, their last write; folders, the latest change inside them. */
  lastModified: string;
  /** Bytes (0 for folders). */
  size: number;
  /** Folders: whether anything is inside. */
  folderWithItems: boolean;
};
export type ReportPagination = {
  maxKeys: number;
  totalItems: number;
  totalPages: number;
  nextContinuationToken: string | null;
};
export type ReportListResponse = {
  data: {
    items: ReportItem[];
    pagination: ReportPagination;
    /** The folder listed (the default resolved). */
    prefix: string;
  };
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
export type ReportEntryResponse = {
  data: ReportItem;
};
export type ReportFolderCreate = {
  path: string;
};
export type SignedUrl = {
  /** Absolute on S3 (the bucket's presigned URL); root-relative on the local folder
    (/api/file_download?...), to resolve against the address the API was reached at.
     */
  signed_url: string;
  expires_at: string;
};
export const {
  useListReportsQuery,
  useLazyListReportsQuery,
  useUploadReportFileMutation,
  useCreateReportFolderMutation,
  useDeleteReportEntryMutation,
  useSignFileUrlQuery,
  useLazySignFileUrlQuery,
  useDownloadSignedFileQuery,
  useLazyDownloadSignedFileQuery,
} = injectedRtkApi;
