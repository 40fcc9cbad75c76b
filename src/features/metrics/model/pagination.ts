// Client-side paging of the metrics table: sizes 10, 15, 20, 30, 40, 50, 100;
// default 10, page 0. Pure helpers so the screen and tests agree.
export const METRICS_PAGE_SIZES: readonly number[] = [10, 15, 20, 30, 40, 50, 100];
export const DEFAULT_METRICS_PAGE_SIZE = 10;
export const FIRST_PAGE = 0;
/** Metrics are fetched up to 1000 items. */
export const METRICS_QUERY = { items: 1000 } as const;

export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = page * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The last page that still has rows (0 for an empty list). */
export function lastPage(count: number, pageSize: number): number {
  return count === 0 ? 0 : Math.ceil(count / pageSize) - 1;
}
