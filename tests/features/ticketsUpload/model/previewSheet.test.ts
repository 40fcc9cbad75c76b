// The ticket preview's parse (run by the Web Worker): the first rows of the first sheet as plain
// cells, dates as serials with the workbook's date system, and refusals before any parsing.
import {
  PREVIEW_MAX_FILE_BYTES,
  previewFileProblem,
  readPreviewSheet,
} from '@/features/ticketsUpload/model/previewSheet';
import { toTicketDateTime } from '@/lib/tickets/ticketDates';
import { sheetsWorkbook } from '../../../support/xlsxFixtures';

/** The ticket sheet, then a second sheet the preview leaves alone. */
const workbook = (rows: unknown[][], options: { date1904?: boolean; name?: string } = {}) =>
  sheetsWorkbook(
    [
      { name: options.name ?? 'Ventas', rows },
      { name: 'Resumen', rows: [['otra hoja']] },
    ],
    options,
  );

const HEADERS = ['Fecha', 'Bomba', 'Producto', 'Litros', 'Precio', 'Importe'];

it('reads the first sheet as plain rows from A1', () => {
  const sheet = readPreviewSheet(
    workbook([
      HEADERS,
      [45366.6875, 1, 'Magna', 10, 23.5, 235],
      [],
      [45366.7, 2, 'Diésel', '', null],
    ]),
  );
  expect(sheet).toEqual({
    sheetName: 'Ventas',
    date1904: false,
    truncated: false,
    rows: [HEADERS, [45366.6875, 1, 'Magna', 10, 23.5, 235], [], [45366.7, 2, 'Diésel']],
  });
});

it('gives the date system with the serials, for the shared date conversion', () => {
  const sheet = readPreviewSheet(workbook([HEADERS, [43904.6875, 1]], { date1904: true }));
  expect(sheet.date1904).toBe(true);
  const when = toTicketDateTime(sheet.rows[1]![0], {
    timeZone: 'America/Mexico_City',
    date1904: sheet.date1904,
  });
  expect(when).toMatchObject({ value: { local: '2024-03-15 16:30:00' } });
});

it('reads at most the header and fifty rows', () => {
  const rows = [HEADERS, ...Array.from({ length: 80 }, (_, index) => [45366.5, index + 1])];
  const sheet = readPreviewSheet(workbook(rows));
  expect(sheet.rows).toHaveLength(51);
  expect(sheet.rows[50]).toEqual([45366.5, 50]);
  expect(sheet.truncated).toBe(true);
});

it('keeps hostile names as plain text', () => {
  const sheet = readPreviewSheet(
    workbook(
      [
        ['__proto__', 'constructor', 'prototype'],
        ['{"polluted":1}', 'x', 'y'],
      ],
      {
        name: '__proto__',
      },
    ),
  );
  expect(sheet.sheetName).toBe('__proto__');
  expect(sheet.rows[0]).toEqual(['__proto__', 'constructor', 'prototype']);
  expect(Object.keys(sheet.rows[0]!)).toEqual(['0', '1', '2']);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it('refuses non-ZIP and oversized files before parsing', () => {
  const csv = new TextEncoder().encode('Fecha,Bomba\n');
  expect(() => readPreviewSheet(csv.buffer as ArrayBuffer)).toThrow(
    'El archivo no es un .xlsx válido',
  );
  expect(previewFileProblem(PREVIEW_MAX_FILE_BYTES + 1, new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(
    'El archivo supera el límite de 20 MB',
  );
  expect(previewFileProblem(100, new Uint8Array([0x50, 0x4b, 3, 4]))).toBeNull();
  expect(previewFileProblem(2, new Uint8Array([0x50, 0x4b]))).toBe(
    'El archivo no es un .xlsx válido',
  );
});

it('refuses a broken ZIP with the same reason', () => {
  const whole = new Uint8Array(workbook([HEADERS]));
  const cut = whole.slice(0, Math.floor(whole.length / 2));
  expect(() => readPreviewSheet(cut.buffer)).toThrow('El archivo no es un .xlsx válido');
});
