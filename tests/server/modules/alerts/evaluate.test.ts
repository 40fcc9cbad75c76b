// The alert lifecycle as evaluations drive it: a condition that holds opens one alert per rule
// and subject, seeing it again keeps that alert, acknowledging it records who, it resolves by
// itself once the condition clears, and holding again later opens a new episode. Two
// evaluations at once (two connections on PostgreSQL: two nodes) never open an alert twice.
// Silenced rules open silenced alerts and announce nothing; unsilenced openings are announced
// on the alerts channel.
import { sql } from 'kysely';
import { ADMIN_CONDITION_KINDS } from '@/lib/alerts/conditionKinds';
import { evaluateAlertRules, ALERTS_CHANNEL, parseNotice } from '@/server/modules/alerts';
import { reconcileRule } from '@/server/modules/alerts/evaluate';
import { openPostgres } from '@/server/db/database';
import { itOnPostgres } from '../../../support/databaseKind';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let stationId: number;
let ownPlace: number;
let rivalPlace: number;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('editor@demo.surtidor.mx');
  const rival = await s.db
    .selectFrom('gas_station_rivals as r')
    .innerJoin('gas_stations as g', 'g.id', 'r.gas_station_id')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select(['r.gas_station_id', 'r.cre_place_id', 'g.cre_place_id as own'])
    .where('r.cre_place_id', 'is not', null)
    .where('g.cre_place_id', 'is not', null)
    .where('c.name', '=', 'Grupo Surtidor Demo')
    .orderBy('r.gas_station_id')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  stationId = rival.gas_station_id;
  rivalPlace = rival.cre_place_id!;
  ownPlace = rival.own!;
});
afterAll(() => s.close());

/** Sets one place's regular price on a day past every stored one (later days win). */
async function price(placeId: number, date: string, value: number) {
  await sql`insert into cre_prices (place_id, fuel, price_date, price)
    values (${placeId}, 'regular', ${date}::date, ${value})
    on conflict (place_id, fuel, price_date) do update set price = excluded.price`.execute(s.db);
}

