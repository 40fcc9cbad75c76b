// Does the downloads the monitor shows: signs a URL, fetches the bytes with
// fetch + Range into memory, reports real progress, pauses by aborting the request and resumes
// from the byte where it stopped, retries after an error, and hands the finished file to the
// browser through an object URL. Timers: 'Iniciando descarga...' for 1.5 s; the monitor closes
// 2 s after handing the file over, or 3 s after completion when it does not hand it over.
// One runner per store; transfers outlive the screen, so leaving it does not stop a download.
import type { Dispatch } from '@reduxjs/toolkit';
import {
  downloadAdded,
  downloadEvents,
  type DownloadsState,
  type DownloadState,
} from '../model/downloadsSlice';
import { saveBlob } from '@/lib/saveBlob';

export const STARTING_TEXT_MS = 1500;
export const CLOSE_AFTER_HANDOFF_MS = 2000;
export const CLOSE_AFTER_COMPLETE_MS = 3000;
/** Progress is reported at most this often (and on every whole percent). */
const PROGRESS_INTERVAL_MS = 200;

export interface DownloadRunnerDeps {
  dispatch: Dispatch;
  getState: () => { filesDownloads: DownloadsState };
  /** A fresh signed URL of a file of the reports tree. */
  sign: (path: string) => Promise<string>;
  fetch: typeof fetch;
  /** Hands a finished file to the browser (object URL + a download link). */
  save: (blob: Blob, name: string) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** A failed signature is only logged. */
  log?: (message: string, error: unknown) => void;
  /** Called each time a file is handed to the browser. */
  onSaved?: (name: string) => void;
}

interface Transfer {
  path: string;
  name: string;
  url: string;
  chunks: Uint8Array[];
  received: number;
  total: number | null;
  etag: string | null;
  type: string;
  controller: AbortController | null;
  blob: Blob | null;
  timers: unknown[];
}

export interface DownloadRunner {
  /** Signs, then shows a monitor that starts at once. Resolves to its id (null if signing failed). */
  add(file: { path: string; name: string; autoSave?: boolean }): Promise<string | null>;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
  /** The monitor was clicked: save again when complete, retry when failed. */
  retrigger(id: string): void;
  dismiss(id: string): void;
}

