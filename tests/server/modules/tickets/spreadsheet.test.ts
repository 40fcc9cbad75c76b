// The server's reader of ticket spreadsheets: real files read in full, hostile ones refused with
// a clear Spanish reason, the parse kept off the main thread and within its limits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkZipDirectory,
  MAX_FILE_BYTES,
  readTicketSheet,
  SpreadsheetError,
  type TicketSheet,
} from '@/server/modules/tickets/spreadsheet';
import { toTicketDateTime } from '@/lib/tickets/ticketDates';
import {
  fiftyThousandRows,
  notAZip,
  prototypePollutionFile,
  sampleTicketRow,
  sampleTicketRows,
  slowParseFile,
  ticketWorkbook,
  TICKET_SHEET_HEADERS,
  truncatedZip,
  zipBomb,
} from '../../../support/xlsxFixtures';

const MEXICO = { timeZone: 'America/Mexico_City' };

async function refusal(read: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await read;
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetError);
    const { code, message } = error as SpreadsheetError;
    expect(message).not.toMatch(/\bat .*\.(js|ts):\d+/);
    return { code, message };
  }
  throw new Error('the file was read');
}

const prototypeNamesAtStart = Object.getOwnPropertyNames(Object.prototype).sort();

/** Arrays of primitives and { date } cells only; nothing keyed by the file's text. */
function expectPlainRows(sheet: TicketSheet) {
  const isPlainCell = (cell: unknown) =>
    cell === null ||
    ['string', 'number', 'boolean'].includes(typeof cell) ||
    (typeof cell === 'object' && Object.keys(cell as object).join() === 'date');
  const offending = sheet.rows.filter(
    (row) =>
      !Array.isArray(row) ||
      Object.keys(row).length !== row.length ||
      !row.every((cell) => isPlainCell(cell)),
  );
  expect(Array.isArray(sheet.rows)).toBe(true);
  expect(offending).toEqual([]);
}

