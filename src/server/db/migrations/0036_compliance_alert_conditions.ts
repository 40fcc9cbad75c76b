// Alerts: the SAT compliance conditions (a daily report missing by a set hour, a balance or
// ticket difference beyond its threshold, the monthly report due soon and not yet clean) join
// the CHECK of alert_rules.condition_kind.
// Never edit this file once it has landed: add a new numbered migration instead.
import { sql, type Kysely } from 'kysely';

const BEFORE = sql`'competitor_move', 'not_cheapest', 'most_expensive', 'connector_failing',
  'delivery_failed', 'competitor_price_flagged', 'feed_ticket_mismatch', 'service_under_goal'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alert_rules drop constraint alert_rules_condition_kind_check`.execute(db);
  await sql`alter table alert_rules add constraint alert_rules_condition_kind_check
    check (condition_kind in (${BEFORE}, 'compliance_report_missing', 'compliance_mismatch',
      'compliance_monthly_due'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from alert_rules where condition_kind in ('compliance_report_missing',
    'compliance_mismatch', 'compliance_monthly_due')`.execute(db);
  await sql`alter table alert_rules drop constraint alert_rules_condition_kind_check`.execute(db);
  await sql`alter table alert_rules add constraint alert_rules_condition_kind_check
    check (condition_kind in (${BEFORE}))`.execute(db);
}
