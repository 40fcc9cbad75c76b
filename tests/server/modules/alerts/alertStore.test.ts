// The alerts' store: the alerts a viewer sees (their stations, the kinds their flags show) with
// each filter, newest first, a page at a time; the unread count (open and not silenced); and
// acknowledging, which changes an open alert once, even when two ask at the same time, and
// records who did it.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  acknowledge,
  alertVisibleTo,
  countUnread,
  listVisibleAlerts,
  loadAlertDetail,
  loadAlerts,
} from '@/server/modules/alerts/alertStore';
import type { Viewer } from '@/server/modules/alerts/visibility';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let db: Kysely<Database>;
let user: number;
let alfa: number;
let beta: number;
let prices: number;
let service: number;
/** Alerts by name, opened a minute apart in this order. */
const ids: Record<string, number> = {};

const viewer = (stationIds: number[] | null, kinds: Viewer['kinds'] = null): Viewer => ({
  userId: user,
  stationIds,
  kinds,
});
const listed = async (v: Viewer, query: Parameters<typeof listVisibleAlerts>[2] = {}) => {
  const page = await listVisibleAlerts(db, v, query);
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return { names: page.items.map((a) => names[a.id]), total: page.total };
};

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  const customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Alertas', legal_name: 'Alertas SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission: `PL/${name}/EXP/ES/2026` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  alfa = await station('Alfa');
  beta = await station('Beta');
  user = (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        name: 'Gerente',
        username: 'gerente-alertas',
        email: 'gerente@alertas.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const rule = async (name: string, kind: 'competitor_move' | 'service_under_goal') =>
    (
      await db
        .insertInto('alert_rules')
        .values({ customer_id: customer, name, condition_kind: kind, severity: 'warning' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  prices = await rule('Precios', 'competitor_move');
  service = await rule('Servicio', 'service_under_goal');
  const start = Date.parse('2030-05-01T12:00:00Z');
  const alerts: [string, number, number, 'info' | 'critical', 'open' | 'resolved', boolean][] = [
    ['alfaPrice', prices, alfa, 'info', 'open', false],
    ['betaPrice', prices, beta, 'critical', 'open', false],
    ['alfaService', service, alfa, 'critical', 'open', false],
    ['alfaSilenced', prices, alfa, 'info', 'open', true],
    ['alfaResolved', prices, alfa, 'critical', 'resolved', false],
  ];
  for (const [i, [name, ruleId, stationId, severity, state, silenced]] of alerts.entries()) {
    ids[name] = (
      await db
        .insertInto('alerts')
        .values({
          rule_id: ruleId,
          gas_station_id: stationId,
          subject_key: name,
          severity,
          state,
          silenced,
          opened_at: new Date(start + i * 60_000),
          resolved_at: state === 'resolved' ? new Date(start + i * 60_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => s.close());

it('lists the alerts of the viewer’s stations, newest first, a page at a time', async () => {
  expect(await listed(viewer([alfa]))).toEqual({
    names: ['alfaResolved', 'alfaSilenced', 'alfaService', 'alfaPrice'],
    total: 4,
  });
  expect(await listed(viewer(null), { items: 2 })).toEqual({
    names: ['alfaResolved', 'alfaSilenced'],
    total: 5,
  });
  expect(await alertVisibleTo(db, viewer([alfa]), ids.betaPrice!)).toBe(false);
  expect(await alertVisibleTo(db, viewer([beta]), ids.betaPrice!)).toBe(true);
});

it('filters by state, severity, station and rule, and by the kinds the viewer may see', async () => {
  expect((await listed(viewer(null), { state: 'resolved' })).names).toEqual(['alfaResolved']);
  expect((await listed(viewer(null), { severity: 'critical', state: 'open' })).names).toEqual([
    'alfaService',
    'betaPrice',
  ]);
  expect((await listed(viewer(null), { gas_station_id: beta })).names).toEqual(['betaPrice']);
  expect((await listed(viewer([alfa]), { rule_id: service })).names).toEqual(['alfaService']);
  const pricesOnly = viewer(null, ['competitor_move']);
  expect((await listed(pricesOnly, { gas_station_id: alfa })).names).toEqual([
    'alfaResolved',
    'alfaSilenced',
    'alfaPrice',
  ]);
  expect(await alertVisibleTo(db, pricesOnly, ids.alfaService!)).toBe(false);
});

it('counts as unread the open alerts not silenced that the viewer sees', async () => {
  expect(await countUnread(db, viewer(null))).toBe(3);
  expect(await countUnread(db, viewer([alfa]))).toBe(2);
  expect(await countUnread(db, viewer([alfa], ['competitor_move']))).toBe(1);
});

it('acknowledges an open alert once, even asked twice at once, and records who did', async () => {
  const id = ids.betaPrice!;
  const outcomes = await Promise.all([acknowledge(db, id, user), acknowledge(db, id, user)]);
  expect([...outcomes].sort()).toEqual(['acknowledged', 'already']);
  expect(await acknowledge(db, id, user)).toBe('already');
  expect(await acknowledge(db, ids.alfaResolved!, user)).toBe('resolved');
  expect(await acknowledge(db, 999_999, user)).toBe('not_found');
  const detail = (await loadAlertDetail(db, id))!;
  expect(detail.alert).toMatchObject({
    state: 'acknowledged',
    rule: { id: prices, name: 'Precios', kind: 'competitor_move' },
    gas_station: { id: beta, name: 'Beta' },
    acknowledged_by: { id: user, name: 'Gerente' },
  });
  expect(detail.transitions).toEqual([
    expect.objectContaining({
      from_state: 'open',
      to_state: 'acknowledged',
      user: { id: user, name: 'Gerente' },
    }),
  ]);
  expect(await countUnread(db, viewer([beta]))).toBe(0);
  expect(await loadAlertDetail(db, 999_999)).toBeNull();
  expect((await loadAlerts(db, [ids.alfaPrice!, 999_999, id])).map((a) => a.id)).toEqual([
    ids.alfaPrice,
    id,
  ]);
});