function expectPrototypeClean() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNamesAtStart);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe('real ticket files', () => {
  it('reads headers, date cells, numbers and text of the first sheet', async () => {
    const file = await ticketWorkbook({ rows: sampleTicketRows(3) });
    const sheet = await readTicketSheet(file);
    expect(sheet).toEqual({
      sheetName: 'Ventas',
      date1904: false,
      truncated: false,
      rows: [
        TICKET_SHEET_HEADERS,
        [
          { date: '2024-03-01T06:00:00.000Z' },
          1,
          'Magna',
          10,
          23.49,
          234.9,
          'Efectivo',
          'Ana López',
        ],
        [
          { date: '2024-03-01T06:01:00.000Z' },
          2,
          'Premium',
          11,
          25.99,
          285.89,
          'Tarjeta',
          'Juan Pérez',
        ],
        [
          { date: '2024-03-01T06:02:00.000Z' },
          3,
          'Diésel',
          12,
          24.79,
          297.48,
          'Vale',
          'María Díaz',
        ],
      ],
    });
    expect(toTicketDateTime(sheet.rows[1]![0], MEXICO)).toMatchObject({
      value: { local: '2024-03-01 06:00:00', instant: '2024-03-01T12:00:00.000Z' },
    });
  });

  it('reports the 1904 date system: date cells come as dates, plain numbers as serials', async () => {
    const file = await ticketWorkbook({
      rows: [[43904.6875, 1, 'Magna', 10, 20, 200, 'Efectivo', 'Ana', 43904.6875]],
      headers: [...TICKET_SHEET_HEADERS, 'Serie'],
      date1904: true,
    });
    const sheet = await readTicketSheet(file);
    expect(sheet.date1904).toBe(true);
    const [dateCell, serialCell] = [sheet.rows[1]![0], sheet.rows[1]![8]];
    expect(dateCell).toEqual({ date: '2024-03-15T16:30:00.000Z' });
    expect(serialCell).toBe(43904.6875);
    const options = { ...MEXICO, date1904: sheet.date1904 };
    expect(toTicketDateTime(dateCell, options)).toMatchObject({
      value: { local: '2024-03-15 16:30:00' },
    });
    expect(toTicketDateTime(serialCell, options)).toEqual(toTicketDateTime(dateCell, options));
  });

  it('reads from a file path, keeps blank rows in place and reads formulas by their result', async () => {
    const file = await ticketWorkbook({
      rows: [
        [
          '2024-03-01 10:00:00',
          1,
          'Magna',
          10,
          20,
          { formula: 'D2*E2', result: 200 },
          'Efectivo',
          'Ana',
        ],
        [],
        ['2024-03-01 10:05:00', 2, 'Premium', 5, 25, 125, 'Crédito', 'Luis'],
      ],
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tickets-'));
    const filePath = path.join(dir, 'tickets.xlsx');
    fs.writeFileSync(filePath, file);
    try {
      const sheet = await readTicketSheet(filePath);
      expect(sheet.rows).toHaveLength(4);
      expect(sheet.rows[1]![5]).toBe(200);
      expect(sheet.rows[2]).toEqual([]);
      expect(sheet.rows[3]![0]).toBe('2024-03-01 10:05:00');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads only the header and the first rows when asked for a preview', async () => {
    const file = await ticketWorkbook({ rows: sampleTicketRows(120) });
    const sheet = await readTicketSheet(file, { previewRows: 50 });
    expect(sheet.rows).toHaveLength(51);
    expect(sheet.truncated).toBe(true);
  });

  it('reads 50,000 rows with the event loop free meanwhile', async () => {
    const file = await fiftyThousandRows();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    let sheet: TicketSheet;
    try {
      sheet = await readTicketSheet(file);
    } finally {
      clearInterval(ticker);
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`50,000 ticket rows read in ${seconds.toFixed(2)} s\n`);
    expect(seconds).toBeLessThan(60);
    expect(ticks).toBeGreaterThan(Math.min(20, (seconds * 1000) / 10 / 4));
    expect(sheet.rows).toHaveLength(50_001);
    expect(sheet.rows[1]).toEqual([
      { date: '2024-03-01T06:00:00.000Z' },
      1,
      'Magna',
      10,
      23.49,
      234.9,
      'Efectivo',
      'Ana López',
    ]);
    const [lastDate, ...lastValues] = sampleTicketRow(49_999);
    expect(sheet.rows[50_000]).toEqual([{ date: (lastDate as Date).toISOString() }, ...lastValues]);
    expectPlainRows(sheet);
  });

  it('reads several files at once, a few workers at a time', async () => {
    const files = await Promise.all(
      [1, 2, 3, 4, 5].map((count) => ticketWorkbook({ rows: sampleTicketRows(count) })),
    );
    const sheets = await Promise.all(files.map((file) => readTicketSheet(file)));
    expect(sheets.map((sheet) => sheet.rows.length)).toEqual([2, 3, 4, 5, 6]);
  });

  it('refuses more than the allowed data rows', async () => {
    const file = await ticketWorkbook({ rows: sampleTicketRows(30) });
    expect(await refusal(readTicketSheet(file, { maxDataRows: 20 }))).toEqual({
      code: 'too_many_rows',
      message: 'El archivo tiene más de 100,000 filas',
    });
  });
});

describe('hostile files', () => {
  it('a file that is not a ZIP', async () => {
    expect(await refusal(readTicketSheet(notAZip()))).toEqual({
      code: 'not_xlsx',
      message: 'El archivo no es un .xlsx válido',
    });
  });

  it('a ZIP cut short', async () => {
    expect((await refusal(readTicketSheet(await truncatedZip()))).code).toBe('not_xlsx');
  });

  it('a ZIP that is not a spreadsheet', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    const file = await zip.generateAsync({ type: 'nodebuffer' });
    expect((await refusal(readTicketSheet(file))).code).toBe('not_xlsx');
  });

  it('a part whose XML is broken', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(await ticketWorkbook({ rows: sampleTicketRows(2) }));
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c r="A1"');
    zip.file('xl/sharedStrings.xml', '<sst><si><t>x</si>');
    const file = await zip.generateAsync({ type: 'nodebuffer' });
    const outcome = await readTicketSheet(file).then(
      (sheet) => sheet,
      (error: SpreadsheetError) => error.code,
    );
    // sax tolerates some broken XML: either refused as invalid or read without the broken part.
    if (typeof outcome === 'string') expect(outcome).toBe('not_xlsx');
    else expectPlainRows(outcome);
  });

  it("a part the parser rejects: refused as not a .xlsx, the parser's words kept as the cause", async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/_rels/workbook.xml.rels', '<<<');
    const error = await readTicketSheet(await zip.generateAsync({ type: 'nodebuffer' })).catch(
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(SpreadsheetError);
    expect(error).toMatchObject({ code: 'not_xlsx', message: 'El archivo no es un .xlsx válido' });
    // For the log and a failing test's report; the user sees the message above.
    expect((error as SpreadsheetError).cause).toMatchObject({
      message: expect.stringContaining('disallowed character'),
    });
  });

  it('a file over 20 MB, as a buffer or a path, before reading it', async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 1);
    big.write('PK\u0003\u0004', 'latin1');
    expect(await refusal(readTicketSheet(big))).toEqual({
      code: 'file_too_large',
      message: 'El archivo supera el límite de 20 MB',
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tickets-'));
    try {
      fs.writeFileSync(path.join(dir, 'big.xlsx'), big);
      expect((await refusal(readTicketSheet(path.join(dir, 'big.xlsx')))).code).toBe(
        'file_too_large',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a zip bomb that declares its sizes, refused from the directory alone', async () => {
    const bomb = await zipBomb();
    expect(() => checkZipDirectory(bomb)).toThrow(SpreadsheetError);
    expect(await refusal(readTicketSheet(bomb))).toEqual({
      code: 'zip_bomb',
      message: 'El archivo está comprimido de forma sospechosa (posible bomba zip)',
    });
  });

  it('a zip bomb that lies about its sizes: endless rows stop at the row limit', async () => {
    const bomb = await zipBomb({ sizes: 'lying' });
    expect(() => checkZipDirectory(bomb)).not.toThrow();
    expect((await refusal(readTicketSheet(bomb))).code).toBe('too_many_rows');
  });

  it('a zip bomb that lies about its sizes: one huge cell ends the worker, not the server', async () => {
    const bomb = await zipBomb({ sizes: 'lying', shape: 'oneCell' });
    const { code, message } = await refusal(readTicketSheet(bomb, { timeoutMs: 30_000 }));
    expect(['too_big_to_process', 'too_slow']).toContain(code);
    expect(message).toMatch(/^El archivo (es demasiado grande|tardó demasiado)/);
  });

  it('a parse over its time limit is ended', async () => {
    const file = await fiftyThousandRows();
    expect(await refusal(readTicketSheet(file, { timeoutMs: 50 }))).toEqual({
      code: 'too_slow',
      message: 'El archivo tardó demasiado en procesarse',
    });
  });

  it('prototype pollution shapes are read as plain text and pollute nothing', async () => {
    const sheet = await readTicketSheet(await prototypePollutionFile());
    expect(sheet.sheetName).toBe('__proto__');
    expect(sheet.rows[0]).toEqual(['__proto__', 'constructor', 'prototype', 'Fecha', 'polluted']);
    expectPlainRows(sheet);
    expectPrototypeClean();
  });

  it('slow-parse shapes are read quickly', async () => {
    const started = performance.now();
    const sheet = await readTicketSheet(await slowParseFile(), { timeoutMs: 20_000 });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(sheet.rows[0]).toEqual(TICKET_SHEET_HEADERS);
    expect(sheet.rows[3]![0]).toBe('&<'.repeat(50_000));
    expectPlainRows(sheet);
    expectPrototypeClean();
  });
});

describe('the errors spreadsheet', () => {
  it('writes uploaded values that look like formulas as text cells, never as formulas', async () => {
    const XLSX = await import('xlsx');
    const { errorsWorkbook } = await import('@/server/modules/tickets/errorsWorkbook');
    const hostile = '=HYPERLINK("http://x.example","clic")';
    const bytes = await errorsWorkbook(
      ['Folio'],
      [{ row: 2, problems: [{ field: 'folio', message: 'Falta el folio' }], cells: [hostile] }],
    );
    const sheet = XLSX.read(bytes, { cellFormula: true }).Sheets.Errores!;
    expect(sheet.D2).toMatchObject({ t: 's', v: hostile });
    expect(sheet.D2!.f).toBeUndefined();
  });
});
