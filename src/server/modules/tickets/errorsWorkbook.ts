// The spreadsheet of skipped rows an operator downloads to fix and upload again: one line per
// problem (row, field, reason) followed by that row's original values under the file's headers.
import { PassThrough } from 'node:stream';
import type { Cell, TicketField } from './rowRules';

export interface SkippedRow {
  /** Spreadsheet row number (from 1). */
  row: number;
  problems: { field: TicketField; message: string }[];
  cells: readonly Cell[];
}

export const FIELD_LABELS: Record<TicketField, string> = {
  date_time: 'Fecha',
  pump: 'Bomba',
  product: 'Producto',
  amount: 'Importe',
  volume: 'Litros',
  price: 'Precio',
  payment_type: 'Forma de pago',
  employee: 'Despachador',
  folio: 'Folio',
};

const shown = (cell: Cell | undefined): string | number | boolean | null =>
  cell !== null && typeof cell === 'object' ? cell.date.replace('T', ' ') : (cell ?? null);

export async function errorsWorkbook(headers: string[], skipped: SkippedRow[]): Promise<Buffer> {
  // Loaded on first use: exceljs takes about half a second to load, and most server starts
  // never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Errores');
  const width = Math.max(headers.length, ...skipped.map((s) => s.cells.length));
  const columnNames = Array.from(
    { length: width },
    (_, i) => headers[i]?.trim() || `Columna ${i + 1}`,
  );
  sheet.addRow(['Fila', 'Campo', 'Motivo', ...columnNames]).commit();
  for (const skip of skipped) {
    const values = Array.from({ length: width }, (_, i) => shown(skip.cells[i]));
    for (const problem of skip.problems) {
      sheet.addRow([skip.row, FIELD_LABELS[problem.field], problem.message, ...values]).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
