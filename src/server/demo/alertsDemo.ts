// The alerts part of the demo: a few rules of the main customer, owned by its editor, that fire
// on the real price history, and their alerts as the evaluation after each of the history's
// last 30 days would have left them (opened and resolved on their days, the last ones open),
// so 'Alertas' has real alerts on first start.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { replayIntoAlerts } from '../modules/alerts';
import { DEMO_CUSTOMERS } from './demoDataSet';

export const DEMO_ALERT_RULES = [
  {
    name: 'Un competidor movió su precio 0.30 o más',
    condition_kind: 'competitor_move' as const,
    parameters: { fuels: ['regular', 'premium', 'diesel'], min_change: 0.3 },
    severity: 'warning' as const,
  },
  {
    name: 'Dejamos de ser la más barata en regular',
    condition_kind: 'not_cheapest' as const,
    parameters: { fuels: ['regular'] },
    severity: 'info' as const,
  },
];

export async function loadAlertsDemo(
  db: Kysely<Database>,
  ownerEmail = 'editor@demo.surtidor.mx',
): Promise<number> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('legal_name', '=', DEMO_CUSTOMERS[0]!.legal_name)
    .executeTakeFirstOrThrow();
  const [owner, stations] = await Promise.all([
    db.selectFrom('users').select('id').where('email', '=', ownerEmail).executeTakeFirst(),
    db
      .selectFrom('gas_stations')
      .select('id')
      .where('customer_id', '=', customer.id)
      .orderBy('id')
      .execute(),
  ]);
  if (stations.length === 0) return 0;
  let alerts = 0;
  for (const rule of DEMO_ALERT_RULES) {
    const row = await db
      .insertInto('alert_rules')
      .values({
        customer_id: customer.id,
        owner_id: owner?.id ?? null,
        name: rule.name,
        condition_kind: rule.condition_kind,
        parameters: JSON.stringify(rule.parameters),
        severity: rule.severity,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alert_rule_stations')
      .values(stations.map((s) => ({ rule_id: row.id, gas_station_id: s.id })))
      .execute();
    alerts += await replayIntoAlerts(db, row.id);
  }
  return alerts;
}
