// The spreadsheets of the tests, in one place: ticket spreadsheets as operators' systems export
// them (written with exceljs; dates as date cells, Excel serials or text, either date system),
// reading one back, uploading one, workbooks of plain sheets (written with SheetJS, as the
// browser's preview and the files screen get them), and crafted hostile ones (prototype
// pollution shapes, slow-parse shapes, zip bombs, broken ZIPs).
import { deflateRawSync, constants as zlibConstants, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as XLSX from 'xlsx';

export const TICKET_SHEET_HEADERS = [
  'Fecha',
  'Bomba',
  'Producto',
  'Litros',
  'Precio',
  'Importe',
  'Forma de pago',
  'Despachador',
];

/** Anything exceljs writes: also formulas ({ formula, result }), rich text and hyperlinks. */
export type FixtureCell = ExcelJS.CellValue;

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export interface TicketWorkbookOptions {
  rows: FixtureCell[][];
  headers?: string[];
  /** Rows above the header row (a title, say). */
  titleRows?: FixtureCell[][];
  date1904?: boolean;
  sheetName?: string;
  /**
   * The first column has a date format, so its numbers are date cells too (the default). False:
   * only Date values are date cells; numbers there stay plain Excel serials.
   */
  dateColumn?: boolean;
}

/** A ticket spreadsheet as an operator's system exports it (Date values as date cells). */
export async function ticketWorkbook({
  rows,
  headers = TICKET_SHEET_HEADERS,
  titleRows = [],
  date1904 = false,
  sheetName = 'Ventas',
  dateColumn = true,
}: TicketWorkbookOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.properties.date1904 = date1904;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRows(titleRows);
  sheet.addRow(headers);
  for (const row of rows) {
    sheet.addRow(row).eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
    });
  }
  if (dateColumn) sheet.getColumn(1).numFmt = DATE_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The mapping of TICKET_SHEET_HEADERS (no folio column: operators' files often lack one). */
export const TICKET_SHEET_COLUMNS = {
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

/** A wall-clock time (as UTC milliseconds) as an Excel serial of either date system. */
export const serialOf = (wallClockUtcMs: number, date1904 = false) =>
  (wallClockUtcMs - Date.UTC(1899, 11, 30)) / 86_400_000 - (date1904 ? 1462 : 0);

/**
 * A sale on `day` (1..28 of March 2026) `minute` past 08:00, its amount from the minute; its
 * date an Excel serial (the default), a date cell or text.
 */
export function saleRow(
  day: number,
  minute: number,
  options: { date?: 'serial' | 'cell' | 'text'; amount?: number; date1904?: boolean } = {},
): FixtureCell[] {
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

/** Reads back a spreadsheet (the errors download) as rows of plain values. */
export async function readWorkbookRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A multipart/form-data body with one spreadsheet part `field`. */
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

/** Sheets of plain rows, in order, written with SheetJS (what the browser reads). */
export function sheetsWorkbook(
  sheets: { name: string; rows: unknown[][] }[],
  options: { date1904?: boolean } = {},
): ArrayBuffer {
  const book = XLSX.utils.book_new();
  for (const { name, rows } of sheets) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  }
  if (options.date1904) book.Workbook = { WBProps: { date1904: true } };
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const PRODUCTS = ['Magna', 'Premium', 'Diésel'];
const PAYMENTS = ['Efectivo', 'Tarjeta', 'Vale'];
const PRICES = [23.49, 25.99, 24.79];
const EMPLOYEES = ['Ana López', 'Juan Pérez', 'María Díaz', 'Luis Gómez'];
const FIRST_SALE = Date.UTC(2024, 2, 1, 6, 0, 0);

/** The i-th sample ticket: one sale a minute from 2024-03-01 06:00 (a wall clock, as UTC). */
export function sampleTicketRow(index: number): FixtureCell[] {
  const product = index % 3;
  const litres = 10 + (index % 50);
  const price = PRICES[product]!;
  return [
    new Date(FIRST_SALE + index * 60_000),
    (index % 8) + 1,
    PRODUCTS[product]!,
    litres,
    price,
    Math.round(litres * price * 100) / 100,
    PAYMENTS[index % 3]!,
    EMPLOYEES[index % 4]!,
  ];
}

export function sampleTicketRows(count: number): FixtureCell[][] {
  return Array.from({ length: count }, (_, index) => sampleTicketRow(index));
}

export function fiftyThousandRows(): Promise<Buffer> {
  return ticketWorkbook({ rows: sampleTicketRows(50_000) });
}

const POISON = ['__proto__', 'constructor', 'prototype'];

/**
 * Names SheetJS turned into object keys before 0.19.3 (headers as `sheet_to_json` keys, sheet
 * and defined names, custom document properties) set to '__proto__', 'constructor' and
 * 'prototype', with values that would pollute if assigned.
 */
export async function prototypePollutionFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('__proto__');
  sheet.addRow([...POISON, 'Fecha', 'polluted']);
  sheet.addRow(['{"polluted":"yes"}', 'polluted', 'polluted', '2024-03-01 10:00:00', 'yes']);
  workbook.addWorksheet('constructor').addRow(['prototype', '__proto__']);
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  // Written into the XML: exceljs's own writer keys defined names by name and breaks on these.
  const names = POISON.map(
    (name, index) => `<definedName name="${name}">'__proto__'!$A$${index + 1}</definedName>`,
  ).join('');
  const book = await zip.file('xl/workbook.xml')!.async('string');
  zip.file(
    'xl/workbook.xml',
    book.replace('</sheets>', `</sheets><definedNames>${names}</definedNames>`),
  );
  const properties = POISON.map(
    (name, index) =>
      `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="${index + 2}" name="${name}"><vt:lpwstr>polluted</vt:lpwstr></property>`,
  ).join('');
  zip.file(
    'docProps/custom.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">${properties}</Properties>`,
  );
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>',
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Replaces the first sheet's rows after the header with `rowsXml`. */
async function withSheetRows(rowsXml: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await ticketWorkbook({ rows: [] }));
  const sheetPath = 'xl/worksheets/sheet1.xml';
  const xml = await zip.file(sheetPath)!.async('string');
  zip.file(sheetPath, xml.replace('</sheetData>', `${rowsXml}</sheetData>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The shapes behind slow regular expressions in XML parsers (CVE-2024-22363): tags with huge
 * runs of whitespace before their end, an attribute value of thousands of spaces and quotes,
 * many attributes, and a text of thousands of entity references.
 */
export function slowParseFile(): Promise<Buffer> {
  const spaces = ' '.repeat(200_000);
  const manyAttributes = Array.from({ length: 5_000 }, (_, index) => `x${index}="${index}"`).join(
    ' ',
  );
  return withSheetRows(
    [
      `<row r="2"${spaces}><c r="A2" t="inlineStr"${spaces}><is><t${spaces}>a</t></is></c></row>`,
      `<row r="3" spans="${' \t'.repeat(100_000)}&quot;"><c r="A3" ${manyAttributes}><v>1</v></c></row>`,
      `<row r="4"><c r="A4" t="inlineStr"><is><t>${'&amp;&lt;'.repeat(50_000)}</t></is></c></row>`,
    ].join(''),
  );
}

/** A .xlsx in name and signature only: a ZIP header followed by garbage. */
export const notAWorkbook = (): Buffer =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 0x41)]);

/** A CSV sent with an .xlsx name. */
export function notAZip(): Buffer {
  return Buffer.from('Fecha,Bomba,Producto\n2024-03-01 10:00:00,1,Magna\n', 'utf8');
}

/** A real workbook cut short: the ZIP signature is there, the directory at its end is not. */
export async function truncatedZip(): Promise<Buffer> {
  const whole = await ticketWorkbook({ rows: sampleTicketRows(200) });
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

interface ZipPart {
  name: string;
  /** Raw deflate data. */
  compressed: Buffer;
  crc: number;
  size: number;
}

function deflatedPart(name: string, content: string | Buffer): ZipPart {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, compressed: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A ZIP written by hand, so the sizes it declares can be chosen. */
function zipOf(parts: ZipPart[], declaredSize: (part: ZipPart) => number = (part) => part.size) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(declaredSize(part), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.compressed.length, 20);
    central.writeUInt32LE(declaredSize(part), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + part.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `text` repeated `times` as one deflate stream without holding it uncompressed: each copy is
 * compressed alone and flushed to a byte boundary, so the copies concatenate.
 */
function repeatedPart(name: string, head: string, text: string, times: number, tail: string) {
  const flushed = (data: Buffer) =>
    deflateRawSync(data, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const [headBytes, textBytes, tailBytes] = [head, text, tail].map((part) => Buffer.from(part));
  let crc = crc32(headBytes!);
  for (let copy = 0; copy < times; copy += 1) crc = crc32(textBytes!, crc);
  crc = crc32(tailBytes!, crc);
  const repeated = flushed(textBytes!);
  const compressed = Buffer.concat([
    flushed(headBytes!),
    ...Array.from({ length: times }, () => repeated),
    flushed(tailBytes!),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  return {
    name,
    compressed,
    crc,
    size: headBytes!.length + textBytes!.length * times + tailBytes!.length,
  };
}

const BOMB_MEGABYTES = 300;
const MEGABYTE = 1024 * 1024;

export interface ZipBombOptions {
  /** Declare the true uncompressed sizes (refused up front) or sizes 10 times the compressed. */
  sizes?: 'honest' | 'lying';
  /** Endless rows of cells, or one cell whose text is hundreds of MB (a heap exhaustion). */
  shape?: 'rows' | 'oneCell';
}

/** A workbook whose sheet XML is ~300 MB of repeated content, compressed to well under 1 MB. */
export async function zipBomb({ sizes = 'honest', shape = 'rows' }: ZipBombOptions = {}) {
  const zip = await JSZip.loadAsync(await ticketWorkbook({ rows: [] }));
  const parts: ZipPart[] = [];
  for (const name of Object.keys(zip.files)) {
    const file = zip.files[name]!;
    if (file.dir || name === 'xl/worksheets/sheet1.xml') continue;
    parts.push(deflatedPart(name, await file.async('nodebuffer')));
  }
  const sheetHead =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const row = '<row r="2"><c r="A2"><v>1</v></c><c r="B2"><v>2</v></c><c r="C2"><v>3</v></c></row>';
  const chunk =
    shape === 'rows' ? row.repeat(Math.floor(MEGABYTE / row.length)) : 'A'.repeat(MEGABYTE);
  const sheet =
    shape === 'rows'
      ? repeatedPart(
          'xl/worksheets/sheet1.xml',
          sheetHead,
          chunk,
          BOMB_MEGABYTES,
          '</sheetData></worksheet>',
        )
      : repeatedPart(
          'xl/worksheets/sheet1.xml',
          `${sheetHead}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
          chunk,
          BOMB_MEGABYTES,
          '</t></is></c></row></sheetData></worksheet>',
        );
  parts.push(sheet);
  return zipOf(parts, (part) =>
    sizes === 'honest' ? part.size : Math.min(part.size, part.compressed.length * 10),
  );
}
