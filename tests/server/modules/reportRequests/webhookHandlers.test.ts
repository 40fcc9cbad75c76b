// The WhatsApp status webhook: the verification handshake, the signature over the raw body, and
// the statuses moving report deliveries forward (never back).
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';

const VERIFY_TOKEN = 'verificacion-de-prueba-123';
const APP_SECRET = 'secreto-de-la-app-de-prueba';
const URL = '/api/whatsapp/webhook';

let server: TestServer;
let requestId: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, WHATSAPP_APP_SECRET: APP_SECRET },
  });
  const station = await server.db
    .selectFrom('gas_stations')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const request = await server.db
    .insertInto('report_requests')
    .values({
      requested_by: user.id,
      report_type: 'weekly',
      gas_station_ids: [station.id],
      start_date: '2026-11-09',
      end_date: '2026-11-15',
      channel: 'whatsapp',
      status: 'done',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  requestId = request.id;
});
afterAll(async () => {
  await server?.close();
});

let phone = 5500000000;
async function delivery(
  values: {
    status?: 'queued' | 'sent' | 'delivered' | 'failed';
    provider_message_id?: string;
    sent_at?: Date;
    delivered_at?: Date;
    channel?: 'email' | 'whatsapp';
  } = {},
) {
  const providerId = values.provider_message_id ?? `wamid.TEST${++phone}`;
  const row = await server.db
    .insertInto('report_deliveries')
    .values({
      request_id: requestId,
      channel: values.channel ?? 'whatsapp',
      recipient_name: 'Ana López',
      address: String(++phone),
      status: values.status ?? 'queued',
      provider_message_id: providerId,
      sent_at: values.sent_at ?? null,
      delivered_at: values.delivered_at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, providerId };
}

async function row(id: number) {
  return server.db
    .selectFrom('report_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function sign(raw: string, secret = APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

function notice(statuses: Record<string, unknown>[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses,
            },
          },
        ],
      },
    ],
  };
}

const at = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

function post(raw: string, signature: string | null) {
  return server.inject({
    method: 'POST',
    url: URL,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
  });
}

async function postSigned(body: unknown) {
  const raw = JSON.stringify(body);
  return post(raw, sign(raw));
}

