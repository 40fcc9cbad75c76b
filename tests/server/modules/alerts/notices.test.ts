// Alert notices by e-mail and WhatsApp: an alert that opens unsilenced queues its planning, which
// makes one delivery per recipient and channel (the owner by the rule's channels, subscribers
// by theirs, only users who may see the station), once however often it runs; each delivery
// goes through the one mailer or the WhatsApp outbox, is retried on a passing failure and
// fails for good on the last attempt; quiet hours delay it (critical alerts excepted); a
// silenced rule sends nothing.
import { readOutbox } from '@/server/mail/outboxMailer';
import { outboxDirOf } from '@/server/mail';
import { readWhatsappOutbox, whatsappOutboxDirOf } from '@/server/delivery';
import { PermanentJobError } from '@/server/jobs/queue';
import { reconcileRule } from '@/server/modules/alerts/evaluate';
import { digestMessage } from '@/server/modules/alerts/digest';
import {
  ALERTS_DELIVER_QUEUE,
  ALERTS_NOTIFY_QUEUE,
  deliverAlertNotice,
  planAlertNotices,
} from '@/server/modules/alerts/notices';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let stationId: number;
let editorId: number;
let visorId: number;
let outsiderId: number;
let editorToken: string;
let visorToken: string;

const compose = { digest: digestMessage };

