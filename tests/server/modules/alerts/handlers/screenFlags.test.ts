// Alerts by screen flags: an alert and its rule carry the data of a screen (a service alert
// the Dashboard's service metrics, a price alert the Dashboard's fuel prices, a connector or
// delivery alert Settings'), so they are seen only with that screen's flags
// (CONDITION_FLAGS). A user with none of the alert flags (no permission object at all) is
// refused every alert operation (403), as the service metrics refuse them; a rule or alert of
// a kind the user's flags do not show is 404, as if it did not exist; writing a rule of such a
// kind is 403; a read-only role (Visor) reads but does not acknowledge, silence or edit.
import { sql } from 'kysely';
import {
  ALERT_FLAGS,
  CONDITION_FLAGS,
  CONDITION_KINDS,
  conditionKindsVisibleWith,
  type ScreenFlag,
} from '@/lib/alerts/conditionKinds';
import { startManagementServer, type ManagementServer } from '../../managementServer';

let s: ManagementServer;
let stationId: number;
let visorId: number;
let editorId: number;
const rules: Record<string, number> = {};
const alerts: Record<string, number> = {};

const CONDITIONS: Record<string, Record<string, unknown>> = {
  service_under_goal: { kind: 'service_under_goal', metric: 'inmediatez', min_vehicles: 5 },
  competitor_move: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.2 },
  feed_ticket_mismatch: {
    kind: 'feed_ticket_mismatch',
    fuels: ['regular'],
    min_change: 0.2,
    hours: 2,
  },
  connector_failing: { kind: 'connector_failing', hours: 2 },
  delivery_failed: { kind: 'delivery_failed' },
};

const ruleInput = (condition: Record<string, unknown>) => ({
  name: `Regla ${String(condition.kind)}`,
  gas_station_ids: [stationId],
  condition,
  severity: 'warning',
  channels: ['in_app'],
  enabled: true,
});

