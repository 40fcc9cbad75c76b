// Rollups for chain scale: service visits per station and local day (with the day's waits
// counted by whole second, rounded up, so any Atención oportuna limit is answered exactly),
// sales tickets per station, local day, hour, product, payment type and shift, and traffic
// entries per station, local day and hour. They are kept in the same transaction as the rows
// they summarise (src/server/modules/shared/rollups.ts).
//
// Existing rows are not summarised here: a migration runs in one transaction, and a backfill
// in it would hold its locks for the whole run. The migration records one pending backfill per
// source with the highest id it must cover; `runRollupBackfill` (at start-up, and
// `node dist/server/cli.js migrate`) walks that id range in batches, each batch a
// short transaction that rebuilds the station-days its rows touch from the raw rows.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table service_daily_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    day date not null,
    arrivals integer not null default 0,
    attended integer not null default 0,
    wait_sum numeric not null default 0,
    -- Element i + 1: attended visits whose wait, rounded up to the second, is i (dense up to
    -- the longest wait of the day, at most WAIT_COUNT_MAX_SECONDS; longer waits only in wait_over).
    wait_counts integer[] not null default '{}',
    wait_over integer not null default 0,
    gas_services integer not null default 0,
    gas_seconds numeric not null default 0,
    diesel_services integer not null default 0,
    diesel_seconds numeric not null default 0,
    primary key (gas_station_id, day)
  )`,
  sql`create table sales_hourly_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    day date not null,
    hour smallint not null,
    product integer not null,
    payment_type integer not null,
    -- The station's shift holding the tickets' minute, 0 for none (rebuilt when shifts change).
    shift integer not null,
    tickets integer not null,
    liters numeric not null,
    amount numeric not null,
    primary key (gas_station_id, day, hour, product, payment_type, shift)
  )`,
  sql`create table traffic_hourly_stats (
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    day date not null,
    hour smallint not null,
    entries integer not null,
    primary key (gas_station_id, day, hour)
  )`,
  sql`create table rollup_backfills (
    source text primary key check (source in ('service_visits', 'sales_tickets', 'traffic_events')),
    -- Rows with id <= last_id are covered; next_id is the first id not yet rebuilt.
    last_id bigint not null,
    next_id bigint not null default 0,
    started_at timestamptz,
    finished_at timestamptz
  )`,
  sql`insert into rollup_backfills (source, last_id)
    select 'service_visits', coalesce(max(id), 0) from service_visits
    union all select 'sales_tickets', coalesce(max(id), 0) from sales_tickets
    union all select 'traffic_events', coalesce(max(id), 0) from traffic_events`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
