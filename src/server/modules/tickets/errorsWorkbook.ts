// The spreadsheet of skipped rows an operator downloads to fix and upload again: one line per
// problem (row, field, reason) followed by that row's original values under the file's headers.
import { xlsxBytes, type SheetValue } from '@/lib/xlsx';
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
  const width = Math.max(headers.length, ...skipped.map((s) => s.cells.length));
  const columnNames = Array.from(
    { length: width },
    (_, i) => headers[i]?.trim() || `Columna ${i + 1}`,
  );
  const rows: SheetValue[][] = [['Fila', 'Campo', 'Motivo', ...columnNames]];
  for (const skip of skipped) {
    const values = Array.from({ length: width }, (_, i) => shown(skip.cells[i]));
    for (const problem of skip.problems) {
      rows.push([skip.row, FIELD_LABELS[problem.field], problem.message, ...values]);
    }
  }
  return Buffer.from(await xlsxBytes('Errores', rows));
}