async function userId(email: string): Promise<number> {
  return (
    await s.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

async function setFlags(user: number, flags: Partial<Record<ScreenFlag, boolean>>) {
  await s.db.updateTable('user_permissions').set(flags).where('user_id', '=', user).execute();
}

beforeAll(async () => {
  s = await startManagementServer();
  visorId = await userId('visor@demo.surtidor.mx');
  editorId = await userId('editor@demo.surtidor.mx');
  stationId = (
    await s.db
      .selectFrom('user_gas_stations')
      .select('gas_station_id')
      .where('user_id', '=', visorId)
      .orderBy('gas_station_id')
      .executeTakeFirstOrThrow()
  ).gas_station_id;
  for (const [kind, condition] of Object.entries(CONDITIONS)) {
    const created = await s.post('/api/alert_rules', ruleInput(condition), s.tokens.editor);
    expect(created.statusCode).toBe(201);
    rules[kind] = created.json().id as number;
    const row = await sql<{ id: number }>`insert into alerts
      (rule_id, gas_station_id, subject_key, severity, details)
      values (${rules[kind]}, ${stationId}, 'prueba', 'warning',
        ${JSON.stringify({ value: 355.9, goal: 60, vehicles: 7 })}::jsonb)
      returning id`.execute(s.db);
    alerts[kind] = row.rows[0]!.id;
  }
});
afterAll(() => s.close());

const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

it('declares, for every set of flags, alerts open exactly to users who see some kind', () => {
  const flags: ScreenFlag[] = ['dashboard', 'files', 'vms', 'data', 'settings'];
  for (const isAdmin of [false, true]) {
    for (let mask = 0; mask < 1 << flags.length; mask++) {
      const held = Object.fromEntries(flags.map((f, i) => [f, (mask & (1 << i)) !== 0]));
      const seesSome = conditionKindsVisibleWith(held, isAdmin).length > 0;
      expect({ held, isAdmin, opened: ALERT_FLAGS.some((f) => held[f]) }).toEqual({
        held,
        isAdmin,
        opened: seesSome,
      });
    }
  }
  expect(conditionKindsVisibleWith(null, true)).toEqual([]);
  // The SAT compliance kinds are administrators' only (as the compliance screens).
  const all = Object.fromEntries(flags.map((f) => [f, true]));
  expect(conditionKindsVisibleWith(all, false)).not.toContain('compliance_mismatch');
  expect(conditionKindsVisibleWith(all, true)).toContain('compliance_mismatch');
  // Every kind needs at least one flag; price and service kinds the Dashboard's.
  expect(CONDITION_KINDS.filter((k) => CONDITION_FLAGS[k].length === 0)).toEqual([]);
  expect(CONDITION_FLAGS.competitor_move).toEqual(['dashboard']);
  expect(CONDITION_FLAGS.service_under_goal).toEqual(['dashboard']);
  expect(CONDITION_FLAGS.connector_failing).toEqual(['settings']);
});

it('refuses every alert operation to a user without a permission object (403)', async () => {
  const service = alerts.service_under_goal!;
  const rule = rules.service_under_goal!;
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/alerts/${service}`],
    ['GET', '/api/alerts'],
    ['GET', '/api/alerts/unread_count'],
    ['POST', `/api/alerts/${service}/acknowledge`],
    ['GET', '/api/alert_rules'],
    ['GET', `/api/alert_rules/${rule}`],
    ['GET', `/api/alert_rules/${rule}/subscription`],
    ['PUT', `/api/alert_rules/${rule}/subscription`, { channels: ['email'] }],
    ['GET', '/api/alert_notification_settings'],
  ];
  for (const [method, url, body] of calls) {
    const response = await s.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: `Bearer ${s.tokens.sinpermisos}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    expect({ method, url, status: response.statusCode, code: response.json().code }).toEqual({
      method,
      url,
      status: 403,
      code: 'forbidden',
    });
    expect(response.json().message).toBe('No tienes permisos para realizar esta acción');
  }
  const row = await s.db
    .selectFrom('alerts')
    .select('state')
    .where('id', '=', service)
    .executeTakeFirstOrThrow();
  expect(row.state).toBe('open');
});

it('shows Visor (dashboard, files) the service and price alerts only, read-only', async () => {
  const listed = idsOf((await s.get('/api/alerts?items=1000', s.tokens.visor)).json());
  expect(listed).toEqual(
    expect.arrayContaining([alerts.service_under_goal, alerts.competitor_move]),
  );
  for (const hidden of ['connector_failing', 'delivery_failed', 'feed_ticket_mismatch']) {
    expect({ hidden, listed: listed.includes(alerts[hidden]!) }).toEqual({
      hidden,
      listed: false,
    });
    expect((await s.get(`/api/alerts/${alerts[hidden]}`, s.tokens.visor)).statusCode).toBe(404);
    expect((await s.get(`/api/alert_rules/${rules[hidden]}`, s.tokens.visor)).statusCode).toBe(404);
    expect(
      (await s.get(`/api/alert_rules/${rules[hidden]}/subscription`, s.tokens.visor)).statusCode,
    ).toBe(404);
  }
  const service = await s.get(`/api/alerts/${alerts.service_under_goal}`, s.tokens.visor);
  expect(service.statusCode).toBe(200);
  expect(service.json().alert.details).toEqual({ value: 355.9, goal: 60, vehicles: 7 });
  const listedRules = idsOf((await s.get('/api/alert_rules?items=1000', s.tokens.visor)).json());
  expect(listedRules).toContain(rules.service_under_goal);
  expect(listedRules).not.toContain(rules.connector_failing);

  // Only the alerts it sees count as unread.
  const unread = (await s.get('/api/alerts/unread_count', s.tokens.visor)).json().count;
  const visible = (await s.get('/api/alerts?state=open&items=1000', s.tokens.visor)).json().total;
  expect(unread).toBe(visible);

  // Read-only: no acknowledging, silencing nor editing, even of what it sees.
  const writes: [string, string, unknown?][] = [
    ['POST', `/api/alerts/${alerts.service_under_goal}/acknowledge`],
    [
      'POST',
      `/api/alert_rules/${rules.service_under_goal}/silences`,
      { until: new Date(Date.now() + 3_600_000).toISOString() },
    ],
    [
      'PUT',
      `/api/alert_rules/${rules.service_under_goal}`,
      ruleInput(CONDITIONS.service_under_goal!),
    ],
    ['DELETE', `/api/alert_rules/${rules.service_under_goal}`],
  ];
  for (const [method, url, body] of writes) {
    const response = await s.inject({
      method: method as 'POST',
      url,
      headers: {
        authorization: `Bearer ${s.tokens.visor}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
  }
});

it('shows a user with the settings flag only the connector and delivery alerts', async () => {
  await setFlags(visorId, { dashboard: false, files: false, settings: true });
  try {
    const listed = idsOf((await s.get('/api/alerts?items=1000', s.tokens.visor)).json());
    expect(listed).toEqual(
      expect.arrayContaining([alerts.connector_failing, alerts.delivery_failed]),
    );
    expect(listed).not.toContain(alerts.service_under_goal);
    expect(
      (await s.get(`/api/alerts/${alerts.service_under_goal}`, s.tokens.visor)).statusCode,
    ).toBe(404);
    expect(
      (await s.get(`/api/alerts/${alerts.connector_failing}`, s.tokens.visor)).statusCode,
    ).toBe(200);
  } finally {
    await setFlags(visorId, { dashboard: true, files: true, settings: false });
  }
});

it("refuses an Editor a rule of a kind its flags do not show (403), and hides that kind's", async () => {
  await setFlags(editorId, { settings: false });
  try {
    for (const url of ['/api/alert_rules', '/api/alert_rules/preview']) {
      const body =
        url === '/api/alert_rules'
          ? ruleInput(CONDITIONS.connector_failing!)
          : { gas_station_ids: [stationId], condition: CONDITIONS.connector_failing };
      const refused = await s.post(url, body, s.tokens.editor);
      expect({ url, status: refused.statusCode, code: refused.json().code }).toEqual({
        url,
        status: 403,
        code: 'forbidden',
      });
    }
    // A price rule may not be turned into a connector rule either.
    const turned = await s.put(
      `/api/alert_rules/${rules.competitor_move}`,
      ruleInput(CONDITIONS.connector_failing!),
      s.tokens.editor,
    );
    expect(turned.statusCode).toBe(403);
    // The connector's rule and alert are not found; acknowledging it is not possible.
    expect(
      (
        await s.post(
          `/api/alerts/${alerts.connector_failing}/acknowledge`,
          undefined,
          s.tokens.editor,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await s.post(
          `/api/alert_rules/${rules.connector_failing}/silences`,
          { until: new Date(Date.now() + 3_600_000).toISOString() },
          s.tokens.editor,
        )
      ).statusCode,
    ).toBe(404);
    // What it sees it still acknowledges.
    const ack = await s.post(
      `/api/alerts/${alerts.competitor_move}/acknowledge`,
      undefined,
      s.tokens.editor,
    );
    expect(ack.statusCode).toBe(200);
  } finally {
    await setFlags(editorId, { settings: true });
  }
});
