// Alerts: rules (owner, scope of stations, condition kind and parameters, severity, channels),
// their silences, the alerts they raise and every transition of those alerts. An alert is one
// per rule, subject and episode: the partial unique index on alerts that are not resolved lets
// evaluations on several nodes upsert the same alert without ever opening it twice; once it
// resolves, the same subject may open a new episode (a new row).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table alert_rules (
    id integer generated always as identity primary key,
    customer_id integer not null references customers (id) on delete cascade,
    owner_id integer references users (id) on delete set null,
    name text not null,
    condition_kind text not null check (condition_kind in ('competitor_move', 'not_cheapest',
      'most_expensive', 'connector_failing', 'delivery_failed')),
    parameters jsonb not null default '{}'::jsonb,
    severity text not null check (severity in ('info', 'warning', 'critical')),
    channels text[] not null default '{in_app}'
      check (channels <@ array['in_app', 'email', 'whatsapp']::text[]),
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index alert_rules_customer_idx on alert_rules (customer_id)`,
  sql`create index alert_rules_kind_idx on alert_rules (condition_kind) where enabled`,

  sql`create table alert_rule_stations (
    rule_id integer not null references alert_rules (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    primary key (rule_id, gas_station_id)
  )`,
  sql`create index alert_rule_stations_station_idx on alert_rule_stations (gas_station_id)`,

  sql`create table alert_silences (
    id integer generated always as identity primary key,
    rule_id integer not null references alert_rules (id) on delete cascade,
    starts_at timestamptz not null default now(),
    ends_at timestamptz not null,
    reason text not null default '',
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    constraint alert_silences_period_check check (starts_at <= ends_at)
  )`,
  sql`create index alert_silences_rule_idx on alert_silences (rule_id, ends_at)`,

  sql`create table alerts (
    id integer generated always as identity primary key,
    rule_id integer not null references alert_rules (id) on delete cascade,
    gas_station_id integer not null references gas_stations (id) on delete cascade,
    subject_key text not null,
    severity text not null check (severity in ('info', 'warning', 'critical')),
    state text not null default 'open' check (state in ('open', 'acknowledged', 'resolved')),
    silenced boolean not null default false,
    details jsonb not null default '{}'::jsonb,
    opened_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    acknowledged_at timestamptz,
    acknowledged_by integer references users (id) on delete set null,
    resolved_at timestamptz
  )`,
  // One alert per rule and subject until it resolves: concurrent evaluations upsert into it.
  sql`create unique index alerts_active_key on alerts (rule_id, subject_key)
    where state <> 'resolved'`,
  sql`create index alerts_station_opened_idx on alerts (gas_station_id, opened_at desc, id desc)`,
  sql`create index alerts_opened_idx on alerts (opened_at desc, id desc)`,

  sql`create table alert_transitions (
    id integer generated always as identity primary key,
    alert_id integer not null references alerts (id) on delete cascade,
    from_state text check (from_state in ('open', 'acknowledged', 'resolved')),
    to_state text not null check (to_state in ('open', 'acknowledged', 'resolved')),
    user_id integer references users (id) on delete set null,
    at timestamptz not null default now()
  )`,
  sql`create index alert_transitions_alert_idx on alert_transitions (alert_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'alert_transitions',
    'alerts',
    'alert_silences',
    'alert_rule_stations',
    'alert_rules',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
