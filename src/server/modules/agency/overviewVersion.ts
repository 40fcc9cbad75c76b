// The version of the data Home's overview reads for one user and period, in one statement: a
// digest of the xmin (the id of the transaction that last wrote the row) of every row it
// reads from the small tables (the user's stations, their customers, rivals and goals, and the
// period's monthly service figures), and the version that cre_prices' statement trigger bumps
// (migration 0024; a fingerprint of the latest prices would cost as much as reading them).
// Any committed insert, update or delete on those rows, by any node or by hand, gives another
// digest (a row rewritten gets a new xmin, a row gone or come changes the list), and it shows
// exactly when the writer commits. Nothing is written to keep it, so writers pay nothing.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';

/** Months are 'YYYY-MM-01'; the figures read are those of [firstMonth, lastMonth]. */
export async function overviewDataVersion(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  firstMonth: string,
  lastMonth: string,
): Promise<string> {
  // Each list is ordered, so the same rows always give the same text; the digest keeps it short.
  const result = await sql<{ version: string }>`
    with scope as (
      select gs.id, gs.customer_id, gs.xmin::text as x
      from gas_stations gs
      where ${user.isAdmin}
        or gs.id in (select gas_station_id from user_gas_stations where user_id = ${user.id})
    ),
    customer_goals as (
      select g.id, g.xmin::text as x from goals g
      where g.customer_id in (select customer_id from scope)
    )
    select md5(concat_ws('|',
      (select string_agg(id || ':' || x, ',' order by id) from scope),
      (select string_agg(c.id || ':' || c.xmin::text, ',' order by c.id)
        from customers c where c.id in (select customer_id from scope)),
      (select string_agg(r.id || ':' || r.xmin::text, ',' order by r.id)
        from gas_station_rivals r where r.gas_station_id in (select id from scope)),
      (select string_agg(id || ':' || x, ',' order by id) from customer_goals),
      (select string_agg(l.goal_id || ':' || l.gas_station_id || ':' || l.xmin::text, ','
          order by l.goal_id, l.gas_station_id)
        from goal_gas_stations l where l.goal_id in (select id from customer_goals)),
      (select string_agg(s.gas_station_id || ':' || s.month || ':' || s.xmin::text, ','
          order by s.gas_station_id, s.month)
        from service_monthly_stats s
        where s.gas_station_id in (select id from scope)
          and s.month between ${firstMonth}::date and ${lastMonth}::date),
      (select version::text from data_versions where table_name = 'cre_prices')
    )) as version`.execute(db);
  return result.rows[0]!.version;
}
