// The preview table's rows: the first data rows under the header row, the mapped columns only,
// each cell with what is wrong with it (the same rules the import applies).
import type { TicketColumns } from '@/api/tickets';
import type { Cell, PreviewSheet } from './previewTypes';
import {
  TICKET_FIELDS,
  cellText,
  cellToLocalDateTime,
  validateTicket,
  type TicketField,
} from './ticketRules';

export const PREVIEW_DATA_ROWS = 50;

export interface PreviewCell {
  field: TicketField;
  text: string;
  /** Why the import would skip the row for this cell (Spanish). */
  problem: string | null;
}

export interface PreviewRow {
  /** The spreadsheet row number (from 1). */
  rowNumber: number;
  cells: PreviewCell[];
}

export interface PreviewRows {
  fields: TicketField[];
  rows: PreviewRow[];
  /** Rows with at least one bad cell. */
  rowsWithErrors: number;
}

function displayText(cell: Cell | undefined, field: TicketField, date1904: boolean): string {
  if (field === 'date_time') return cellToLocalDateTime(cell ?? null, date1904) ?? cellText(cell);
  return cellText(cell);
}

const isEmptyRow = (row: readonly Cell[]) => row.every((cell) => cellText(cell) === '');

export function previewRows(
  sheet: PreviewSheet,
  headerRow: number,
  columns: TicketColumns,
): PreviewRows {
  const fields = TICKET_FIELDS.filter((field) => columns[field] !== null);
  const rows: PreviewRow[] = [];
  let rowsWithErrors = 0;
  sheet.rows.slice(headerRow, headerRow + PREVIEW_DATA_ROWS).forEach((row, offset) => {
    if (isEmptyRow(row)) return;
    const problems = validateTicket(row, columns, { date1904: sheet.date1904 });
    if (problems.length > 0) rowsWithErrors += 1;
    rows.push({
      rowNumber: headerRow + offset + 1,
      cells: fields.map((field) => ({
        field,
        text: displayText(row[columns[field]!], field, sheet.date1904),
        problem: problems.find((problem) => problem.field === field)?.message ?? null,
      })),
    });
  });
  return { fields, rows, rowsWithErrors };
}