async function createRule(body: Record<string, unknown>): Promise<number> {
  const res = await s.post(
    '/api/alert_rules',
    {
      name: 'Regla',
      gas_station_ids: [stationId],
      severity: 'warning',
      channels: ['in_app'],
      enabled: true,
      ...body,
    },
    token,
  );
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const alertsOf = (ruleId: number) =>
  s.db.selectFrom('alerts').selectAll().where('rule_id', '=', ruleId).orderBy('id').execute();

describe('one alert per rule, station and subject', () => {
  it('opens the same subject once at each station and resolves each on its own', async () => {
    const stations = await s.db
      .selectFrom('gas_stations as g')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .select('g.id')
      .where('c.name', '=', 'Grupo Surtidor Demo')
      .orderBy('g.id')
      .limit(2)
      .execute();
    const [a, b] = stations.map((row) => row.id);
    const ruleId = await createRule({
      gas_station_ids: [a, b],
      condition: { kind: 'not_cheapest', fuels: ['regular'] },
    });
    const rule = { id: ruleId, severity: 'warning' as const };
    const at = (gasStationId: number) => ({
      gasStationId,
      subjectKey: 'fuel:regular',
      details: {},
    });

    expect(await reconcileRule(s.db, rule, [at(a!), at(b!)])).toEqual({ opened: 2, resolved: 0 });
    expect(await reconcileRule(s.db, rule, [at(a!), at(b!)])).toEqual({ opened: 0, resolved: 0 });
    // Station b clears: only its alert resolves.
    expect(await reconcileRule(s.db, rule, [at(a!)])).toEqual({ opened: 0, resolved: 1 });
    const alerts = await alertsOf(ruleId);
    expect(alerts.map((x) => [x.gas_station_id, x.subject_key, x.state])).toEqual([
      [a, 'fuel:regular', 'open'],
      [b, 'fuel:regular', 'resolved'],
    ]);
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });
});

describe('price rules', () => {
  it('opens, keeps, acknowledges, resolves and reopens as a new episode', async () => {
    const ruleId = await createRule({
      condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.3 },
    });
    await price(rivalPlace, '2090-01-01', 23.0);
    await price(rivalPlace, '2090-01-02', 22.5);
    const first = await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] });
    expect(first).toMatchObject({ date: '2090-01-02', opened: 1, resolved: 0 });
    let alerts = await alertsOf(ruleId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      gas_station_id: stationId,
      subject_key: `rival:${rivalPlace}:regular`,
      state: 'open',
      silenced: false,
    });
    expect(alerts[0]!.details).toMatchObject({ price: 22.5, previous_price: 23, change: -0.5 });

    // Seen again: the same alert.
    const again = await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] });
    expect(again).toMatchObject({ opened: 0, resolved: 0 });
    expect(await alertsOf(ruleId)).toHaveLength(1);

    const id = alerts[0]!.id;
    const ack = await s.post(`/api/alerts/${id}/acknowledge`, undefined, token);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().alert).toMatchObject({
      state: 'acknowledged',
      acknowledged_by: { name: 'Eduardo Editor' },
    });

    // The next day it did not move: the alert resolves by itself.
    await price(rivalPlace, '2090-01-03', 22.5);
    expect(await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })).toMatchObject({
      date: '2090-01-03',
      opened: 0,
      resolved: 1,
    });
    const detail = (await s.get(`/api/alerts/${id}`, token)).json();
    expect(detail.alert.state).toBe('resolved');
    expect(
      detail.transitions.map(
        (t: { from_state: string | null; to_state: string; user: unknown }) => [
          t.from_state,
          t.to_state,
          t.user === null ? null : 'user',
        ],
      ),
    ).toEqual([
      [null, 'open', null],
      ['open', 'acknowledged', 'user'],
      ['acknowledged', 'resolved', null],
    ]);
    expect((await s.post(`/api/alerts/${id}/acknowledge`, undefined, token)).statusCode).toBe(409);

    // It moves again: a new episode, a new alert.
    await price(rivalPlace, '2090-01-04', 23.1);
    expect(await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })).toMatchObject({
      opened: 1,
    });
    alerts = await alertsOf(ruleId);
    expect(alerts.map((a) => a.state)).toEqual(['resolved', 'open']);
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });

  it('tells when the own station stops being the cheapest, and when it is cheapest again', async () => {
    const ruleId = await createRule({ condition: { kind: 'not_cheapest', fuels: ['regular'] } });
    await price(ownPlace, '2090-02-01', 22.0);
    await price(rivalPlace, '2090-02-01', 21.8);
    expect(await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })).toMatchObject({
      opened: 1,
    });
    expect((await alertsOf(ruleId))[0]!.details).toMatchObject({
      own_price: 22,
      cheapest: { place_id: rivalPlace, price: 21.8 },
    });
    await price(ownPlace, '2090-02-02', 21.5);
    await price(rivalPlace, '2090-02-02', 21.8);
    expect(await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })).toMatchObject({
      resolved: 1,
    });
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });

  it('never opens the same alert twice when evaluations run at once', async () => {
    const ruleId = await createRule({
      condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
    });
    await price(rivalPlace, '2090-03-01', 20.0);
    await price(rivalPlace, '2090-03-02', 21.0);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })),
    );
    expect(runs.reduce((n, r) => n + r.opened, 0)).toBe(1);
    const alerts = await alertsOf(ruleId);
    expect(alerts).toHaveLength(1);
    const transitions = await s.db
      .selectFrom('alert_transitions')
      .select('to_state')
      .where('alert_id', '=', alerts[0]!.id)
      .execute();
    expect(transitions).toEqual([{ to_state: 'open' }]);
    // And resolving at once resolves (and records) once.
    await price(rivalPlace, '2090-03-03', 21.0);
    const resolving = await Promise.all(
      Array.from({ length: 4 }, () => evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })),
    );
    expect(resolving.reduce((n, r) => n + r.resolved, 0)).toBe(1);
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });

  itOnPostgres('never opens the same alert twice from two nodes on one PostgreSQL', async () => {
    const other = await openPostgres(s.databaseUrl!, 4);
    try {
      const ruleId = await createRule({
        condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
      });
      await price(rivalPlace, '2090-06-01', 20.0);
      await price(rivalPlace, '2090-06-02', 20.7);
      const runs = await Promise.all(
        [s.db, other.db, s.db, other.db].map((db) =>
          evaluateAlertRules(db, 'prices', { ruleIds: [ruleId] }),
        ),
      );
      expect(runs.reduce((n, r) => n + r.opened, 0)).toBe(1);
      expect(await alertsOf(ruleId)).toHaveLength(1);
      await s.delete(`/api/alert_rules/${ruleId}`, token);
    } finally {
      await other.close();
    }
  });

  it('announces an opened alert on the alerts channel, and a silenced one not at all', async () => {
    const notices: string[] = [];
    const stop = await s.listen(ALERTS_CHANNEL, (payload) => notices.push(payload));
    try {
      const loud = await createRule({
        condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
      });
      const quiet = await createRule({
        condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
      });
      const until = new Date(Date.now() + 3_600_000).toISOString();
      const silence = await s.post(
        `/api/alert_rules/${quiet}/silences`,
        { until, reason: 'obra' },
        token,
      );
      expect(silence.statusCode).toBe(201);
      await price(rivalPlace, '2090-04-01', 20.0);
      await price(rivalPlace, '2090-04-02', 20.5);
      await evaluateAlertRules(s.db, 'prices', { ruleIds: [loud, quiet] });
      const [loudAlert] = await alertsOf(loud);
      const [quietAlert] = await alertsOf(quiet);
      expect(quietAlert).toMatchObject({ silenced: true, state: 'open' });
      const deadline = Date.now() + 5000;
      while (notices.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(notices.map(parseNotice)).toEqual([
        {
          event: 'alert_opened',
          id: loudAlert!.id,
          rule_id: loud,
          gas_station_id: stationId,
          severity: 'warning',
        },
      ]);
      // Silenced alerts are not unread. (The demo's compliance alerts are of kinds only
      // administrators see: this editor does not.)
      const unread = (await s.get('/api/alerts/unread_count', token)).json().count as number;
      const openLoud = await s.db
        .selectFrom('alerts')
        .innerJoin('alert_rules', 'alert_rules.id', 'alerts.rule_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('alerts.state', '=', 'open')
        .where('alerts.silenced', '=', false)
        .where('alert_rules.condition_kind', 'not in', ADMIN_CONDITION_KINDS)
        .executeTakeFirstOrThrow();
      expect(unread).toBe(Number(openLoud.n));
      await s.delete(`/api/alert_rules/${loud}`, token);
      await s.delete(`/api/alert_rules/${quiet}`, token);
    } finally {
      await stop();
    }
  });

  it('resolves the alerts of a rule that is disabled', async () => {
    const body = {
      name: 'Regla',
      gas_station_ids: [stationId],
      severity: 'warning',
      channels: ['in_app'],
      condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.1 },
    };
    const ruleId = await createRule(body);
    await price(rivalPlace, '2090-05-01', 20.0);
    await price(rivalPlace, '2090-05-02', 20.5);
    await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] });
    const saved = await s.put(`/api/alert_rules/${ruleId}`, { ...body, enabled: false }, token);
    expect(saved.statusCode).toBe(200);
    expect((await alertsOf(ruleId)).map((a) => a.state)).toEqual(['resolved']);
    expect(await evaluateAlertRules(s.db, 'prices', { ruleIds: [ruleId] })).toMatchObject({
      rules: 0,
      opened: 0,
    });
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });
});

