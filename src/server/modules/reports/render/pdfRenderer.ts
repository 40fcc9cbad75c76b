// The default report renderer: pdfkit for the pages and tables, ECharts SVG for the charts,
// DejaVu Sans embedded for all text. One PDF per call; several documents (the global report)
// make one part per station, each from a new page.
//
// `renderPdf` keeps every page until the end (each footer says "page n of N").
// `renderSpooledPdf` gives the same PDF for any number of stations holding one document and one
// page at a time: the documents wait in a scratch file (spool.ts); a first pass lays each part
// out without its charts to count its pages, the second reads them back and draws each page with
// its footer, and pdfkit writes each page out as the next one starts.
// Both run in the PDF worker (pdfWorker.cjs), off the server's event loop: render/index.ts.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ReportDocument } from '@/api/generated/reports.gen';
import { recordTables } from '@/lib/reports/reportRecords';
import { drawChartPages } from './chartPages';
import { drawCoverPage } from './coverPage';
import { labelsFor } from './labels';
import { forgetTextLayouts, registerFonts } from './fonts';
import { PageWriter } from './pageWriter';
import { drawTablePages } from './tablePages';
import { spooledDocuments } from './spool';
import type { RenderOptions } from './types';

function pdfTitle(first: ReportDocument, count: number): string {
  if (count === 1) return `${first.title} · ${first.station.name}`;
  return first.title;
}

function creationDate(first: ReportDocument): Date {
  const at = new Date(first.generated_at);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function newPdf(first: ReportDocument, count: number, bufferPages: boolean): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages,
    lang: first.locale === 'en' ? 'en-US' : 'es-MX',
    displayTitle: true,
    info: {
      Title: pdfTitle(first, count),
      Author: 'Surtidor',
      Creator: 'Surtidor',
      Producer: 'Surtidor',
      CreationDate: creationDate(first),
    },
  });
  registerFonts(doc);
  return doc;
}

/** One station's part: key figures, then the charts and the detail tables as `pages` asks. */
async function drawPart(
  writer: PageWriter,
  document: ReportDocument,
  options: RenderOptions,
): Promise<void> {
  forgetTextLayouts(writer.doc);
  writer.startPart(document);
  drawCoverPage(writer);
  if (options.pages >= 2 && document.charts.length > 0) {
    await drawChartPages(writer, document.charts);
  }
  // The detail tables, then the typed records (price records by brand, volumetric data).
  const tables = [
    ...document.tables,
    ...recordTables(document, labelsFor(document.locale).records, document.locale ?? 'es'),
  ];
  if (options.pages >= 3 && tables.length > 0) {
    await drawTablePages(writer, tables);
  }
}

export async function renderPdf(
  documents: ReportDocument[],
  options: RenderOptions,
): Promise<Buffer> {
  if (documents.length === 0) throw new Error('A report PDF needs at least one document');
  const doc = newPdf(documents[0]!, documents.length, true);
  const bytes = collect(doc);
  try {
    const writer = new PageWriter(doc);
    for (const document of documents) await drawPart(writer, document, options);
    writer.finish();
  } finally {
    doc.end();
  }
  return bytes;
}

/**
 * The first pass of `renderSpooledPdf`: lays every part out (no chart drawn) to count the pages.
 * Its own function, so that its scratch PDF (and what that keeps) is gone before the second pass
 * starts.
 */
async function countPages(
  spool: string,
  options: RenderOptions,
): Promise<{ count: number; pages: number }> {
  const counter = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
  counter.on('data', () => undefined);
  registerFonts(counter);
  const counting = new PageWriter(counter, { countOnly: true });
  let count = 0;
  try {
    for await (const document of spooledDocuments(spool)) {
      await drawPart(counting, document, options);
      count += 1;
    }
  } finally {
    counter.end();
  }
  return { count, pages: counting.pages };
}

/**
 * The PDF of the documents in `spool` (spool.ts), written to `output` as it is drawn: the same
 * PDF as `renderPdf` for any number of stations, holding one document and one page at a time.
 */
export async function renderSpooledPdf(
  spool: string,
  options: RenderOptions,
  output: Writable,
): Promise<{ pages: number; documents: number }> {
  // First pass: count the pages of every part.
  const { count, pages } = await countPages(spool, options);
  if (count === 0) throw new Error('A report PDF needs at least one document');

  // Second pass: the same parts drawn for real, each page written out as the next starts.
  let doc: PDFKit.PDFDocument | null = null;
  let writer: PageWriter | null = null;
  let written: Promise<void> = Promise.resolve();
  try {
    for await (const document of spooledDocuments(spool)) {
      if (!doc) {
        const pdf = newPdf(document, count, false);
        written = new Promise<void>((resolve, reject) => {
          output.once('finish', resolve);
          output.once('error', reject);
          pdf.once('error', reject);
        });
        pdf.pipe(output);
        doc = pdf;
        writer = new PageWriter(pdf, { totalPages: pages });
      }
      await drawPart(writer!, document, options);
    }
    writer!.finish();
  } finally {
    doc?.end();
  }
  await written;
  return { pages, documents: count };
}

/** `renderPdf` of the documents in `spool` (spool.ts): every page kept until the end. */
export async function renderSpooledPdfBuffered(
  spool: string,
  options: RenderOptions,
): Promise<Buffer> {
  const documents: ReportDocument[] = [];
  for await (const document of spooledDocuments(spool)) documents.push(document);
  return renderPdf(documents, options);
}
