// The comparison table as a file (the header's download button): the rows as shown, the own
// station marked, prices and differences as numbers.
import type { StationPriceRow } from '@/api/dashboard';

export type Cell = string | number | null;

export interface TableTexts {
  station: string;
  regular: string;
  premium: string;
  diesel: string;
  diff: string;
  myStation: string;
}

export function tableMatrix(rows: StationPriceRow[], texts: TableTexts): Cell[][] {
  const header = [
    texts.station,
    texts.regular,
    texts.diff,
    texts.premium,
    texts.diff,
    texts.diesel,
    texts.diff,
  ];
  return [
    header,
    ...rows.map((r) => [
      r.is_own ? `${texts.myStation}${r.station}` : r.station,
      r.regular,
      r.regular_diff,
      r.premium,
      r.premium_diff,
      r.diesel,
      r.diesel_diff,
    ]),
  ];
}

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read the accents right. */
export function toCsv(matrix: Cell[][]): string {
  return `\uFEFF${matrix.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A file-name-safe slug: 'Gasolinera Ñandú 3' -> 'gasolinera-nandu-3'. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
