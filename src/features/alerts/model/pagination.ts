// The inbox's pages: the list endpoint returns the newest alerts first up to `items` (at most
// 1000) with the total, so page n asks for the first (n + 1) × size and shows the last slice.
// A page beyond the 1000 newest cannot be asked for; the footer stops there.
export const ALERT_PAGE_SIZES: readonly number[] = [10, 25, 50];
export const DEFAULT_ALERT_PAGE_SIZE = 25;
export const MAX_ALERT_ITEMS = 1000;

/** How many alerts to ask for to show `page` (zero-based). */
export function itemsForPage(page: number, pageSize: number): number {
  return Math.min(MAX_ALERT_ITEMS, (page + 1) * pageSize);
}

export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = page * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The rows the footer counts: the total, but no more than can be asked for. */
export const pageableCount = (total: number) => Math.min(total, MAX_ALERT_ITEMS);
