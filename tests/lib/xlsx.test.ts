import * as XLSX from 'xlsx';
import { xlsxBytes } from '@/lib/xlsx';

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
