// The daily digest: opting in keeps a per-user schedule of the job mechanism; an occurrence
// plans one e-mail (once) listing the alerts of the last 24 hours of the rules the user follows,
// silenced ones left out, and nothing for a user who cannot see their station.
import { readOutbox } from '@/server/mail/outboxMailer';
import { outboxDirOf } from '@/server/mail';
import { reconcileRule } from '@/server/modules/alerts/evaluate';
import {
  digestAlerts,
  digestMessage,
  digestScheduleName,
  planDigest,
} from '@/server/modules/alerts/digest';
import { deliverAlertNotice } from '@/server/modules/alerts/notices';
import { startTestServer, type TestServer } from '../../../support/testServer';

let s: TestServer;
let stationId: number;
let editorId: number;
let outsiderId: number;
let token: string;
const compose = { digest: digestMessage };

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('editor@demo.surtidor.mx');
  const editor = await s.db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  editorId = editor.id;
  stationId = (
    await s.db
      .selectFrom('user_gas_stations')
      .select('gas_station_id')
      .where('user_id', '=', editorId)
      .orderBy('gas_station_id')
      .executeTakeFirstOrThrow()
  ).gas_station_id;
  outsiderId = (
    await s.db
      .insertInto('users')
      .values({
        name: 'Sin estación',
        email: 'fuera-digest@example.com',
        username: 'fuera-digest',
        password_hash: 'x',
        customer_id: editor.customer_id,
        user_role_id: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await s.db
    .insertInto('alert_notification_settings')
    .values({ user_id: outsiderId, digest: true })
    .execute();
});
afterAll(() => s.close());

async function ruleWithAlert(name: string, silenced = false): Promise<number> {
  const res = await s.post(
    '/api/alert_rules',
    {
      name,
      gas_station_ids: [stationId],
      severity: 'critical',
      channels: ['in_app'],
      enabled: true,
      condition: { kind: 'connector_failing', hours: 2 },
    },
    token,
  );
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  if (silenced) {
    const silence = await s.post(
      `/api/alert_rules/${id}/silences`,
      { until: new Date(Date.now() + 3600_000).toISOString() },
      token,
    );
    expect(silence.statusCode).toBe(201);
  }
  await reconcileRule(s.db, { id, severity: 'critical' }, [
    { gasStationId: stationId, subjectKey: 'connector', details: {} },
  ]);
  return id;
}

it('keeps a schedule per opted-in user in the zone of their first station', async () => {
  const on = await s.put(
    '/api/alert_notification_settings',
    { quiet_hours: { start: '22:00', end: '07:00' }, digest: true, digest_time: '07:30' },
    token,
  );
  expect(on.statusCode).toBe(200);
  expect(on.json()).toEqual({
    quiet_hours: { start: '22:00', end: '07:00' },
    digest: true,
    digest_time: '07:30',
  });
  const schedule = await s.db
    .selectFrom('job_schedules')
    .selectAll()
    .where('name', '=', digestScheduleName(editorId))
    .executeTakeFirstOrThrow();
  expect(schedule).toMatchObject({ queue: 'alerts-digest', per_occurrence: true });
  expect(schedule.cadence).toMatchObject({ daily_at: '07:30' });

  const same = await s.put(
    '/api/alert_notification_settings',
    { quiet_hours: { start: '07:00', end: '07:00' }, digest: true, digest_time: '07:30' },
    token,
  );
  expect(same.statusCode).toBe(400);
  expect(same.json().message).toMatch(/distinta/);
});

it('mails the last day of followed alerts, once per occurrence, silenced ones left out', async () => {
  await ruleWithAlert('Conector caído (resumen)');
  await ruleWithAlert('Regla silenciada (resumen)', true);
  const occurrence = new Date(Date.now() + 60_000);
  const listed = await digestAlerts(
    s.db,
    editorId,
    new Date(occurrence.getTime() - 86_400_000),
    occurrence,
  );
  expect(listed.map((a) => a.rule_name)).toContain('Conector caído (resumen)');
  expect(listed.map((a) => a.rule_name)).not.toContain('Regla silenciada (resumen)');

  const planned = await planDigest(s.db, editorId, occurrence);
  expect(planned.status).toBe('planned');
  expect(await planDigest(s.db, editorId, occurrence)).toEqual({ status: 'planned_before' });
  const before = (await readOutbox(outboxDirOf(s.config))).length;
  expect(await deliverAlertNotice(s.db, s.config, planned.deliveryId!, 1, compose)).toMatchObject({
    status: 'sent',
  });
  const [mail] = (await readOutbox(outboxDirOf(s.config))).slice(before);
  expect(mail).toMatchObject({
    to: ['editor@demo.surtidor.mx'],
    subject: 'Resumen diario de alertas: 1 alerta',
  });
  const message = await digestMessage(
    s.db,
    {
      user_id: editorId,
      recipient_name: 'Editor',
      address: 'editor@demo.surtidor.mx',
      period_start: new Date(occurrence.getTime() - 86_400_000),
      period_end: occurrence,
    },
    'https://surtidor.example',
  );
  const text = message!.lines.join('\n');
  expect(text).toContain('Conector caído (resumen)');
  expect(text).toContain('Crítica');
  expect(text).not.toContain('Regla silenciada (resumen)');
});

it('sends no digest to a user who cannot see the station of the alerts', async () => {
  const ruleId = await ruleWithAlert('Regla ajena (resumen)');
  await s.db
    .insertInto('alert_subscriptions')
    .values({ rule_id: ruleId, user_id: outsiderId, channels: ['email'] })
    .execute();
  const planned = await planDigest(s.db, outsiderId, new Date(Date.now() + 60_000));
  expect(await deliverAlertNotice(s.db, s.config, planned.deliveryId!, 1, compose)).toEqual({
    status: 'skipped',
    reason: 'Sin alertas en el periodo',
  });
});

it("lists no alert of a kind the user's screen flags do not show", async () => {
  await ruleWithAlert('Conector de Settings (resumen)');
  const period = [new Date(Date.now() - 86_400_000), new Date(Date.now() + 60_000)] as const;
  const names = async () => (await digestAlerts(s.db, editorId, ...period)).map((a) => a.rule_name);
  expect(await names()).toContain('Conector de Settings (resumen)');
  // Without the settings flag the connector's alerts are not the editor's to read.
  await s.db
    .updateTable('user_permissions')
    .set({ settings: false })
    .where('user_id', '=', editorId)
    .execute();
  try {
    expect(await names()).not.toContain('Conector de Settings (resumen)');
  } finally {
    await s.db
      .updateTable('user_permissions')
      .set({ settings: true })
      .where('user_id', '=', editorId)
      .execute();
  }
});

it('removes the schedule when the digest is turned off', async () => {
  await s.put(
    '/api/alert_notification_settings',
    { quiet_hours: null, digest: false, digest_time: '07:30' },
    token,
  );
  const schedule = await s.db
    .selectFrom('job_schedules')
    .select('name')
    .where('name', '=', digestScheduleName(editorId))
    .executeTakeFirst();
  expect(schedule).toBeUndefined();
});
