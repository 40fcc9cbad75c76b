// The service figures of the last hour, from vehicle visits, against the station's goals: exact
// numbers on hand-made visits (the Dashboard's definitions on a 60-minute window), and a
// service_under_goal rule evaluated for one station opening and later resolving its alert.
import { sql } from 'kysely';
import { evaluateAlertRules } from '@/server/modules/alerts';
import { loadServiceRows } from '@/server/modules/alerts/conditions/serviceRows';
import { startTestServer, type TestServer } from '../../../../support/testServer';

let s: TestServer;
let stationId: number;
let otherStation: number;
// Far past the demo's events, so the window holds only this test's visits.
const NOW = new Date('2030-01-15T18:00:00Z');
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const seconds = (at: Date, sec: number) => new Date(at.getTime() + sec * 1000);

beforeAll(async () => {
  s = await startTestServer();
  const station = await s.db
    .selectFrom('gas_stations as g')
    .innerJoin('cameras as c', 'c.gas_station_id', 'g.id')
    .innerJoin('customers as u', 'u.id', 'g.customer_id')
    .select(['g.id', 'g.customer_id', 'c.id as camera_id'])
    .where('u.name', '=', 'Grupo Surtidor Demo')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  otherStation = (
    await s.db
      .selectFrom('gas_stations')
      .select('id')
      .where('customer_id', '=', station.customer_id)
      .where('id', '<>', stationId)
      .executeTakeFirstOrThrow()
  ).id;
  const goals: [string, number][] = [
    ['immeadiacy', 60],
    ['prompt_service', 80],
    ['service_time_gas', 200],
  ];
  for (const [metric, quantity] of goals) {
    const goal = await s.db
      .insertInto('goals')
      .values({
        customer_id: station.customer_id,
        metric: metric as never,
        quantity,
        start_date: '2030-01-15',
        end_date: '2030-01-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('goal_gas_stations')
      .values({ goal_id: goal.id, gas_station_id: stationId })
      .execute();
  }
  const visit = (
    key: string,
    arrival: Date,
    wait: number | null,
    service: number | null,
    fuel: 'gasoline' | 'diesel' | null,
  ) => {
    const attention = wait === null ? null : seconds(arrival, wait);
    return {
      camera_id: station.camera_id,
      gas_station_id: stationId,
      visit_key: `alerts-${key}`,
      arrival_at: arrival,
      attention_at: attention,
      end_at: attention && service !== null ? seconds(attention, service) : null,
      fuel,
      month: '2030-01-01',
    };
  };
  await s.db
    .insertInto('service_visits')
    .values([
      visit('v1', minutes(-50), 30, 240, 'gasoline'),
      visit('v2', minutes(-40), 90, 100, 'gasoline'),
      visit('v3', minutes(-30), 10, 60, 'diesel'),
      // Arrived 30 s ago and waiting: its outcome is not known yet.
      visit('v4', seconds(NOW, -30), null, null, null),
      // Waiting for 5 minutes: already late.
      visit('v5', minutes(-5), null, null, null),
      // Arrived before the hour, its service ended in it.
      visit('v6', minutes(-70), 60, 780, 'gasoline'),
      // In the future of NOW: not seen.
      visit('v7', minutes(1), 5, 5, 'gasoline'),
    ])
    .execute();
});
afterAll(() => s.close());

it('measures the last 60 minutes as the Dashboard defines each metric', async () => {
  const rows = await loadServiceRows(s.db, [stationId, otherStation], NOW);
  const station = rows.stations.get(stationId)!;
  expect(Object.fromEntries(station.figures)).toEqual({
    inmediatez: { value: 43.3, vehicles: 3 },
    atencion_oportuna: { value: 50, vehicles: 4 },
    tiempo_servicio_gas: { value: 373.3, vehicles: 3 },
    tiempo_servicio_diesel: { value: 60, vehicles: 1 },
  });
  expect(Object.fromEntries(station.goals)).toEqual({
    inmediatez: 60,
    atencion_oportuna: 80,
    tiempo_servicio_gas: 200,
  });
  expect(rows.stations.get(otherStation)!.figures.size).toBe(0);
});

it('opens an alert for the evaluated station and resolves it once the hour has passed', async () => {
  const rule = await s.db
    .insertInto('alert_rules')
    .values({
      customer_id: (
        await s.db
          .selectFrom('gas_stations')
          .select('customer_id')
          .where('id', '=', stationId)
          .executeTakeFirstOrThrow()
      ).customer_id,
      name: 'Atención oportuna',
      condition_kind: 'service_under_goal',
      parameters: JSON.stringify({ metric: 'atencion_oportuna', min_vehicles: 4 }),
      severity: 'critical',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await s.db
    .insertInto('alert_rule_stations')
    .values([
      { rule_id: rule.id, gas_station_id: stationId },
      { rule_id: rule.id, gas_station_id: otherStation },
    ])
    .execute();
  // Another station's open alert of the rule is left alone by this station's evaluation.
  await sql`insert into alerts (rule_id, gas_station_id, subject_key, severity)
    values (${rule.id}, ${otherStation}, 'service:other', 'critical')`.execute(s.db);
  expect(
    await evaluateAlertRules(s.db, 'service', { now: NOW, stationIds: [stationId] }),
  ).toMatchObject({ rules: 1, opened: 1, resolved: 0 });
  const open = await s.db
    .selectFrom('alerts')
    .select(['gas_station_id', 'subject_key', 'state', 'details'])
    .where('rule_id', '=', rule.id)
    .orderBy('id')
    .execute();
  expect(open.map((a) => [a.gas_station_id, a.subject_key, a.state])).toEqual([
    [otherStation, 'service:other', 'open'],
    [stationId, 'service:atencion_oportuna', 'open'],
  ]);
  expect(open[1]!.details).toMatchObject({ value: 50, goal: 80, vehicles: 4 });
  expect(
    await evaluateAlertRules(s.db, 'service', { now: minutes(61), stationIds: [stationId] }),
  ).toMatchObject({ opened: 0, resolved: 1 });
  const states = await s.db
    .selectFrom('alerts')
    .select(['gas_station_id', 'state'])
    .where('rule_id', '=', rule.id)
    .orderBy('id')
    .execute();
  expect(states.map((a) => a.state)).toEqual(['open', 'resolved']);
});