describe('many alerts at once', () => {
  it('refreshes the statistics of the alerts table before recording a mass opening', async () => {
    const rule = await createRule({ condition: { kind: 'connector_failing', hours: 2 } });
    await sql`analyze alerts`.execute(s.db);
    const firings = Array.from({ length: 600 }, (_, i) => ({
      gasStationId: stationId,
      subjectKey: `connector:${i}`,
      details: {},
    }));
    const { opened } = await reconcileRule(s.db, { id: rule, severity: 'warning' }, firings);
    expect(opened).toBe(600);
    // What the planner believes the table holds: stale, each transition's foreign-key check
    // would scan the whole table.
    const { rows } = await sql<{ reltuples: number }>`
      select reltuples::float8 as reltuples from pg_class where relname = 'alerts'`.execute(s.db);
    const { rows: count } = await sql<{ n: number }>`
      select count(*)::int as n from alerts`.execute(s.db);
    expect(rows[0]!.reltuples).toBe(count[0]!.n);
    const transitions = await s.db
      .selectFrom('alert_transitions as t')
      .innerJoin('alerts as a', 'a.id', 't.alert_id')
      .where('a.rule_id', '=', rule)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(transitions.n)).toBe(600);
  });
});

describe('operations rules', () => {
  it('opens when the connector has failed for the hours given and resolves on success', async () => {
    const ruleId = await createRule({ condition: { kind: 'connector_failing', hours: 2 } });
    const system = await s.db
      .selectFrom('volumetric_systems')
      .select(['id', 'volumetric_supplier_id'])
      .executeTakeFirst();
    if (!system) throw new Error('the demo has no volumetric system');
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await s.db
      .deleteFrom('volumetric_station_syncs')
      .where('gas_station_id', '=', stationId)
      .execute();
    await s.db
      .insertInto('volumetric_station_syncs')
      .values({
        gas_station_id: stationId,
        volumetric_system_id: system.id,
        last_success_at: hoursAgo(1),
        last_error_at: hoursAgo(0.5),
        last_error: 'HTTP 500',
      })
      .execute();
    expect(await evaluateAlertRules(s.db, 'operations', { ruleIds: [ruleId], now })).toMatchObject({
      opened: 0,
    });
    await s.db
      .updateTable('volumetric_station_syncs')
      .set({ last_success_at: hoursAgo(3) })
      .where('gas_station_id', '=', stationId)
      .execute();
    expect(await evaluateAlertRules(s.db, 'operations', { ruleIds: [ruleId], now })).toMatchObject({
      opened: 1,
    });
    expect((await alertsOf(ruleId))[0]!.details).toMatchObject({
      last_error: 'HTTP 500',
      hours: 2,
      volumetric_system_id: system.id,
      volumetric_supplier_id: system.volumetric_supplier_id,
    });
    await s.db
      .updateTable('volumetric_station_syncs')
      .set({ last_success_at: now })
      .where('gas_station_id', '=', stationId)
      .execute();
    expect(await evaluateAlertRules(s.db, 'operations', { ruleIds: [ruleId], now })).toMatchObject({
      resolved: 1,
    });
    await s.delete(`/api/alert_rules/${ruleId}`, token);
  });
});
