// Parses a spreadsheet in a Web Worker (one per file, ended afterwards). Loaded only by the
// browser's preview services (dynamic import): `import.meta.url` is for webpack, not for Jest.
import type { Sheet } from '../model/previewContent';
import { callWorker } from '@/lib/workers/workerCall';

export function parseInWorker(data: ArrayBuffer): Promise<Sheet[]> {
  // The name makes it a '*-worker' chunk, bundled whole (see webpack.config.ts).
  const worker = new Worker(new URL('../workers/spreadsheetWorker.ts', import.meta.url), {
    name: 'spreadsheet-worker',
  });
  return callWorker<Sheet[]>(worker, data, 'spreadsheet parsing');
}
