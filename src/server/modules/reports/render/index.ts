// Report PDFs behind one interface, so another renderer (e.g. a headless browser printing the
// app's page) can stand in for the default one.
//
// The default renderer (ECharts SVG + svg-to-pdfkit + pdfkit, fonts embedded: pdfRenderer.ts)
// runs in a worker thread (pdfWorker.cjs, through shared/workerThreads.ts): laying out a report
// is seconds of CPU that would otherwise hold the event loop, and every request with it
// (/api/health took 341 ms beside one). This thread only spools the documents as they are built
// (spool.ts); the worker reads them back, and pdfkit and ECharts load in the worker alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportDocument } from '@/api/generated/reports.gen';
import { runWorker, workerFilePath, workerSlots } from '../../../shared/workerThreads';
import { spoolDocuments } from './spool';
import type { RenderOptions, ReportRenderer } from './types';

export type { RenderOptions, ReportRenderer } from './types';

/** Renders at once; more wait their turn (each worker takes a core and its own heap). */
const MAX_CONCURRENT_RENDERS = 2;
const withRenderSlot = workerSlots(MAX_CONCURRENT_RENDERS);

type PdfWorkerAnswer =
  | { ok: true; pdf: Uint8Array }
  | { ok: true; pages: number; documents: number }
  | { ok: false; name: string; message: string };

/** Beside this module in the sources (Jest, ts-node), beside main.js in the bundle. */
function pdfWorkerPath(): string {
  return workerFilePath('pdfWorker.cjs', [__dirname]);
}

/**
 * Spools the documents, has the worker render them (into `output`'s scratch file, or as bytes
 * when `output` is null), and removes the scratch files either way.
 */
async function renderInWorker(
  documents: AsyncIterable<ReportDocument> | Iterable<ReportDocument>,
  options: RenderOptions,
  output: Writable | null,
): Promise<Exclude<PdfWorkerAnswer, { ok: false }>> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'surtidor-report-'));
  try {
    const spool = path.join(dir, 'documents.jsonl');
    const file = path.join(dir, 'report.pdf');
    if ((await spoolDocuments(documents, spool)) === 0) {
      throw new Error('A report PDF needs at least one document');
    }
    const answer = await withRenderSlot(() =>
      runWorker<PdfWorkerAnswer>(pdfWorkerPath(), {
        workerData: { spool, options, output: output ? file : null },
      }),
    );
    if (!answer.ok) throw Object.assign(new Error(answer.message), { name: answer.name });
    if (output) await pipeline(fs.createReadStream(file), output);
    return answer;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The default renderer, off the event loop. */
export function createReportRenderer(): ReportRenderer {
  return {
    async render(documents, options) {
      const answer = await renderInWorker(documents, options, null);
      if (!('pdf' in answer)) throw new Error('The PDF worker answered without the PDF');
      return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
    },
    async renderStream(documents, options, output) {
      const answer = await renderInWorker(documents, options, output);
      if ('pdf' in answer) throw new Error('The PDF worker answered with bytes, not counts');
      return { pages: answer.pages, documents: answer.documents };
    },
  };
}
