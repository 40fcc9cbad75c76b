// The preview services of the browser: each loads its library on first use (pdf.js,
// docx-preview, the spreadsheet and presentation workers), in chunks of their own.
import type { PreviewServices } from '../model/previewContent';

export const browserPreviewServices: PreviewServices = {
  parseSpreadsheet: async (data) =>
    (
      await import(/* webpackChunkName: "preview-spreadsheet" */ './spreadsheetWorkerClient')
    ).parseInWorker(data),
  parsePresentation: async (data) =>
    (
      await import(/* webpackChunkName: "preview-presentation" */ './presentationWorkerClient')
    ).parsePresentationInWorker(data),
  renderPdf: async (data, container) =>
    (await import(/* webpackChunkName: "preview-pdf" */ './pdfRenderer')).renderPdf(
      data,
      container,
    ),
  renderDocx: async (data, container) =>
    (await import(/* webpackChunkName: "preview-docx" */ './docxRenderer')).renderDocx(
      data,
      container,
    ),
};
