// Parses a spreadsheet in a Web Worker (one per file, ended afterwards). Loaded only by the
// browser's preview services (dynamic import): `import.meta.url` is for webpack, not for Jest.
import type { Sheet } from '../model/previewContent';
import type { SpreadsheetReply } from '../workers/spreadsheetWorker';

/** A worker that has not answered by then is ended (a hostile or huge file). */
const TIMEOUT_MS = 30_000;

export function parseInWorker(data: ArrayBuffer): Promise<Sheet[]> {
  // The name makes it a '*-worker' chunk, bundled whole (see webpack.config.ts).
  const worker = new Worker(new URL('../workers/spreadsheetWorker.ts', import.meta.url), {
    name: 'spreadsheet-worker',
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<Sheet[]>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('spreadsheet parsing timed out')), TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<SpreadsheetReply>) => {
      if (event.data.ok) resolve(event.data.sheets);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message));
    // The buffer is moved to the worker, not copied.
    worker.postMessage(data, [data]);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}
