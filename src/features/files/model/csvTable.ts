// CSV for the preview table (RFC 4180): quoted fields with commas, quotes and line breaks,
// CRLF or LF, a UTF-8 byte-order mark, and ';' files as Excel writes them in Spanish locales.
import type { Sheet } from './previewContent';

/** Rows shown at most; the preview says when a file has more. */
export const PREVIEW_MAX_ROWS = 500;

function delimiterOf(firstLine: string): string {
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export function parseCsv(text: string, maxRows = PREVIEW_MAX_ROWS): Sheet {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = delimiterOf(source.slice(0, source.search(/\r?\n|$/)));
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let truncated = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (rows.length > maxRows) {
        truncated = true;
        break;
      }
    } else field += c;
  }
  if (!truncated && (field !== '' || row.length > 0)) {
    row.push(field);
    rows.push(row);
  }
  return { name: 'CSV', rows: rows.slice(0, maxRows + 1), truncated };
}
