// The version of the data the views over a user's stations read for a period, in one
// statement, without anything written to keep it (writers pay nothing): Home's overview
// (agency/handlers.ts) and the Dashboard's service charts (serviceMetrics/handlers.ts), which
// read a subset of the overview's data. For each small table, the rows read are summed up as
// their count and the set of their xmin (the transaction that last wrote a row): a committed
// insert or update, by any node or by hand, brings a transaction id that no row of that set had
// (ids are not reused), and a delete alone lowers the count. Each table's rows are chosen by the
// user, the period and the rows of the tables before it (the user's stations, their customers,
// rivals and goals, the goals' stations, the period's monthly service figures), so a change of
// which rows are chosen shows one level up. cre_prices is too large for that (a digest of the
// latest prices would cost as much as reading them): its version is the one its statement
// trigger bumps (migration 0024). The version changes exactly when a writer commits.
import { sql, type Kysely } from 'kysely';
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
  const result = await sql<{ version: string }>`
    with links as (
      select gas_station_id, xmin from user_gas_stations
      where user_id = ${user.id} and not ${user.isAdmin}
    ),
    scope as (
      select id, customer_id, xmin from gas_stations
      where ${user.isAdmin} or id in (select gas_station_id from links)
    ),
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
      ${rowsVersion('links')}, ${rowsVersion('scope')}, ${rowsVersion('customer_rows')},
      ${rowsVersion('rival_rows')}, ${rowsVersion('goal_rows')},
      ${rowsVersion('goal_station_rows')}, ${rowsVersion('figure_rows')},
      (select version::text from data_versions where table_name = 'cre_prices')
    )) as version`.execute(db);
  return result.rows[0]!.version;
}
