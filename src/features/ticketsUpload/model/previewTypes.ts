// What the browser reads of a ticket spreadsheet before it is processed: the first sheet's
// first rows, as the preview worker gives them (model/previewSheet.ts). The screen takes the
// reader as a port so tests and stories give it a fake.
import type { PreviewCell, PreviewSheet } from './previewSheet';

export type { PreviewSheet };

/** A cell's value. The preview worker keeps dates as Excel serials; a date cell may also come
 * as { date } (the server's reader), which the rules read as a wall clock. */
export type Cell = PreviewCell | { date: string };

export type ReadTicketPreview = (file: File) => Promise<PreviewSheet>;
