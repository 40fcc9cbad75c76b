import * as XLSX from 'xlsx';
import { workbookBytes, xlsxBytes } from '@/lib/xlsx';

async function readBack(rows: Parameters<typeof xlsxBytes>[1]) {
  const book = XLSX.read(await xlsxBytes('Hoja', rows), { type: 'array', cellFormula: true });
  return { book, sheet: book.Sheets.Hoja! };
}

it('writes one named sheet whose cells keep their types', async () => {
  const { book, sheet } = await readBack([
    ['Estación', 'Precio', 'Propia'],
    ['Gas Norte', 23.49, true],
    ['Sin precio', null, false],
  ]);
  expect(book.SheetNames).toEqual(['Hoja']);
  expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
    ['Estación', 'Precio', 'Propia'],
    ['Gas Norte', 23.49, true],
    ['Sin precio', null, false],
  ]);
  expect(sheet.B2).toMatchObject({ t: 'n', v: 23.49 });
});

it('writes text that looks like a formula as text, never as a formula', async () => {
  const { sheet } = await readBack([['=HYPERLINK("http://x","y")', '+1+1', '@SUM(A1)']]);
  for (const address of ['A1', 'B1', 'C1']) {
    expect(sheet[address]).toMatchObject({ t: 's' });
    expect(sheet[address].f).toBeUndefined();
  }
  expect(sheet.A1.v).toBe('=HYPERLINK("http://x","y")');
});

it('writes several sheets in order with their properties, the same bytes for the same input', async () => {
  const sheets = [
    { name: 'Resumen', rows: [['Estación'], ['Gas Norte']] },
    { name: '2026-03-01', rows: [['Magna'], [23.49]] },
  ];
  const properties = {
    title: 'Precios',
    author: 'Surtidor',
    createdAt: new Date('2026-03-02T00:00:00Z'),
  };
  const bytes = await workbookBytes(sheets, properties);
  const book = XLSX.read(bytes, { type: 'array' });
  expect(book.SheetNames).toEqual(['Resumen', '2026-03-01']);
  expect(book.Props).toMatchObject({ Title: 'Precios', Author: 'Surtidor' });
  expect(book.Props?.CreatedDate?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  expect(Buffer.from(await workbookBytes(sheets, properties)).equals(Buffer.from(bytes))).toBe(
    true,
  );
});
