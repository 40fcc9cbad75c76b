// Reads a presentation in a Web Worker (one per file, ended afterwards; the parser has its own
// shorter time limit). Loaded only by the browser's preview services (dynamic import), so
// JSZip downloads only when a pptx is previewed.
import type { ParsedPresentation } from '../model/presentation';
import { callWorker } from '@/lib/workers/workerCall';

export function parsePresentationInWorker(data: ArrayBuffer): Promise<ParsedPresentation> {
  // The name makes it a '*-worker' chunk, bundled whole (see webpack.config.ts).
  const worker = new Worker(new URL('../workers/presentationWorker.ts', import.meta.url), {
    name: 'presentation-worker',
  });
  return callWorker<ParsedPresentation>(worker, data, 'presentation parsing');
}