class HttpStatusError extends Error {
  constructor(public readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** 'bytes 100-199/5000' -> 5000. */
function totalOfContentRange(header: string | null): number | null {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

export function createDownloadRunner(deps: DownloadRunnerDeps): DownloadRunner {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const transfers = new Map<string, Transfer>();
  let counter = 0;

  const itemOf = (id: string): DownloadState | undefined =>
    deps.getState().filesDownloads.items.find((item) => item.id === id);

  function later(transfer: Transfer, run: () => void, ms: number) {
    transfer.timers.push(setTimer(run, ms));
  }

  function forget(id: string) {
    const transfer = transfers.get(id);
    if (!transfer) return;
    transfer.controller?.abort();
    transfer.timers.forEach(clearTimer);
    transfers.delete(id);
  }

  function handOff(id: string, transfer: Transfer, event: 'handedOff' | 'retriggered') {
    if (!transfer.blob) return;
    deps.save(transfer.blob, transfer.name);
    deps.onSaved?.(transfer.name);
    deps.dispatch(downloadEvents[event]({ id, at: now() }));
    later(transfer, () => closeLater(id), CLOSE_AFTER_HANDOFF_MS);
  }

  function closeLater(id: string) {
    deps.dispatch(downloadEvents.closeTimedOut({ id }));
    if (!itemOf(id)) forget(id);
  }

  function finish(id: string, transfer: Transfer) {
    transfer.blob = new Blob(transfer.chunks as BlobPart[], { type: transfer.type });
    transfer.chunks = [];
    deps.dispatch(downloadEvents.completed({ id, total: transfer.received }));
    if (itemOf(id)?.autoSave) handOff(id, transfer, 'handedOff');
    else later(transfer, () => closeLater(id), CLOSE_AFTER_COMPLETE_MS);
  }

  /** Fetches from `transfer.received` on; re-signs once if the URL has expired. */
  async function request(transfer: Transfer, signal: AbortSignal): Promise<Response> {
    const get = () =>
      deps.fetch(transfer.url, {
        signal,
        // A single open range is CORS-safelisted: no preflight on S3 either.
        headers: transfer.received > 0 ? { Range: `bytes=${transfer.received}-` } : {},
      });
    let response = await get();
    if (response.status === 403) {
      transfer.url = await deps.sign(transfer.path);
      response = await get();
    }
    return response;
  }

  async function run(id: string) {
    const transfer = transfers.get(id);
    if (!transfer) return;
    const controller = new AbortController();
    transfer.controller = controller;
    try {
      let response = await request(transfer, controller.signal);
      if (
        response.status === 416 &&
        transfer.total !== null &&
        transfer.received >= transfer.total
      ) {
        finish(id, transfer);
        return;
      }
      const etag = response.headers.get('etag');
      const changed = response.status === 206 && transfer.etag !== null && etag !== transfer.etag;
      if (response.status === 200 || changed) {
        // The server sent the whole file (it ignored the range), or the file changed since the
        // pause: start over rather than stitch two versions together.
        transfer.chunks = [];
        transfer.received = 0;
        if (changed) {
          await response.body?.cancel();
          response = await request(transfer, controller.signal);
        }
      }
      if (!response.ok || !response.body) throw new HttpStatusError(response.status);
      transfer.etag = response.headers.get('etag') ?? transfer.etag;
      transfer.type = response.headers.get('content-type') ?? transfer.type;
      transfer.total =
        response.status === 206
          ? totalOfContentRange(response.headers.get('content-range'))
          : Number(response.headers.get('content-length')) || null;

      const reader = response.body.getReader();
      let reportedAt = 0;
      let reportedPercent = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        transfer.chunks.push(value);
        transfer.received += value.length;
        const percent = transfer.total
          ? Math.floor((transfer.received / transfer.total) * 100)
          : -1;
        if (percent !== reportedPercent || now() - reportedAt >= PROGRESS_INTERVAL_MS) {
          reportedPercent = percent;
          reportedAt = now();
          deps.dispatch(
            downloadEvents.progressed({ id, received: transfer.received, total: transfer.total }),
          );
        }
      }
      if (transfer.total !== null && transfer.received !== transfer.total) {
        throw new Error(`received ${transfer.received} of ${transfer.total} bytes`);
      }
      transfer.total = transfer.received;
      finish(id, transfer);
    } catch (error) {
      // Paused or cancelled: the abort is ours, not a failure.
      if (controller.signal.aborted) return;
      log(`Download of ${transfer.path} failed`, error);
      deps.dispatch(downloadEvents.failed({ id, message: null }));
    } finally {
      if (transfer.controller === controller) transfer.controller = null;
    }
  }

  function begin(id: string) {
    const transfer = transfers.get(id);
    if (!transfer) return;
    later(transfer, () => deps.dispatch(downloadEvents.startTextExpired({ id })), STARTING_TEXT_MS);
    void run(id);
  }

  return {
    async add({ path, name, autoSave = true }) {
      let url: string;
      try {
        url = await deps.sign(path);
      } catch (error) {
        log(`Could not sign ${path}`, error);
        return null;
      }
      counter += 1;
      const id = `download-${now()}-${counter}`;
      transfers.set(id, {
        path,
        name,
        url,
        chunks: [],
        received: 0,
        total: null,
        etag: null,
        type: 'application/octet-stream',
        controller: null,
        blob: null,
        timers: [],
      });
      deps.dispatch(downloadAdded({ id, name, path, autoSave }));
      begin(id);
      return id;
    },
    pause(id) {
      const status = itemOf(id)?.status;
      if (status !== 'starting' && status !== 'downloading') return;
      transfers.get(id)?.controller?.abort();
      deps.dispatch(downloadEvents.paused({ id }));
    },
    resume(id) {
      if (itemOf(id)?.status !== 'paused') return;
      deps.dispatch(downloadEvents.resumed({ id }));
      void run(id);
    },
    retry(id) {
      if (itemOf(id)?.status !== 'failed') return;
      deps.dispatch(downloadEvents.retried({ id }));
      begin(id);
    },
    cancel(id) {
      forget(id);
      deps.dispatch(downloadEvents.cancelled({ id }));
    },
    retrigger(id) {
      const status = itemOf(id)?.status;
      const transfer = transfers.get(id);
      if (status === 'failed') this.retry(id);
      else if (status === 'complete' && transfer) {
        transfer.timers.forEach(clearTimer);
        transfer.timers = [];
        handOff(id, transfer, 'retriggered');
      }
    },
    dismiss(id) {
      forget(id);
      deps.dispatch(downloadEvents.dismissed({ id }));
    },
  };
}

/** The browser's hand-off of a downloaded file. */
export const saveWithObjectUrl = saveBlob;
