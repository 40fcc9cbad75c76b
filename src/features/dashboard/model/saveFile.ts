// Hands a generated file to the browser as a download, written by the product's one CSV and one
// XLSX writer.
import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/saveBlob';
import { XLSX_MEDIA_TYPE, xlsxBytes } from '@/lib/xlsx';
import type { Cell } from './tableExport';

export type ExportFormat = 'csv' | 'xlsx';

export async function saveTable(matrix: Cell[][], baseName: string, format: ExportFormat) {
  if (format === 'csv') {
    saveBlob(new Blob([toCsv(matrix)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  const bytes = await xlsxBytes('Precios', matrix);
  saveBlob(new Blob([bytes], { type: XLSX_MEDIA_TYPE }), `${baseName}.xlsx`);
}
