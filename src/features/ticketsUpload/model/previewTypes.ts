// What the browser reads of a ticket spreadsheet before it is processed: the first sheet's
// first rows, as the preview worker gives them (containers/ticketPreviewClient.ts). The
// screen takes the reader as a port so tests and stories give it a fake.

/** A cell's value: text, number, boolean, empty, or a date the file stored as one. */
export type Cell = string | number | boolean | null | { date: string };

export interface PreviewSheet {
  sheetName: string;
  /** The workbook counts serial dates from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
  /** At most 51 rows: the header row and 50 data rows. */
  rows: Cell[][];
  /** The sheet has more rows than these. */
  truncated: boolean;
}

export type ReadTicketPreview = (file: File) => Promise<PreviewSheet>;

/** The shape of containers/ticketPreviewClient.ts, which the preview worker's branch adds. */
export interface TicketPreviewClientModule {
  readTicketPreview: ReadTicketPreview;
}