describe('verification (GET)', () => {
  const verify = (mode: string, token: string, target = server) =>
    target.get(
      `${URL}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    );

  it('echoes the challenge as plain text for the right verify token', async () => {
    const response = await verify('subscribe', VERIFY_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode with 403', async () => {
    for (const [mode, token] of [
      ['subscribe', 'otro-token'],
      ['subscribe', `${VERIFY_TOKEN}x`],
      ['unsubscribe', VERIFY_TOKEN],
    ] as const) {
      const response = await verify(mode, token);
      expect({ mode, token, status: response.statusCode }).toEqual({ mode, token, status: 403 });
      expect(response.json().message).toBe('Token de verificación del webhook no válido');
      expect(response.body).not.toContain('1158201444');
    }
  });
});

describe('an unconfigured webhook', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ demo: false });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('refuses the verification (403) and every notice (401)', async () => {
    const verified = await bare.get(
      `${URL}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=42`,
    );
    expect(verified.statusCode).toBe(403);
    const raw = JSON.stringify(notice([]));
    const posted = await bare.inject({
      method: 'POST',
      url: URL,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
    });
    expect(posted.statusCode).toBe(401);
  });
});

describe('signature (POST)', () => {
  it('takes a notice signed over its exact bytes', async () => {
    const { id, providerId } = await delivery();
    // Spacing and escapes a re-serialisation would not reproduce: only the raw bytes verify.
    const raw = `{ "object": "whatsapp_business_account",\n  "entry": [{"id": "1", "changes": [{"field": "messages", "value": {"statuses": [{"id": "${providerId}", "status": "sent", "timestamp": "${at('2026-11-23T15:00:00Z')}", "recipient_id": "5215512345678", "note": "Le\\u00f3n"}]}}]}]}`;
    expect(JSON.stringify(JSON.parse(raw))).not.toBe(raw);
    const response = await post(raw, sign(raw));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it.each([
    ['missing', () => null],
    ['signed with another secret', (raw: string) => sign(raw, 'otro-secreto')],
    ['of other bytes', (raw: string) => sign(`${raw} `)],
    ['malformed', () => 'sha256=zz'],
    ['without the sha256= prefix', (raw: string) => sign(raw).slice('sha256='.length)],
  ])('answers 401 to a signature %s and changes nothing', async (_name, signature) => {
    const { id, providerId } = await delivery();
    const before = await row(id);
    const raw = JSON.stringify(
      notice([{ id: providerId, status: 'delivered', timestamp: at('2026-11-23T15:00:00Z') }]),
    );
    const response = await post(raw, signature(raw));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Firma del aviso de WhatsApp ausente o no válida');
    expect(await row(id)).toEqual(before);
  });

  it('still refuses a body above its limit (413)', async () => {
    const raw = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
    const response = await post(raw, sign(raw));
    expect(response.statusCode).toBe(413);
  });
});

describe('statuses', () => {
  it('marks a queued delivery sent, with the notice time', async () => {
    const { id, providerId } = await delivery();
    const response = await postSigned(
      notice([{ id: providerId, status: 'sent', timestamp: at('2026-11-23T15:00:00Z') }]),
    );
    expect(response.json()).toEqual({ updated: 1 });
    const updated = await row(id);
    expect(updated.status).toBe('sent');
    expect(new Date(updated.sent_at!).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(updated.delivered_at).toBeNull();
  });

  it('marks delivered (and read) as delivered, keeping the first delivery time', async () => {
    const { id, providerId } = await delivery({
      status: 'sent',
      sent_at: new Date('2026-11-23T15:00:00Z'),
    });
    let response = await postSigned(
      notice([{ id: providerId, status: 'delivered', timestamp: at('2026-11-23T15:01:00Z') }]),
    );
    expect(response.json()).toEqual({ updated: 1 });
    response = await postSigned(
      notice([{ id: providerId, status: 'read', timestamp: at('2026-11-23T16:00:00Z') }]),
    );
    expect(response.json()).toEqual({ updated: 0 });
    const updated = await row(id);
    expect(updated.status).toBe('delivered');
    expect(new Date(updated.sent_at!).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(new Date(updated.delivered_at!).toISOString()).toBe('2026-11-23T15:01:00.000Z');

    // A read notice alone (delivered lost) counts as delivered too.
    const other = await delivery({ status: 'sent' });
    response = await postSigned(
      notice([{ id: other.providerId, status: 'read', timestamp: at('2026-11-23T17:00:00Z') }]),
    );
    expect(response.json()).toEqual({ updated: 1 });
    expect(await row(other.id)).toMatchObject({ status: 'delivered' });
  });

  it('marks failed with the provider reason, in Spanish with its code', async () => {
    const { id, providerId } = await delivery({ status: 'sent' });
    const response = await postSigned(
      notice([
        {
          id: providerId,
          status: 'failed',
          timestamp: at('2026-11-23T15:00:00Z'),
          errors: [
            {
              code: 131047,
              title: 'Re-engagement message',
              message: 'Re-engagement message',
              error_data: {
                details: 'Message failed to send because more than 24 hours have passed',
              },
            },
          ],
        },
      ]),
    );
    expect(response.json()).toEqual({ updated: 1 });
    const updated = await row(id);
    expect(updated.status).toBe('failed');
    expect(updated.error).toBe(
      'WhatsApp rechazó el mensaje: fuera de la ventana de 24 horas (131047). Message failed to send because more than 24 hours have passed',
    );
  });

  it('keeps an unknown code’s title and copes with a failure without errors', async () => {
    const one = await delivery({ status: 'sent' });
    const two = await delivery({ status: 'sent' });
    await postSigned(
      notice([
        {
          id: one.providerId,
          status: 'failed',
          timestamp: at('2026-11-23T15:00:00Z'),
          errors: [{ code: 135000, title: 'Generic user error' }],
        },
        { id: two.providerId, status: 'failed', timestamp: at('2026-11-23T15:00:00Z') },
      ]),
    );
    expect((await row(one.id)).error).toBe(
      'WhatsApp rechazó el mensaje: «Generic user error» (135000)',
    );
    expect((await row(two.id)).error).toBe('WhatsApp rechazó el mensaje: motivo no indicado');
  });

  it('ignores unknown ids, unknown statuses and e-mail deliveries', async () => {
    const mail = await delivery({ channel: 'email', provider_message_id: '<abc@surtidor.mx>' });
    const response = await postSigned(
      notice([
        { id: 'wamid.DESCONOCIDO', status: 'delivered', timestamp: at('2026-11-23T15:00:00Z') },
        { id: '<abc@surtidor.mx>', status: 'delivered', timestamp: at('2026-11-23T15:00:00Z') },
        { status: 'delivered' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0 });
    expect(await row(mail.id)).toMatchObject({ status: 'queued', delivered_at: null });

    const { id, providerId } = await delivery();
    const odd = await postSigned(notice([{ id: providerId, status: 'deleted' }]));
    expect(odd.json()).toEqual({ updated: 0 });
    expect(await row(id)).toMatchObject({ status: 'queued' });

    // A notice of another kind (incoming messages) has no statuses at all.
    const messages = await postSigned({ object: 'whatsapp_business_account', entry: [{}] });
    expect(messages.json()).toEqual({ updated: 0 });
  });

  it('never moves a delivered delivery back to sent or failed', async () => {
    const { id, providerId } = await delivery({
      status: 'delivered',
      sent_at: new Date('2026-11-23T15:00:00Z'),
      delivered_at: new Date('2026-11-23T15:01:00Z'),
    });
    const before = await row(id);
    const response = await postSigned(
      notice([
        { id: providerId, status: 'sent', timestamp: at('2026-11-23T15:02:00Z') },
        {
          id: providerId,
          status: 'failed',
          timestamp: at('2026-11-23T15:03:00Z'),
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ]),
    );
    expect(response.json()).toEqual({ updated: 0 });
    expect(await row(id)).toEqual(before);
  });

  it('counts every delivery one notice updates', async () => {
    const a = await delivery();
    const b = await delivery();
    const response = await postSigned(
      notice([
        { id: a.providerId, status: 'sent', timestamp: at('2026-11-23T15:00:00Z') },
        { id: b.providerId, status: 'delivered', timestamp: at('2026-11-23T15:00:00Z') },
      ]),
    );
    expect(response.json()).toEqual({ updated: 2 });
    const count = await sql<{ n: number }>`select count(*)::int as n from report_deliveries
      where id in (${a.id}, ${b.id}) and updated_at > created_at`.execute(server.db);
    expect(count.rows[0]!.n).toBe(2);
  });
});
