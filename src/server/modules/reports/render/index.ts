// Report PDFs behind one interface, so another renderer (e.g. a headless browser printing the
// app's page) can stand in for the default one.
import type { ReportRenderer } from './types';

export type { RenderOptions, ReportRenderer } from './types';

/**
 * The default renderer: ECharts SVG + svg-to-pdfkit + pdfkit, fonts embedded. Those load on
 * the first render: every server start (and each server test file) would otherwise pay for
 * them, most of them never rendering a report.
 */
export function createReportRenderer(): ReportRenderer {
  let renderer: Promise<ReportRenderer> | undefined;
  const loaded = () => (renderer ??= import('./pdfRenderer').then((m) => m.createPdfkitRenderer()));
  return {
    async render(documents, options) {
      return (await loaded()).render(documents, options);
    },
    async renderStream(documents, options, output) {
      return (await loaded()).renderStream(documents, options, output);
    },
  };
}
