// Hands a generated file to the browser as a download. XLSX is built with SheetJS, loaded only
// when asked for so the dashboard's first load stays small.
import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/saveBlob';
import type { Cell } from './tableExport';

export type ExportFormat = 'csv' | 'xlsx';

export async function saveTable(matrix: Cell[][], baseName: string, format: ExportFormat) {
  if (format === 'csv') {
    saveBlob(new Blob([toCsv(matrix)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(matrix);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Precios');
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  saveBlob(
    new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${baseName}.xlsx`,
  );
}
