// The one spreadsheet (XLSX) writer of the product, client and server, as src/lib/csv.ts is the
// one CSV writer. SheetJS is loaded on first use (the dashboard's first load stays small, and
// most server starts never write a workbook). Texts are written as text cells, never as
// formulas, so a value typed by a person ('=HYPERLINK(...)') is shown, not run.
export type SheetValue = string | number | boolean | null | undefined;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of rows as the bytes of an .xlsx file. */
export async function xlsxBytes(
  sheetName: string,
  rows: readonly (readonly SheetValue[])[],
): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => [...row]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}
