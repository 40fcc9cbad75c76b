// The alert rules' store: a rule read back with its stations (by name, ignoring case), its
// condition and its running silences only; the rules a viewer sees (every station of the
// scope theirs, a kind their flags show), of one station, newest first, a page at a time;
// replacing a rule resolves the alerts it no longer stands behind; a silence ends once.
import type { Kysely } from 'kysely';
import type { AlertRuleInput } from '@/api/generated/alerts.gen';
import type { Database } from '@/server/db/schema';
import {
  endSilence,
  insertRule,
  insertSilence,
  listVisibleRules,
  loadRules,
  replaceRule,
  ruleVisibleTo,
} from '@/server/modules/alerts/ruleStore';
import type { Viewer } from '@/server/modules/alerts/visibility';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let db: Kysely<Database>;
let customer: number;
let owner: number;
/** Stations named so that their ids, their bytes and their letters sort differently. */
let zeta: number;
let beta: number;
let alfa: number;

const input = (stations: number[], overrides: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  name: '  Movimiento  ',
  gas_station_ids: stations,
  condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.3 },
  severity: 'warning',
  channels: ['in_app', 'email'],
  enabled: true,
  ...overrides,
});
const viewer = (stationIds: number[] | null, kinds: Viewer['kinds'] = null): Viewer => ({
  userId: owner,
  stationIds,
  kinds,
});

