// The one CSV writer of the product, client and server: RFC 4180 quoting, a byte-order mark so
// spreadsheet programs read the accents right, CRLF lines, and text that a spreadsheet would run
// as a formula (=, +, -, @, tab, CR at the start: CSV injection) prefixed with a quote.
// Values come from people (station and competitor names, uploaded cells), so every text is guarded.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ('-0.50'): a spreadsheet reads it as that number, nothing more. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Text a spreadsheet shows as is: a leading formula character is neutralised with a quote. */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : spreadsheetSafeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, one CRLF-terminated line per row. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
