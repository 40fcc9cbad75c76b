// The version of a small set of rows, for answers kept under the version of the data they read
// (shared/answerCache.ts): the rows' count and the set of their xmin (the transaction that last
// wrote each row). A committed insert or update, by any node or by hand, brings a transaction id
// none of the rows had (ids are not reused), and a delete alone lowers the count. Transaction ids
// have no order: they are aggregated as bigints.
import { sql, type RawBuilder } from 'kysely';

/** A text expression of the rows of `relation` (a CTE or table of the statement with `xmin`). */
export const rowsVersion = (relation: string): RawBuilder<string> =>
  sql<string>`(select count(*) || ':' || coalesce(array_agg(distinct xmin::text::bigint)::text, '')
    from ${sql.raw(relation)})`;
