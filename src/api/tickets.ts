// Ticket spreadsheet uploads: the upload itself (multipart), the column mapping saved per
// customer and header layout, the import job and its history. An upload being imported is
// polled until it is done; the history is refreshed when a job starts or ends.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  ticketsApi,
  type DownloadTicketUploadErrorsApiArg,
  type TicketUploadStatus,
  type UploadTicketFileApiArg,
} from './generated/tickets.gen';

/** How often a running import is asked about (ms). */
export const UPLOAD_POLL_INTERVAL_MS = 2000;

const HISTORY = { type: 'TicketUpload', id: 'LIST' } as const;

const api = ticketsApi
  .enhanceEndpoints({ addTagTypes: ['TicketUpload', 'TicketMapping'] })
  .enhanceEndpoints({
    endpoints: {
      getTicketMapping: { providesTags: ['TicketMapping'], keepUnusedDataFor: 0 },
      saveTicketMapping: { invalidatesTags: ['TicketMapping'] },
      listTicketUploads: { providesTags: [HISTORY] },
      getTicketUpload: {
        providesTags: (_result, _error, arg) => [{ type: 'TicketUpload', id: arg.id }],
      },
      uploadTicketFile: {
        query: (arg: UploadTicketFileApiArg) => {
          const form = new FormData();
          form.append('file', arg.body.file);
          return { url: '/api/ticket_uploads', method: 'POST', body: form };
        },
        invalidatesTags: [HISTORY],
      },
      processTicketUpload: {
        invalidatesTags: (_result, _error, arg) => [
          HISTORY,
          { type: 'TicketUpload', id: arg.id },
          'TicketMapping',
        ],
      },
      // The spreadsheet becomes an object URL at once: a Blob does not belong in the store.
      // Whoever asks for it hands it to the browser and revokes it.
      downloadTicketUploadErrors: {
        query: (arg: DownloadTicketUploadErrorsApiArg) => ({
          url: `/api/ticket_uploads/${arg.id}/errors`,
          responseHandler: async (response: Response) =>
            response.ok
              ? URL.createObjectURL(await response.blob())
              : response.json().catch(() => null),
        }),
        keepUnusedDataFor: 0,
      },
    },
  });

const RUNNING: readonly TicketUploadStatus[] = ['queued', 'processing'];

export function isRunning(status: TicketUploadStatus): boolean {
  return RUNNING.includes(status);
}

/** The upload as it goes: polled while queued or processing; the history follows its end. */
export function useWatchedTicketUpload(id: number | null) {
  const [polling, setPolling] = useState(true);
  const result = api.useGetTicketUploadQuery(id === null ? skipToken : { id }, {
    pollingInterval: polling ? UPLOAD_POLL_INTERVAL_MS : 0,
  });
  const status = result.data?.status;
  const dispatch = useDispatch();
  useEffect(() => {
    if (!status) return;
    const running = isRunning(status);
    setPolling(running);
    // The history may still hold the job as queued (it was read when processing started).
    if (!running) dispatch(api.util.invalidateTags([HISTORY]));
  }, [status, dispatch]);
  return result;
}

/** The history, polled while one of its uploads is being imported. */
export function useTicketUploadHistory() {
  const [polling, setPolling] = useState(false);
  const result = api.useListTicketUploadsQuery(
    { items: 50 },
    { pollingInterval: polling ? UPLOAD_POLL_INTERVAL_MS : 0 },
  );
  const anyRunning = (result.data?.items ?? []).some((upload) => isRunning(upload.status));
  useEffect(() => setPolling(anyRunning), [anyRunning]);
  return result;
}

/** Fetches an upload's errors spreadsheet: resolves to an object URL for the caller to free. */
export function useTicketUploadErrorsDownload() {
  const [trigger, state] = api.useLazyDownloadTicketUploadErrorsQuery();
  const objectUrlOf = useCallback(
    (id: number) => trigger({ id }).unwrap() as unknown as Promise<string>,
    [trigger],
  );
  return { objectUrlOf, downloading: state.isFetching };
}

export const {
  useGetTicketMappingQuery,
  useSaveTicketMappingMutation,
  useUploadTicketFileMutation,
  useProcessTicketUploadMutation,
} = api;

export type {
  FuelType,
  TicketColumns,
  TicketMapping,
  TicketMappingInput,
  TicketUpload,
  TicketUploadOptions,
  TicketUploadResult,
  TicketUploadSkip,
  TicketUploadStatus,
} from './generated/tickets.gen';
