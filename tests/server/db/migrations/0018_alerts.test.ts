// Migration 0018: the constraints the alert evaluation relies on — one unresolved alert per rule
// and subject (a resolved one leaves room for the next episode), the lists of kinds, severities,
// states and channels, and deleting a rule taking its stations, silences and alerts with it.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let ruleId: number;
let stationId: number;
beforeAll(async () => {
  server = await startTestServer();
  const station = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  ruleId = (
    await server.db
      .insertInto('alert_rules')
      .values({
        customer_id: station.customer_id,
        name: 'Prueba',
        condition_kind: 'delivery_failed',
        severity: 'info',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await server.db
    .insertInto('alert_rule_stations')
    .values({ rule_id: ruleId, gas_station_id: stationId })
    .execute();
});
afterAll(() => server.close());

const open = (subject: string) =>
  server.db
    .insertInto('alerts')
    .values({ rule_id: ruleId, gas_station_id: stationId, subject_key: subject, severity: 'info' })
    .returning('id')
    .executeTakeFirstOrThrow();

it('keeps one unresolved alert per rule and subject, and lets a resolved one be followed', async () => {
  const first = await open('s1');
  await expect(open('s1')).rejects.toThrow(/alerts_active_key/);
  await server.db
    .updateTable('alerts')
    .set({ state: 'acknowledged' })
    .where('id', '=', first.id)
    .execute();
  await expect(open('s1')).rejects.toThrow(/alerts_active_key/);
  await server.db
    .updateTable('alerts')
    .set({ state: 'resolved', resolved_at: new Date() })
    .where('id', '=', first.id)
    .execute();
  await open('s1');
  await open('s2');
});

it('refuses values outside its lists', async () => {
  for (const statement of [
    sql`update alert_rules set condition_kind = 'stale_price' where id = ${ruleId}`,
    sql`update alert_rules set severity = 'fatal' where id = ${ruleId}`,
    sql`update alert_rules set channels = array['in_app', 'sms'] where id = ${ruleId}`,
    sql`update alerts set state = 'closed' where rule_id = ${ruleId}`,
    sql`insert into alert_silences (rule_id, starts_at, ends_at)
        values (${ruleId}, now(), now() - interval '1 hour')`,
  ]) {
    await expect(statement.execute(server.db)).rejects.toThrow(/check/);
  }
});

it('deletes a rule with its stations, silences, alerts and transitions', async () => {
  const [alert] = await server.db
    .selectFrom('alerts')
    .select('id')
    .where('rule_id', '=', ruleId)
    .execute();
  await server.db
    .insertInto('alert_transitions')
    .values({ alert_id: alert!.id, to_state: 'open' })
    .execute();
  await server.db
    .insertInto('alert_silences')
    .values({ rule_id: ruleId, ends_at: new Date(Date.now() + 60_000) })
    .execute();
  await server.db.deleteFrom('alert_rules').where('id', '=', ruleId).execute();
  for (const table of ['alert_rule_stations', 'alert_silences', 'alerts'] as const) {
    const left = await server.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('rule_id', '=', ruleId)
      .executeTakeFirstOrThrow();
    expect({ table, n: left.n }).toEqual({ table, n: 0 });
  }
  expect(
    await server.db
      .selectFrom('alert_transitions')
      .select('id')
      .where('alert_id', '=', alert!.id)
      .execute(),
  ).toEqual([]);
});
