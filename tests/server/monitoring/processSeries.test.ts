// The counters move where the event happens: a sent, retried or given-up message (delivery's
// sendRecorded), an evaluation of the alert rules, a report render given up.
import { evaluateAlertRules } from '@/server/modules/alerts';
import { renderHandler } from '@/server/modules/reportRequests';
import { sendRecorded } from '@/server/delivery';
import { processRegistry } from '@/server/monitoring/processSeries';
import type { JobContext } from '@/server/jobs/queue';
import { startTestServer, type TestServer } from '../../support/testServer';
import { sampleValue } from '../../support/prometheusText';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const count = async (name: string, labels: Record<string, string>) =>
  sampleValue(await processRegistry.metrics(), name, labels) ?? 0;

async function alertDelivery(): Promise<number> {
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  const start = new Date(Date.now() - Math.floor(Math.random() * 1e9));
  const row = await server.db
    .insertInto('alert_deliveries')
    .values({
      user_id: user.id,
      kind: 'digest',
      channel: 'email',
      recipient_name: 'Admin',
      address: 'admin@demo.surtidor.mx',
      period_start: start,
      period_end: new Date(start.getTime() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('counts messages sent, to be retried and given up, by purpose and channel', async () => {
  const labels = (outcome: string) => ({ purpose: 'alert', channel: 'email', outcome });
  const before = {
    sent: await count('surtidor_deliveries_total', labels('sent')),
    retry: await count('surtidor_deliveries_total', labels('retry')),
    failed: await count('surtidor_deliveries_total', labels('failed')),
  };
  const message = {
    recipientName: 'Admin',
    address: 'admin@demo.surtidor.mx',
    subject: 'Resumen',
    lines: ['Hola'],
  };
  const delivery = async (attempt: number) => ({
    table: 'alert_deliveries' as const,
    id: await alertDelivery(),
    channel: 'email' as const,
    attempts: 0,
    attempt,
    maxAttempts: 3,
    fallbackReason: 'No se envió',
  });
  await sendRecorded(server.db, server.config, await delivery(1), message);
  const aborted = AbortSignal.abort(new Error('stopped'));
  await expect(
    sendRecorded(server.db, server.config, await delivery(1), message, aborted),
  ).rejects.toThrow();
  await expect(
    sendRecorded(server.db, server.config, await delivery(3), message, aborted),
  ).rejects.toThrow();
  expect(await count('surtidor_deliveries_total', labels('sent'))).toBe(before.sent + 1);
  expect(await count('surtidor_deliveries_total', labels('retry'))).toBe(before.retry + 1);
  expect(await count('surtidor_deliveries_total', labels('failed'))).toBe(before.failed + 1);
});

it('counts the evaluations of the alert rules by family', async () => {
  const labels = { family: 'operations' };
  const before = await count('surtidor_alert_evaluations_total', labels);
  await evaluateAlertRules(server.db, 'operations');
  expect(await count('surtidor_alert_evaluations_total', labels)).toBe(before + 1);
});

it('counts a report render given up, by origin', async () => {
  const labels = { origin: 'requested', outcome: 'failed' };
  const before = await count('surtidor_report_renders_total', labels);
  const ctx = {
    db: server.db,
    config: server.config,
    log: server.app.log,
    job: { id: 1, queue: 'reports-render', key: null, attempt: 1, payload: {} },
    signal: new AbortController().signal,
  } as unknown as JobContext;
  // No such request: a permanent failure, given up at once.
  await expect(renderHandler({ requestId: 2_000_000_000 }, ctx)).rejects.toThrow();
  expect(await count('surtidor_report_renders_total', labels)).toBe(before + 1);
});
