// The one spreadsheet (XLSX) writer of the product, client and server, as src/lib/csv.ts is the
// one CSV writer. SheetJS is loaded on first use (the dashboard's first load stays small, and
// most server starts never write a workbook). Texts are written as text cells, never as
// formulas, so a value typed by a person ('=HYPERLINK(...)') is shown, not run.
export type SheetValue = string | number | boolean | null | undefined;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetRows {
  name: string;
  rows: readonly (readonly SheetValue[])[];
}

export interface WorkbookProperties {
  title?: string;
  author?: string;
  /** Written into the file: a fixed date gives the same bytes on every run. */
  createdAt?: Date;
}

/** Sheets of rows, in order, as the bytes of one compressed .xlsx file. */
export async function workbookBytes(
  sheets: readonly SheetRows[],
  properties: WorkbookProperties = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const book = XLSX.utils.book_new();
  for (const { name, rows } of sheets) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), name);
  }
  book.Props = {
    Title: properties.title,
    Author: properties.author,
    CreatedDate: properties.createdAt,
  };
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Uint8Array(bytes as ArrayBuffer);
}

/** One sheet of rows as the bytes of an .xlsx file. */
export function xlsxBytes(
  sheetName: string,
  rows: readonly (readonly SheetValue[])[],
): Promise<Uint8Array<ArrayBuffer>> {
  return workbookBytes([{ name: sheetName, rows }]);
}
