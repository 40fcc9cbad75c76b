// Alerts: the remaining condition kinds (a competitor's price flagged stale or a placeholder,
// the feed's price against the sales tickets' price, service under its goal) join the CHECK of
// alert_rules.condition_kind. Service rules are evaluated as camera events arrive, at most once
// a minute per station: the ingest looks up whether this minute's evaluation job of the station
// was already enqueued (any state), which the partial index of live jobs cannot answer, so keyed
// jobs get an index on (queue, key).
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table alert_rules drop constraint alert_rules_condition_kind_check`,
  sql`alter table alert_rules add constraint alert_rules_condition_kind_check
    check (condition_kind in ('competitor_move', 'not_cheapest', 'most_expensive',
      'connector_failing', 'delivery_failed', 'competitor_price_flagged', 'feed_ticket_mismatch',
      'service_under_goal'))`,
  sql`create index jobs_queue_key_idx on jobs (queue, key) where key is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_queue_key_idx`.execute(db);
  await sql`delete from alert_rules where condition_kind in ('competitor_price_flagged',
    'feed_ticket_mismatch', 'service_under_goal')`.execute(db);
  await sql`alter table alert_rules drop constraint alert_rules_condition_kind_check`.execute(db);
  await sql`alter table alert_rules add constraint alert_rules_condition_kind_check
    check (condition_kind in ('competitor_move', 'not_cheapest', 'most_expensive',
      'connector_failing', 'delivery_failed'))`.execute(db);
}
