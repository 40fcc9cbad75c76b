// Ticket spreadsheets for the tests, written with exceljs: an operator's layout (Spanish
// headers), with dates as Excel serials, date cells or text, and the 1904 date system.
import ExcelJS from 'exceljs';
import { TICKET_SHEET_HEADERS } from '../../support/xlsxFixtures';

/** An operator's layout: the real-looking headers of the shared fixtures. */
export const HEADERS = TICKET_SHEET_HEADERS;

/** The mapping of HEADERS (no folio column: operators' files often lack one). */
export const COLUMNS = {
  date_time: 0,
  pump: 1,
  product: 2,
  volume: 3,
  price: 4,
  amount: 5,
  payment_type: 6,
  employee: 7,
  folio: null,
};

export type SheetValue = string | number | boolean | Date | null;
export type SheetRow = SheetValue[];

/** 2026-03-02 08:05:00 as a 1900-system serial. */
export const serialOf = (wallClockUtcMs: number, date1904 = false) =>
  (wallClockUtcMs - Date.UTC(1899, 11, 30)) / 86_400_000 - (date1904 ? 1462 : 0);

/** A sale at `day` (1..28 of March 2026) `minute` past 08:00 with amount from pump and minute. */
export function saleRow(
  day: number,
  minute: number,
  options: { date?: 'serial' | 'cell' | 'text'; amount?: number; date1904?: boolean } = {},
): SheetRow {
  const at = Date.UTC(2026, 2, day, 8, minute, 0);
  const amount = options.amount ?? 500 + minute;
  const price = 23.5;
  const date =
    options.date === 'cell'
      ? new Date(at)
      : options.date === 'text'
        ? `2026-03-${String(day).padStart(2, '0')} 08:${String(minute).padStart(2, '0')}:00`
        : serialOf(at, options.date1904);
  return [
    date,
    (minute % 4) + 1,
    minute % 2 === 0 ? 'Magna' : 'Premium',
    Math.round((amount / price) * 1000) / 1000,
    price,
    amount,
    minute % 3 === 0 ? 'Efectivo' : 'Tarjeta',
    'Ana López',
  ];
}

export interface WorkbookOptions {
  headers?: string[];
  /** Rows above the header row (a title, say). */
  titleRows?: SheetRow[];
  date1904?: boolean;
  sheetName?: string;
}

/** A whole workbook in memory (the 1904 flag needs the non-streaming writer). */
export async function ticketWorkbook(
  rows: SheetRow[],
  options: WorkbookOptions = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (options.date1904) workbook.properties.date1904 = true;
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Ventas');
  for (const row of options.titleRows ?? []) sheet.addRow(row);
  sheet.addRow(options.headers ?? HEADERS);
  for (const row of rows) {
    const added = sheet.addRow(row);
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm:ss';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A large workbook through the streaming writer, row by row. */
export async function largeTicketWorkbook(count: number): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Ventas');
  sheet.addRow(HEADERS).commit();
  for (let i = 0; i < count; i++) {
    const day = 1 + (Math.floor(i / 1440) % 28);
    const at = Date.UTC(2026, 2, day, 0, i % 1440, i % 60);
    sheet
      .addRow([
        serialOf(at),
        (i % 8) + 1,
        'Magna',
        20,
        23.5,
        470 + (i % 100),
        'Efectivo',
        `D${i % 7}`,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Reads back a spreadsheet (the errors download) as rows of plain values. */
export async function readWorkbookRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A .xlsx in name and signature only: a ZIP header followed by garbage. */
export const notAWorkbook = (): Buffer =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 0x41)]);

/** A multipart/form-data body with one part `file`. */
export function multipartFile(
  fileName: string,
  content: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----surtidor${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
