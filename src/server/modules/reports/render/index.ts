// Report PDFs behind one interface, so another renderer (e.g. a headless browser printing the
// app's page) can stand in for the default one.
import { createPdfkitRenderer } from './pdfRenderer';
import type { ReportRenderer } from './types';

export type { RenderOptions, ReportRenderer } from './types';

/** The default renderer: ECharts SVG + svg-to-pdfkit + pdfkit, fonts embedded. */
export function createReportRenderer(): ReportRenderer {
  return createPdfkitRenderer();
}
