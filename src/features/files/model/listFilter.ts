// The files list's filter state and its rules: what the list
// request is made of, when two filters are the same, and when a change may be applied.

export type SortKey = 'name' | 'lastModified';
export type SortDirection = 'asc' | 'desc';

export interface ListFilter {
  /** '' = the root (the user's default folder, resolved by the server). */
  prefix: string;
  /** null on page 0 (page 0 has none). */
  continuationToken: string | null;
  maxKeys: number;
  page: number;
  sortKey: SortKey;
  sortDirection: SortDirection;
}

/** Rows-per-page options and default. */
export const PAGE_SIZES: readonly number[] = [2, 5, 10, 25, 50];
export const DEFAULT_PAGE_SIZE = 10;
/** A change within this many ms of the previous accepted one is ignored. */
export const FILTER_MIN_INTERVAL_MS = 300;
/** The list waits this long before applying a change. */
export const FILTER_APPLY_DELAY_MS = 50;
/** The last opened folder survives reloads under this local-storage key. */
export const PREFIX_STORAGE_KEY = 'reportsPrefixFilter';
/** Signed URL lifetime in seconds. */
export const SIGNED_URL_SECONDS = 3600;

export function sameFilter(a: ListFilter | null, b: ListFilter | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.prefix === b.prefix &&
    a.continuationToken === b.continuationToken &&
    a.maxKeys === b.maxKeys &&
    a.page === b.page &&
    a.sortKey === b.sortKey &&
    a.sortDirection === b.sortDirection
  );
}

export type FilterVerdict = 'accept' | 'identical' | 'tooSoon';

/**
 * Whether `next` may replace the current filter at `now`: not when it equals the filter in
 * force (or already queued), nor within 300 ms of the previous accepted change.
 */
export function judgeFilterChange(
  current: { applied: ListFilter | null; pending: ListFilter | null; lastChangeAt: number | null },
  next: ListFilter,
  now: number,
): FilterVerdict {
  if (sameFilter(current.pending ?? current.applied, next)) return 'identical';
  if (current.lastChangeAt !== null && now - current.lastChangeAt < FILTER_MIN_INTERVAL_MS) {
    return 'tooSoon';
  }
  return 'accept';
}

/** The request of a filter: the API's query parameters (no token on page 0, no empty prefix). */
export function listArgsOf(filter: ListFilter) {
  return {
    ...(filter.prefix ? { prefix: filter.prefix } : {}),
    ...(filter.continuationToken ? { continuationToken: filter.continuationToken } : {}),
    maxKeys: filter.maxKeys,
    sortKey: filter.sortKey,
    sortDirection: filter.sortDirection,
  };
}
