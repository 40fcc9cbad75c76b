// Reads the first rows of a ticket spreadsheet in a Web Worker, ended after the time limit (a
// crafted file can keep SheetJS busy for long). Loaded only by the browser: `import.meta.url`
// is for webpack, not for Jest.
import { callWorker } from '@/lib/workers/workerCall';
import {
  PREVIEW_MAX_FILE_BYTES,
  PREVIEW_MESSAGES,
  previewFileProblem,
  type PreviewSheet,
} from '../model/previewSheet';

export const PREVIEW_TIMEOUT_MS = 15_000;

export async function readTicketPreview(file: File): Promise<PreviewSheet> {
  // Checked here too, so a huge or foreign file never reaches the worker.
  if (file.size > PREVIEW_MAX_FILE_BYTES) throw new Error(PREVIEW_MESSAGES.tooLarge);
  const data = await file.arrayBuffer();
  const problem = previewFileProblem(
    data.byteLength,
    new Uint8Array(data, 0, Math.min(4, data.byteLength)),
  );
  if (problem) throw new Error(problem);
  // The name makes it a '*-worker' chunk, bundled whole (see webpack.config.ts).
  const worker = new Worker(new URL('../workers/ticketPreviewWorker.ts', import.meta.url), {
    name: 'ticket-preview-worker',
  });
  return callWorker<PreviewSheet>(
    worker,
    data,
    'ticket preview',
    PREVIEW_TIMEOUT_MS,
    PREVIEW_MESSAGES.timedOut,
  );
}
