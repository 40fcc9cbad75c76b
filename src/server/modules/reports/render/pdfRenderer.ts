// The default report renderer: pdfkit for the pages and tables, ECharts SVG for the charts,
// DejaVu Sans embedded for all text. One PDF per call; several documents (the global report)
// make one part per station, each from a new page.
import PDFDocument from 'pdfkit';
import type { ReportDocument } from '@/api/generated/reports.gen';
import { recordTables } from '@/lib/reports/reportRecords';
import { drawChartPages } from './chartPages';
import { drawCoverPage } from './coverPage';
import { labelsFor } from './labels';
import { registerFonts } from './fonts';
import { PageWriter } from './pageWriter';
import { drawTablePages } from './tablePages';
import type { RenderOptions, ReportRenderer } from './types';

function pdfTitle(documents: ReportDocument[]): string {
  const first = documents[0]!;
  if (documents.length === 1) return `${first.title} · ${first.station.name}`;
  return first.title;
}

function creationDate(documents: ReportDocument[]): Date {
  const at = new Date(documents[0]!.generated_at);
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

async function renderPdf(documents: ReportDocument[], options: RenderOptions): Promise<Buffer> {
  if (documents.length === 0) throw new Error('A report PDF needs at least one document');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: documents[0]!.locale === 'en' ? 'en-US' : 'es-MX',
    displayTitle: true,
    info: {
      Title: pdfTitle(documents),
      Author: 'Surtidor',
      Creator: 'Surtidor',
      Producer: 'Surtidor',
      CreationDate: creationDate(documents),
    },
  });
  const bytes = collect(doc);
  try {
    registerFonts(doc);
    const writer = new PageWriter(doc);
    for (const document of documents) {
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
    writer.finish();
  } finally {
    doc.end();
  }
  return bytes;
}

export function createPdfkitRenderer(): ReportRenderer {
  return { render: renderPdf };
}
