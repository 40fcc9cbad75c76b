// Spreadsheets (xls, xlsx) for the preview table, with SheetJS. Runs in a Web Worker in the
// browser (workers/spreadsheet.worker.ts): parsing an untrusted file stays off the page's
// thread and away from its data. Sheets and rows are capped.
import * as XLSX from 'xlsx';
import { PREVIEW_MAX_ROWS } from './csvTable';
import type { Sheet } from './previewContent';

export const PREVIEW_MAX_SHEETS = 20;

export function parseSpreadsheet(data: ArrayBuffer, maxRows = PREVIEW_MAX_ROWS): Sheet[] {
  const book = XLSX.read(new Uint8Array(data), {
    type: 'array',
    // Values as the file shows them; no formulas evaluated, no HTML.
    cellFormula: false,
    cellHTML: false,
    sheetRows: maxRows + 2,
  });
  return book.SheetNames.slice(0, PREVIEW_MAX_SHEETS).map((name) => {
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
    });
    return {
      name,
      rows: rows.slice(0, maxRows + 1).map((row) => row.map((cell) => String(cell ?? ''))),
      truncated: rows.length > maxRows + 1,
    };
  });
}
