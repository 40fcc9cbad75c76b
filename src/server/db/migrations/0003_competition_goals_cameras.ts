// Competitors of each station, goals (the ten business goal types plus the four
// service-metric goals the dashboard markers read) and the cameras that report service events.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

/** Allowed goals.metric values; documented in openapi/src/dashboard.yaml (GoalMetric). */
export const GOAL_METRICS_0003 = [
  'total_sales',
  'cash_sales',
  'credit_sales',
  'average_ticket',
  'average_service_time',
  'gas_station_conversion',
  'quick_gas',
  'price_vs_competition',
  'recurrence_percentage',
  'total_recurrences',
  'immeadiacy',
  'prompt_service',
  'service_time_gas',
  'service_time_diesel',
] as const;

const metricList = sql.join(GOAL_METRICS_0003.map((m) => sql.lit(m)));

const statements = [
  // A competitor is a regulator place (cre_place_id, soft link like gas_stations.cre_place_id:
  // the catalogue is replaced by imports) watched by one of our stations, under an alias.
  sql`create table gas_station_rivals (
    id integer generated always as identity primary key,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    cre_place_id integer not null,
    permission text not null,
    name text not null,
    address text,
    color text check (color is null or color ~ '^#[0-9A-Fa-f]{6}$'),
    created_at timestamptz not null default now(),
    constraint gas_station_rivals_station_place_key unique (gas_station_id, cre_place_id)
  )`,
  sql`create index gas_station_rivals_cre_place_id_idx on gas_station_rivals (cre_place_id)`,

  // A goal covers either one ISO week ('2026-W07') or an explicit date range, never both.
  sql`create table goals (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    metric text not null check (metric in (${metricList})),
    quantity numeric(14, 3) not null check (quantity >= 0),
    assigned_user_id integer references users (id) on delete set null,
    week text check (week is null or week ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$'),
    start_date date,
    end_date date,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint goals_period_check check (
      (week is not null and start_date is null and end_date is null)
      or (week is null and start_date is not null and end_date is not null
          and end_date >= start_date)
    )
  )`,
  sql`create index goals_customer_metric_idx on goals (customer_id, metric)`,
  sql`create table goal_gas_stations (
    goal_id integer not null references goals (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    primary key (goal_id, gas_station_id)
  )`,
  sql`create index goal_gas_stations_station_idx on goal_gas_stations (gas_station_id)`,

  // Only the SHA-256 of a camera key is kept (shown once on creation), like session tokens.
  sql`create table cameras (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    gas_station_id integer references gas_stations (id) on delete set null,
    name text not null,
    serial text,
    license text,
    key_hash text not null,
    key_last4 text not null,
    status_online boolean not null default false,
    last_seen_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint cameras_key_hash_key unique (key_hash)
  )`,
  sql`create index cameras_customer_id_idx on cameras (customer_id)`,
  sql`create index cameras_gas_station_id_idx on cameras (gas_station_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cameras', 'goal_gas_stations', 'goals', 'gas_station_rivals']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
