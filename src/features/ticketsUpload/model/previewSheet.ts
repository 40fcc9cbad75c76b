// The first rows of an uploaded ticket spreadsheet, for the preview and the column mapping.
// SheetJS (xlsx 0.18.5) has known advisories (prototype pollution, slow parsing of crafted
// files), so it runs only in a Web Worker that is ended after a time limit, only on files that
// pass the size and signature checks, and only up to the first rows. The server re-reads the file
// itself; nothing parsed here is trusted.
import * as XLSX from 'xlsx';

export const PREVIEW_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** The header and fifty tickets. */
export const PREVIEW_ROWS = 51;
/** As many columns as the server reads. */
export const PREVIEW_MAX_COLUMNS = 200;

export const PREVIEW_MESSAGES = {
  tooLarge: 'El archivo supera el límite de 20 MB',
  notXlsx: 'El archivo no es un .xlsx válido',
  noSheet: 'El archivo no tiene ninguna hoja',
  timedOut: 'No se pudo leer el archivo a tiempo',
};

/** Dates stay Excel serial numbers, read with `date1904` by the shared date conversion. */
export type PreviewCell = string | number | boolean | null;

export interface PreviewSheet {
  sheetName: string;
  date1904: boolean;
  /** rows[i] is sheet row i + 1, from column A; trailing blank cells dropped. */
  rows: PreviewCell[][];
  /** The sheet has more rows (or columns) than the preview shows. */
  truncated: boolean;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Why the file cannot be previewed, judged from its size and first bytes; null when it can. */
export function previewFileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size > PREVIEW_MAX_FILE_BYTES) return PREVIEW_MESSAGES.tooLarge;
  if (!ZIP_SIGNATURE.every((byte, index) => firstBytes[index] === byte)) {
    return PREVIEW_MESSAGES.notXlsx;
  }
  return null;
}

function toPreviewCell(value: unknown): PreviewCell {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return null;
}

function trimmed(row: PreviewCell[]): PreviewCell[] {
  const cells = [...row];
  while (cells.length > 0 && (cells[cells.length - 1] === null || cells[cells.length - 1] === '')) {
    cells.pop();
  }
  return cells;
}

/** Reads the first sheet's first rows; throws with a Spanish reason. Runs in the worker. */
export function readPreviewSheet(data: ArrayBuffer): PreviewSheet {
  const bytes = new Uint8Array(data);
  const problem = previewFileProblem(bytes.byteLength, bytes.subarray(0, 4));
  if (problem) throw new Error(problem);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      sheetRows: PREVIEW_ROWS,
      // Raw values only: serial numbers for dates, nothing evaluated, no HTML, no styles.
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw new Error(PREVIEW_MESSAGES.notXlsx);
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (sheetName === undefined || !sheet) throw new Error(PREVIEW_MESSAGES.noSheet);
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  if (!sheet['!ref']) return { sheetName, date1904, rows: [], truncated: false };

  const shown = XLSX.utils.decode_range(sheet['!ref']);
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : shown;
  const lastColumn = Math.min(shown.e.c, PREVIEW_MAX_COLUMNS - 1);
  // From A1, so that row and column positions match the server's reading.
  const raw = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    range: { s: { r: 0, c: 0 }, e: { r: shown.e.r, c: lastColumn } },
  });
  const rows = raw
    .slice(0, PREVIEW_ROWS)
    .map((row) => trimmed(Array.from(row, (cell) => toPreviewCell(cell))));
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return {
    sheetName: String(sheetName),
    date1904,
    rows,
    truncated: full.e.r > shown.e.r || full.e.r >= PREVIEW_ROWS || shown.e.c > lastColumn,
  };
}
