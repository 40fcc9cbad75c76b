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