beforeAll(async () => {
  s = await startTestServer({ demo: false });
  db = s.db;
  customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Reglas', legal_name: 'Reglas SA' })
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
  zeta = await station('zeta');
  beta = await station('Beta');
  alfa = await station('alfa');
  owner = (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        name: 'Dueña de reglas',
        username: 'duena-reglas',
        email: 'duena@reglas.mx',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => s.close());

it('reads a rule back with its stations by name, its condition and its owner', async () => {
  const id = await insertRule(db, input([zeta, beta, alfa]), customer, owner);
  const [rule] = await loadRules(db, [id]);
  expect(rule).toMatchObject({
    id,
    name: 'Movimiento',
    owner: { id: owner, name: 'Dueña de reglas' },
    gas_stations: [
      { id: alfa, name: 'alfa' },
      { id: beta, name: 'Beta' },
      { id: zeta, name: 'zeta' },
    ],
    condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.3 },
    severity: 'warning',
    channels: ['in_app', 'email'],
    enabled: true,
    silences: [],
  });
  // In the order asked for, an unknown id left out.
  const other = await insertRule(db, input([alfa]), customer, owner);
  expect((await loadRules(db, [other, 999_999, id])).map((r) => r.id)).toEqual([other, id]);
});

describe('the rules a viewer sees', () => {
  let both: number;
  let onlyAlfa: number;
  let service: number;
  let withZeta: number;
  beforeAll(async () => {
    await db.deleteFrom('alert_rules').where('customer_id', '=', customer).execute();
    both = await insertRule(db, input([alfa, beta]), customer, owner);
    onlyAlfa = await insertRule(db, input([alfa]), customer, owner);
    service = await insertRule(
      db,
      input([beta], { condition: { kind: 'service_under_goal', metric: 'inmediatez' } }),
      customer,
      owner,
    );
    withZeta = await insertRule(db, input([alfa, zeta]), customer, owner);
  });

  it('lists only rules whose every station is theirs, newest first, with the total', async () => {
    const page = await listVisibleRules(db, viewer([alfa, beta]), {});
    expect(page.items.map((r) => r.id)).toEqual([service, onlyAlfa, both]);
    expect(page.total).toBe(3);
    // Administrators see every station's.
    expect((await listVisibleRules(db, viewer(null), {})).total).toBe(4);
    expect(await ruleVisibleTo(db, viewer([alfa, beta]), withZeta)).toBe(false);
    expect(await ruleVisibleTo(db, viewer([alfa, zeta]), withZeta)).toBe(true);
    expect(await ruleVisibleTo(db, viewer(null), 999_999)).toBe(false);
  });

  it('pages and filters by station', async () => {
    const first = await listVisibleRules(db, viewer([alfa, beta]), { items: 2 });
    expect(first.items.map((r) => r.id)).toEqual([service, onlyAlfa]);
    expect(first.total).toBe(3);
    const ofBeta = await listVisibleRules(db, viewer([alfa, beta]), { gas_station_id: beta });
    expect(ofBeta.items.map((r) => r.id)).toEqual([service, both]);
    expect(ofBeta.total).toBe(2);
  });

  it('leaves out the kinds the viewer’s flags do not show', async () => {
    const prices = viewer([alfa, beta], ['competitor_move']);
    expect((await listVisibleRules(db, prices, {})).items.map((r) => r.id)).toEqual([
      onlyAlfa,
      both,
    ]);
    expect(await ruleVisibleTo(db, prices, service)).toBe(false);
  });
});

describe('replacing a rule', () => {
  const openAlert = async (rule: number, station: number, subject: string) =>
    (
      await db
        .insertInto('alerts')
        .values({
          rule_id: rule,
          gas_station_id: station,
          severity: 'warning',
          subject_key: subject,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const states = async (rule: number) =>
    (
      await db
        .selectFrom('alerts')
        .select(['gas_station_id', 'state'])
        .where('rule_id', '=', rule)
        .orderBy('id')
        .execute()
    ).map((a) => [a.gas_station_id, a.state]);

  it('is refused for a rule that is gone', async () => {
    expect(await replaceRule(db, 999_999, input([alfa]), customer, owner)).toBe(false);
  });

  it('resolves the alerts of the stations a narrower scope leaves out', async () => {
    const rule = await insertRule(db, input([alfa, beta]), customer, owner);
    await openAlert(rule, alfa, 'a');
    await openAlert(rule, beta, 'b');
    expect(await replaceRule(db, rule, input([alfa], { name: 'Solo alfa' }), customer, owner)).toBe(
      true,
    );
    expect(await states(rule)).toEqual([
      [alfa, 'open'],
      [beta, 'resolved'],
    ]);
    const [saved] = await loadRules(db, [rule]);
    expect(saved).toMatchObject({ name: 'Solo alfa', gas_stations: [{ id: alfa }] });
    const transitions = await db
      .selectFrom('alert_transitions')
      .select(['to_state', 'user_id'])
      .where(
        'alert_id',
        'in',
        (await db.selectFrom('alerts').select('id').where('rule_id', '=', rule).execute()).map(
          (a) => a.id,
        ),
      )
      .execute();
    expect(transitions).toEqual([{ to_state: 'resolved', user_id: owner }]);
  });

  it('resolves every alert when its condition changes or it is disabled', async () => {
    const changed = await insertRule(db, input([alfa]), customer, owner);
    await openAlert(changed, alfa, 'a');
    await replaceRule(
      db,
      changed,
      input([alfa], {
        condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.5 },
      }),
      customer,
      owner,
    );
    expect(await states(changed)).toEqual([[alfa, 'resolved']]);

    const disabled = await insertRule(db, input([alfa]), customer, owner);
    await openAlert(disabled, alfa, 'a');
    await replaceRule(db, disabled, input([alfa], { enabled: false }), customer, owner);
    expect(await states(disabled)).toEqual([[alfa, 'resolved']]);

    // The same condition, scope and state: its alerts stand.
    const same = await insertRule(db, input([alfa]), customer, owner);
    await openAlert(same, alfa, 'a');
    await replaceRule(db, same, input([alfa], { severity: 'critical' }), customer, owner);
    expect(await states(same)).toEqual([[alfa, 'open']]);
  });
});

it('shows a running silence until it is ended, once', async () => {
  const rule = await insertRule(db, input([alfa]), customer, owner);
  const until = new Date(Date.now() + 3_600_000);
  const silence = await insertSilence(db, rule, {
    until,
    reason: 'Mantenimiento',
    createdBy: owner,
  });
  const [silenced] = await loadRules(db, [rule]);
  expect(silenced!.silences).toEqual([
    expect.objectContaining({
      id: silence,
      ends_at: until.toISOString(),
      reason: 'Mantenimiento',
      created_by: { id: owner, name: 'Dueña de reglas' },
    }),
  ]);
  const other = await insertRule(db, input([alfa]), customer, owner);
  expect(await endSilence(db, other, silence)).toBe(false);
  expect(await endSilence(db, rule, silence)).toBe(true);
  expect(await endSilence(db, rule, silence)).toBe(false);
  expect((await loadRules(db, [rule]))[0]!.silences).toEqual([]);
});
