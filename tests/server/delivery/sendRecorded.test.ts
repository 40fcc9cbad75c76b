// Sending one delivery row's message and recording the outcome on the row: sent with the
// provider's id; a passing failure counted, kept queued and rethrown for the runner; a final
// one (not retryable, or the queue's last attempt) marked failed with its Spanish reason.
import {
  readWhatsappOutbox,
  sendRecorded,
  whatsappOutboxDirOf,
  type RecordedDelivery,
} from '@/server/delivery';
import { PermanentJobError } from '@/server/jobs/queue';
import { startTestServer, type TestServer } from '../../support/testServer';

let s: TestServer;
let userId: number;
let period = 0;

beforeAll(async () => {
  s = await startTestServer();
  const user = await s.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => s.close());

/** A queued digest delivery (each its own period, as the table's key asks). */
async function queued(channel: 'email' | 'whatsapp', address: string, attempts = 0) {
  period += 1;
  const start = new Date(Date.UTC(2026, 0, period));
  const row = await s.db
    .insertInto('alert_deliveries')
    .values({
      kind: 'digest',
      user_id: userId,
      channel,
      recipient_name: 'Editor',
      address,
      period_start: start,
      period_end: new Date(start.getTime() + 86_400_000),
      attempts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const rowOf = (id: number) =>
  s.db
    .selectFrom('alert_deliveries')
    .select(['status', 'attempts', 'error', 'provider_message_id', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const delivery = (
  id: number,
  channel: 'email' | 'whatsapp',
  attempt = 1,
  attempts = 0,
): RecordedDelivery => ({
  table: 'alert_deliveries',
  id,
  channel,
  attempts,
  attempt,
  maxAttempts: 3,
  fallbackReason: 'No se pudo enviar el aviso',
});

const message = (address: string) => ({
  recipientName: 'Editor',
  address,
  subject: 'Resumen de alertas',
  lines: ['Sin alertas nuevas.'],
});

it('sends the message and records it sent with the provider id, counting the attempt', async () => {
  const id = await queued('whatsapp', '5512345678', 2);
  const result = await sendRecorded(
    s.db,
    s.config,
    delivery(id, 'whatsapp', 3, 2),
    message('5512345678'),
  );
  expect(result.status).toBe('sent');
  expect(result.providerMessageId).toEqual(expect.any(String));
  const row = await rowOf(id);
  expect(row).toMatchObject({
    status: 'sent',
    attempts: 3,
    error: null,
    provider_message_id: result.providerMessageId,
  });
  expect(row.sent_at).not.toBeNull();
  const sent = await readWhatsappOutbox(whatsappOutboxDirOf(s.config));
  expect(sent.find((m) => m.id === result.providerMessageId)).toMatchObject({
    to: '525512345678',
  });
});

it('keeps a passing failure queued with its reason and rethrows it for a later attempt', async () => {
  const id = await queued('email', 'editor@example.com');
  const down = { ...s.config, smtpUrl: 'smtp://127.0.0.1:9' };
  const sending = sendRecorded(s.db, down, delivery(id, 'email', 1), message('editor@example.com'));
  await expect(sending).rejects.toThrow();
  await expect(sending).rejects.not.toBeInstanceOf(PermanentJobError);
  const row = await rowOf(id);
  expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
  expect(row.error).toMatch(/servidor de correo/);
});

it('fails the delivery for good on the queue’s last attempt', async () => {
  const id = await queued('email', 'editor@example.com', 2);
  const down = { ...s.config, smtpUrl: 'smtp://127.0.0.1:9' };
  await expect(
    sendRecorded(s.db, down, delivery(id, 'email', 3, 2), message('editor@example.com')),
  ).rejects.toBeInstanceOf(PermanentJobError);
  expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
});

it('fails at once on a failure that trying again cannot mend, with the provider’s reason', async () => {
  const id = await queued('whatsapp', 'sin número');
  await expect(
    sendRecorded(s.db, s.config, delivery(id, 'whatsapp', 1), message('sin número')),
  ).rejects.toThrow(
    new PermanentJobError('El teléfono "sin número" no es un número válido para WhatsApp'),
  );
  expect(await rowOf(id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    error: 'El teléfono "sin número" no es un número válido para WhatsApp',
  });
});

it('leaves a row that stopped being queued meanwhile as it is', async () => {
  const id = await queued('whatsapp', '5512345678');
  await s.db
    .updateTable('alert_deliveries')
    .set({ status: 'skipped' })
    .where('id', '=', id)
    .execute();
  await sendRecorded(s.db, s.config, delivery(id, 'whatsapp'), message('5512345678'));
  expect(await rowOf(id)).toMatchObject({ status: 'skipped', provider_message_id: null });
});
