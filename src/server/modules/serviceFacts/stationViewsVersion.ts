// The version of the data the views over a user's stations read for a period, in one
// statement, without anything written to keep it (writers pay nothing): Home's overview
// (agency/handlers.ts) and the Dashboard's service charts (serviceMetrics/handlers.ts), which
// read a subset of the overview's data. For each small table, the rows read are summed up as
// their count and the set of their xmin (the transaction that last wrote a row): a committed
// insert or update, by any node or by hand, brings a transaction id that no row of that set had
// (ids are not reused), and a delete alone lowers the count. Each table's rows are chosen by the
// user, the period and the rows of the tables before it (the user's stations, their customers,
// rivals and goals, the goals' stations, the period's monthly service figures), so a change of
// which rows are chosen shows one level up. The user's stations are chosen by the one rule of
// who sees what (access/stationVisibility.ts), the very query the views read them with, and are
// counted by their ids as well: a link swapped for another in one transaction changes which
// stations are seen, not their count nor, when one writer made them, their xmin. cre_prices is
// too large for that (a digest of the latest prices would cost as much as reading them): its
// version is the one its statement trigger bumps (migration 0024). The version changes exactly
// when a writer commits.
import { sql, type Kysely } from 'kysely';
import { scopeToUser } from '../../access/stationVisibility';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { rowsVersion } from '../../shared/rowsVersion';

/** Months are 'YYYY-MM-01'; the figures read are those of [firstMonth, lastMonth]. */
export async function stationViewsVersion(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  firstMonth: string,
  lastMonth: string,
): Promise<string> {
  const seen = scopeToUser(
    db
      .selectFrom('gas_stations')
      .select(['gas_stations.id', 'gas_stations.customer_id', sql`gas_stations.xmin`.as('xmin')]),
    user,
  );
  const result = await sql<{ version: string }>`
    with scope as (${seen}),
    customer_rows as (
      select xmin from customers where id in (select customer_id from scope)
    ),
    rival_rows as (
      select xmin from gas_station_rivals where gas_station_id in (select id from scope)
    ),
    goal_rows as (
      select id, xmin from goals where customer_id in (select customer_id from scope)
    ),
    goal_station_rows as (
      select xmin from goal_gas_stations where goal_id in (select id from goal_rows)
    ),
    figure_rows as (
      select xmin from service_monthly_stats
      where gas_station_id in (select id from scope)
        and month between ${firstMonth}::date and ${lastMonth}::date
    )
    select md5(concat_ws('|',
      (select string_agg(id::text, ',' order by id) from scope),
      ${rowsVersion('scope')}, ${rowsVersion('customer_rows')},
      ${rowsVersion('rival_rows')}, ${rowsVersion('goal_rows')},
      ${rowsVersion('goal_station_rows')}, ${rowsVersion('figure_rows')},
      (select version::text from data_versions where table_name = 'cre_prices')
    )) as version`.execute(db);
  return result.rows[0]!.version;
}
