// Reads the first worksheet of an .xlsx into plain cells. This is the seam for the safe reader
// (src/server/modules/tickets/spreadsheet: a worker thread with time, memory and zip-bomb
// limits), which replaces this in-process exceljs streaming reader at merge with the same
// signature. Until then only a row cap protects the server.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './rowRules';

export type { Cell } from './rowRules';

export interface ReadSheetOptions {
  /** Rows kept at most (headers included); the rest are dropped and `truncated` is set. */
  maxRows?: number;
}

export interface TicketSheet {
  sheetName: string;
  date1904: boolean;
  /** rows[i] is spreadsheet row i + 1; cells[j] is column j + 1. */
  rows: Cell[][];
  truncated: boolean;
}

/** A file that cannot be read as a workbook; the message is Spanish, for the operator. */
export class SpreadsheetError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpreadsheetError';
  }
}

export const DEFAULT_MAX_ROWS = 200_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** exceljs hands date cells over as Dates whose UTC fields are the wall-clock time. */
function wallClockText(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { date: wallClockText(value) };
  }
  if (typeof value === 'object') {
    const v = value as {
      result?: unknown;
      formula?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      error?: unknown;
    };
    if ('error' in v) return null;
    if ('formula' in v || 'sharedFormula' in v) return toCell(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('text' in v) return toCell(v.text);
  }
  return null;
}

export async function readTicketSheet(
  input: Buffer | string,
  options: ReadSheetOptions = {},
): Promise<TicketSheet> {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const source = typeof input === 'string' ? input : Readable.from([input]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: Cell[][] = [];
  let truncated = false;
  let sheetName: string | null = null;
  let date1904 = false;
  try {
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as {
        id?: number;
        name?: string;
      } & AsyncIterable<ExcelJS.Row>;
      const book = reader as unknown as {
        properties?: { model?: { date1904?: boolean } };
        model?: { sheets?: { id: number; name: string }[] };
      };
      date1904 = book.properties?.model?.date1904 === true;
      sheetName =
        book.model?.sheets?.find((s) => String(s.id) === String(sheet.id))?.name ??
        sheet.name ??
        'Hoja1';
      for await (const row of sheet) {
        if (row.number > maxRows) {
          truncated = true;
          break;
        }
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells: Cell[] = new Array<Cell>(values.length);
        for (let i = 0; i < values.length; i++) cells[i] = toCell(values[i]);
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(cells);
      }
      // Only the first worksheet holds the tickets.
      break;
    }
  } catch (error) {
    throw new SpreadsheetError('El archivo no es un libro de Excel (.xlsx) válido', {
      cause: error,
    });
  } finally {
    if (typeof source !== 'string') source.destroy();
  }
  if (sheetName === null) {
    throw new SpreadsheetError('El archivo no tiene ninguna hoja con datos');
  }
  return { sheetName, date1904, rows, truncated };
}
