// Renders a PDF into a container, one canvas per page, with pdf.js (its worker as a separate
// file). Loaded only when a PDF is previewed, so the files screen's first visit stays light.
import type { DocumentRenderer } from '../model/previewContent';

/** Long documents: the first pages only (download the file for the rest). */
export const PDF_MAX_PAGES = 50;

export const renderPdf: DocumentRenderer = async (data, container) => {
  const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL(
    'pdfjs-dist/build/pdf.worker.min.mjs',
    import.meta.url,
  ).toString();
  // pdf.js takes ownership of the buffer: give it a copy so a re-render still has one.
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data.slice(0)),
    isEvalSupported: false,
  }).promise;
  try {
    const width = Math.max(320, container.clientWidth - 16);
    const ratio = window.devicePixelRatio || 1;
    for (let number = 1; number <= Math.min(document.numPages, PDF_MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.setAttribute('aria-label', `Página ${number} de ${document.numPages}`);
      canvas.setAttribute('role', 'img');
      container.append(canvas);
      await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
    }
  } finally {
    void document.destroy();
  }
};
