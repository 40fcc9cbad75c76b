// The repository code every management list repeats (assets, cameras, contacts, goals): one
// page of ids in the list's order with the total of the whole filtered query, the rows loaded
// by id and put back in that order, the field checks that
// fail as one 400, and an update by id that answers 404 when the row is gone.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { totalOf } from '../../db/search';
import { HttpError, notFound, type FieldError } from '../../errors';

/** Path parameters of the operations on one row (`/things/{id}`). */
export type IdParams = { params: { id: number } };

export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/** Tables that have a numeric `id` primary key. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** The `items` query parameter's default: the first 50 rows. */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * One page of a list: `pageIds` picks at most `limit` ids of `base` in the list's order, `load`
 * reads the rows in that order, and the total counts the whole of `base` (only when the page
 * is full: otherwise the page holds every match).
 */
export async function listPage<TB extends keyof Database, Item>(
  base: SelectQueryBuilder<Database, TB, object>,
  limit: number | undefined,
  pageIds: (
    base: SelectQueryBuilder<Database, TB, object>,
    limit: number,
  ) => Promise<{ id: number }[]>,
  load: (ids: number[]) => Promise<Item[]>,
): Promise<ListPage<Item>> {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const rows = await pageIds(base, size);
  const total = await totalOf(rows, size, () =>
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  );
  return { items: await load(rows.map((row) => row.id)), total };
}

/** `pageIds` for the usual order of a management list: by name ignoring case, then by id. */
export function byName(table: TableWithId) {
  return <TB extends keyof Database>(
    base: SelectQueryBuilder<Database, TB, object>,
    limit: number,
  ): Promise<{ id: number }[]> =>
    base
      .select(sql<number>`${sql.ref(`${table}.id`)}`.as('id'))
      .orderBy(sql`lower(${sql.ref(`${table}.name`)})`)
      .orderBy(sql.ref(`${table}.id`))
      .limit(limit)
      .execute();
}

/** `rows` (read with `where id in ids`) mapped and put back in the order of `ids`. */
export function inIdOrder<Row extends { id: number }, Item>(
  ids: readonly number[],
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): Item[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
}

/** `{ id, name }` of a joined row whose columns may be null (a left join). */
export function optionalRef(
  id: number | null,
  name: string | null,
): { id: number; name: string } | null {
  return id !== null && name !== null ? { id, name } : null;
}

/** The checks that failed, as one 400 `validation_failed` led by the first message. */
export function failOnFieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
}

/** The row that `write` updated (it returns its id, or nothing when no row matched), else 404. */
export async function updatedOr404(
  write: Promise<{ id: number } | undefined>,
  notFoundMessage: string,
): Promise<number> {
  const row = await write;
  if (!row) throw notFound(notFoundMessage);
  return row.id;
}