async function userId(email: string): Promise<number> {
  const row = await s.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  s = await startTestServer();
  editorToken = await s.login('editor@demo.surtidor.mx');
  visorToken = await s.login('visor@demo.surtidor.mx');
  editorId = await userId('editor@demo.surtidor.mx');
  visorId = await userId('visor@demo.surtidor.mx');
  const station = await s.db
    .selectFrom('user_gas_stations')
    .select('gas_station_id')
    .where('user_id', '=', editorId)
    .orderBy('gas_station_id')
    .executeTakeFirstOrThrow();
  stationId = station.gas_station_id;
  await s.db
    .insertInto('user_gas_stations')
    .values({ user_id: visorId, gas_station_id: stationId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await s.db
    .updateTable('users')
    .set({ telephone: '5512345678' })
    .where('id', '=', editorId)
    .execute();
  // The rules here watch the connector, Settings' data: the visor is given that flag (the
  // last test takes it away again).
  await setVisorSettings(true);
  const customer = await s.db
    .selectFrom('users')
    .select('customer_id')
    .where('id', '=', editorId)
    .executeTakeFirstOrThrow();
  // A user of the same customer without that station.
  const outsider = await s.db
    .insertInto('users')
    .values({
      name: 'Sin estación',
      email: 'fuera@example.com',
      username: 'fuera',
      password_hash: 'x',
      customer_id: customer.customer_id,
      user_role_id: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  outsiderId = outsider.id;
});
afterAll(() => s.close());

async function setVisorSettings(settings: boolean): Promise<void> {
  await s.db
    .updateTable('user_permissions')
    .set({ settings })
    .where('user_id', '=', visorId)
    .execute();
}

let ruleSeq = 0;
async function createRule(
  body: Record<string, unknown> = {},
): Promise<{ id: number; severity: 'info' | 'warning' | 'critical' }> {
  const severity = (body.severity as 'info' | 'warning' | 'critical') ?? 'warning';
  const res = await s.post(
    '/api/alert_rules',
    {
      name: `Aviso ${++ruleSeq}`,
      gas_station_ids: [stationId],
      severity,
      channels: ['in_app', 'email', 'whatsapp'],
      enabled: true,
      condition: { kind: 'connector_failing', hours: 2 },
      ...body,
    },
    editorToken,
  );
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, severity };
}

/** Opens one alert of the rule (as an evaluation would) and returns its id. */
async function openAlert(rule: { id: number; severity: 'info' | 'warning' | 'critical' }) {
  await reconcileRule(s.db, rule, [
    { gasStationId: stationId, subjectKey: 'connector', details: { error: 'HTTP 500' } },
  ]);
  const alert = await s.db
    .selectFrom('alerts')
    .select('id')
    .where('rule_id', '=', rule.id)
    .where('state', '<>', 'resolved')
    .executeTakeFirstOrThrow();
  return alert.id;
}

const deliveriesOf = (alertId: number) =>
  s.db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where('alert_id', '=', alertId)
    .orderBy('user_id')
    .orderBy('channel')
    .execute();

const jobsOf = (queue: string, key: string) =>
  s.db.selectFrom('jobs').selectAll().where('queue', '=', queue).where('key', '=', key).execute();

it('plans one delivery per recipient and channel, once, for users who see the station', async () => {
  const rule = await createRule();
  // The visor subscribes by e-mail; the outsider's subscription (written directly: the API
  // would not find the rule for them) must not reach them.
  const sub = await s.put(
    `/api/alert_rules/${rule.id}/subscription`,
    { channels: ['email'] },
    visorToken,
  );
  expect(sub.statusCode).toBe(200);
  expect(sub.json()).toMatchObject({ channels: ['email'], owner: false, chosen: true });
  await s.db
    .insertInto('alert_subscriptions')
    .values({ rule_id: rule.id, user_id: outsiderId, channels: ['email', 'whatsapp'] })
    .execute();

  const alertId = await openAlert(rule);
  expect(await jobsOf(ALERTS_NOTIFY_QUEUE, `${ALERTS_NOTIFY_QUEUE}:${alertId}`)).toHaveLength(1);

  expect(await planAlertNotices(s.db, alertId)).toEqual({ planned: 3, status: 'planned' });
  expect(await planAlertNotices(s.db, alertId)).toEqual({ planned: 0, status: 'planned' });
  const deliveries = await deliveriesOf(alertId);
  expect(deliveries.map((d) => [d.user_id, d.channel, d.status])).toEqual(
    [
      [editorId, 'email', 'queued'],
      [editorId, 'whatsapp', 'queued'],
      [visorId, 'email', 'queued'],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
  expect(deliveries.some((d) => d.user_id === outsiderId)).toBe(false);
  for (const d of deliveries) {
    expect(await jobsOf(ALERTS_DELIVER_QUEUE, `${ALERTS_DELIVER_QUEUE}:${d.id}`)).toHaveLength(1);
  }

  // Sending: the mails reach the outbox, the WhatsApp message the WhatsApp outbox.
  const mailsBefore = (await readOutbox(outboxDirOf(s.config))).length;
  for (const d of deliveries) {
    expect(await deliverAlertNotice(s.db, s.config, d.id, 1, compose)).toMatchObject({
      status: 'sent',
    });
  }
  const mails = (await readOutbox(outboxDirOf(s.config))).slice(mailsBefore);
  expect(mails).toHaveLength(2);
  expect(JSON.stringify(mails)).toContain(`Aviso ${ruleSeq}`);
  const whatsapp = await readWhatsappOutbox(whatsappOutboxDirOf(s.config));
  const last = whatsapp[whatsapp.length - 1]!;
  expect(last).toMatchObject({ to: '525512345678', template: 'alert', file: null });
  expect(last.templateParameters[1]).toContain(`Aviso ${ruleSeq}`);
  expect(last.text).toContain('Último error: HTTP 500');
  // Sent once: running a delivery's job again sends nothing more.
  expect(await deliverAlertNotice(s.db, s.config, deliveries[0]!.id, 2, compose)).toEqual({
    status: 'sent',
  });
});

it('retries a passing mail failure and fails the delivery on the last attempt', async () => {
  const rule = await createRule({ channels: ['email'] });
  const alertId = await openAlert(rule);
  await planAlertNotices(s.db, alertId);
  const [d] = await deliveriesOf(alertId);
  const down = { ...s.config, smtpUrl: 'smtp://127.0.0.1:9' };
  await expect(deliverAlertNotice(s.db, down, d!.id, 1, compose)).rejects.not.toBeInstanceOf(
    PermanentJobError,
  );
  let row = (await deliveriesOf(alertId))[0]!;
  expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  expect(row.error).toMatch(/servidor de correo/);
  await expect(deliverAlertNotice(s.db, down, d!.id, 5, compose)).rejects.toBeInstanceOf(
    PermanentJobError,
  );
  row = (await deliveriesOf(alertId))[0]!;
  expect(row).toMatchObject({ status: 'failed', attempts: 2 });
});

it('sends nothing for a silenced rule, nor after a silence that began meanwhile', async () => {
  const silencedRule = await createRule();
  const silence = await s.post(
    `/api/alert_rules/${silencedRule.id}/silences`,
    { until: new Date(Date.now() + 3600_000).toISOString() },
    editorToken,
  );
  expect(silence.statusCode).toBe(201);
  const silencedAlert = await openAlert(silencedRule);
  expect(await jobsOf(ALERTS_NOTIFY_QUEUE, `${ALERTS_NOTIFY_QUEUE}:${silencedAlert}`)).toHaveLength(
    0,
  );
  expect(await planAlertNotices(s.db, silencedAlert)).toMatchObject({ planned: 0 });
  expect(await deliveriesOf(silencedAlert)).toEqual([]);

  const rule = await createRule({ channels: ['email'] });
  const alertId = await openAlert(rule);
  await planAlertNotices(s.db, alertId);
  await s.post(
    `/api/alert_rules/${rule.id}/silences`,
    { until: new Date(Date.now() + 3600_000).toISOString() },
    editorToken,
  );
  const [d] = await deliveriesOf(alertId);
  expect(await deliverAlertNotice(s.db, s.config, d!.id, 1, compose)).toEqual({
    status: 'skipped',
    reason: 'La regla está silenciada',
  });
});

it('holds a notice until the quiet hours end in the station zone, except a critical one', async () => {
  const zone = await s.db
    .selectFrom('gas_stations')
    .select('time_zone')
    .where('id', '=', stationId)
    .executeTakeFirstOrThrow();
  // A window around now in the station's zone: from an hour ago to two hours ahead.
  const local = (offsetHours: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone.time_zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.now() + offsetHours * 3600_000));
  const settings = await s.put(
    '/api/alert_notification_settings',
    { quiet_hours: { start: local(-1), end: local(2) }, digest: false, digest_time: '08:00' },
    editorToken,
  );
  expect(settings.statusCode).toBe(200);
  try {
    const warning = await createRule({ channels: ['email'] });
    const warningAlert = await openAlert(warning);
    await planAlertNotices(s.db, warningAlert);
    const [held] = await deliveriesOf(warningAlert);
    const wait = held!.not_before.getTime() - Date.now();
    expect(wait).toBeGreaterThan(110 * 60_000);
    expect(wait).toBeLessThanOrEqual(120 * 60_000);
    const [job] = await jobsOf(ALERTS_DELIVER_QUEUE, `${ALERTS_DELIVER_QUEUE}:${held!.id}`);
    expect(job!.run_at.getTime()).toBe(held!.not_before.getTime());

    const critical = await createRule({ channels: ['email'], severity: 'critical' });
    const criticalAlert = await openAlert(critical);
    await planAlertNotices(s.db, criticalAlert);
    const [now] = await deliveriesOf(criticalAlert);
    expect(Math.abs(now!.not_before.getTime() - Date.now())).toBeLessThan(60_000);
  } finally {
    const cleared = await s.put(
      '/api/alert_notification_settings',
      { quiet_hours: null, digest: false, digest_time: '08:00' },
      editorToken,
    );
    expect(cleared.statusCode).toBe(200);
  }
});

it('lets a user choose channels per rule and refuses a rule they cannot see', async () => {
  const rule = await createRule({ channels: ['in_app', 'email'] });
  const own = await s.get(`/api/alert_rules/${rule.id}/subscription`, editorToken);
  expect(own.json()).toEqual({
    rule_id: rule.id,
    channels: ['email'],
    rule_channels: ['in_app', 'email'],
    owner: true,
    chosen: false,
  });
  const off = await s.put(
    `/api/alert_rules/${rule.id}/subscription`,
    { channels: [] },
    editorToken,
  );
  expect(off.json()).toMatchObject({ channels: [], chosen: true });
  const alertId = await openAlert(rule);
  expect(await planAlertNotices(s.db, alertId)).toEqual({ planned: 0, status: 'no_recipients' });

  const missing = await s.get('/api/alert_rules/999999/subscription', editorToken);
  expect(missing.statusCode).toBe(404);
});

it("goes back to the rule's default channels: the owner's, the rule's; anybody else's, none", async () => {
  const rule = await createRule({ channels: ['in_app', 'email', 'whatsapp'] });
  const url = `/api/alert_rules/${rule.id}/subscription`;
  // The owner chose e-mail only, then goes back to the rule's channels.
  expect((await s.put(url, { channels: ['email'] }, editorToken)).json()).toMatchObject({
    channels: ['email'],
    chosen: true,
  });
  const back = await s.delete(url, editorToken);
  expect(back.statusCode).toBe(200);
  expect(back.json()).toEqual({
    rule_id: rule.id,
    channels: ['email', 'whatsapp'],
    rule_channels: ['in_app', 'email', 'whatsapp'],
    owner: true,
    chosen: false,
  });
  expect((await s.get(url, editorToken)).json()).toMatchObject({ chosen: false });
  // Again: nothing left to forget, the same answer.
  expect((await s.delete(url, editorToken)).json()).toEqual(back.json());

  // Another user who subscribed goes back to no notices outside the app; the owner's choice
  // is untouched by it.
  await s.put(url, { channels: ['whatsapp'] }, editorToken);
  expect((await s.put(url, { channels: ['email'] }, visorToken)).statusCode).toBe(200);
  expect((await s.delete(url, visorToken)).json()).toEqual({
    rule_id: rule.id,
    channels: [],
    rule_channels: ['in_app', 'email', 'whatsapp'],
    owner: false,
    chosen: false,
  });
  expect((await s.get(url, editorToken)).json()).toMatchObject({
    channels: ['whatsapp'],
    chosen: true,
  });
  const rows = await s.db
    .selectFrom('alert_subscriptions')
    .select('user_id')
    .where('rule_id', '=', rule.id)
    .execute();
  expect(rows.map((r) => r.user_id)).toEqual([editorId]);

  expect((await s.delete('/api/alert_rules/999999/subscription', editorToken)).statusCode).toBe(
    404,
  );
});

it("sends no notice of a kind the user's screen flags do not show, planned or already queued", async () => {
  const rule = await createRule({ channels: ['in_app', 'email'] });
  const url = `/api/alert_rules/${rule.id}/subscription`;
  expect((await s.put(url, { channels: ['email'] }, visorToken)).statusCode).toBe(200);
  const first = await openAlert(rule);
  await planAlertNotices(s.db, first);
  const queued = (await deliveriesOf(first)).find((d) => d.user_id === visorId)!;
  expect(queued).toMatchObject({ status: 'queued' });
  try {
    // Without the settings flag the connector's alerts are not the visor's any more: the
    // queued notice is skipped, the rule is not found, and the next alert plans none for them.
    await setVisorSettings(false);
    expect(await deliverAlertNotice(s.db, s.config, queued.id, 1, compose)).toMatchObject({
      status: 'skipped',
    });
    expect((await deliveriesOf(first)).find((d) => d.id === queued.id)?.error).toBe(
      'El usuario ya no puede ver la estación o este tipo de alerta',
    );
    expect((await s.get(url, visorToken)).statusCode).toBe(404);
    await reconcileRule(s.db, rule, []);
    const second = await openAlert(rule);
    await planAlertNotices(s.db, second);
    expect((await deliveriesOf(second)).map((d) => d.user_id)).toEqual([editorId]);
  } finally {
    await setVisorSettings(true);
  }
});
