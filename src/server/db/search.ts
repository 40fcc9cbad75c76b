// Substring search, accent- and case-insensitive: over the folded `search_text` columns
// (folded on write, see migrations 0006 and 0009), or over any text folded as it is read;
// and the totals of paged lists.
import { sql, type RawBuilder } from 'kysely';

/** Folds case and accents the way the generated search_text columns do. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * `column` contains the folded `search` (a LIKE with its wildcards escaped, which the trigram
 * indexes of 0009 answer), or null when there is nothing to search for.
 */
export function containsSearch(
  column: string,
  search: string | undefined,
): RawBuilder<boolean> | null {
  const term = search ? foldForSearch(search) : '';
  if (!term) return null;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern}`;
}

const FOLD_FROM = sql.lit('ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ');
const FOLD_TO = sql.lit('AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun');

/**
 * `text` (any SQL expression, folded here as it is read) contains the folded `search`, or null
 * when there is nothing to search for. For tables without a search column.
 */
export function containsFolded(
  text: RawBuilder<unknown>,
  search: string | undefined,
): RawBuilder<boolean> | null {
  const term = search ? foldForSearch(search) : '';
  if (!term) return null;
  return sql<boolean>`strpos(lower(translate(${text}, ${FOLD_FROM}, ${FOLD_TO})), ${term}) > 0`;
}

/**
 * The number of rows a page query matched in all: when the page is not full it holds every
 * match, so the separate count (a second scan) is only needed for full pages.
 */
export async function totalOf(
  page: unknown[],
  limit: number,
  count: () => Promise<{ total: number | string | bigint }>,
): Promise<number> {
  if (page.length < limit) return page.length;
  return Number((await count()).total);
}
