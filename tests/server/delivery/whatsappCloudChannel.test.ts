// Reports on WhatsApp through the Cloud API (a local fake): media upload, then the approved
// template with the document; failures classified as retryable or not, in Spanish, and the
// access token never in an error.
import http from 'node:http';
import net from 'node:net';
import { loadConfig } from '@/server/config';
import { DeliveryError, deliveryChannelFor, toWhatsappNumber } from '@/server/delivery';
import { createWhatsappCloudChannel } from '@/server/delivery/whatsappCloudChannel';
import { parseRetryAfter } from '@/server/delivery/whatsappErrors';
import {
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsapp,
  type FakeWhatsapp,
} from '../../support/fakeWhatsapp';
import { reportMessage } from './fixtures';

let fake: FakeWhatsapp;
beforeEach(async () => {
  fake = await startFakeWhatsapp();
});
afterEach(async () => {
  await fake.close();
});

function configFor(apiUrl: string) {
  return loadConfig({
    WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
    WHATSAPP_TEMPLATE: 'reporte_documento',
    WHATSAPP_TEMPLATE_LANGUAGE: 'es_MX',
    WHATSAPP_API_URL: apiUrl,
  });
}

const whatsappMessage = (overrides = {}) => reportMessage({ address: '5512345678', ...overrides });

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

/** Everything an error could carry to a log or the database. */
function everythingIn(error: unknown): string {
  const seen: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as Error & Record<string, unknown>;
    seen.push(String(e.message), String(e.stack), JSON.stringify(e), String(e.reason ?? ''));
    current = e.cause;
  }
  return seen.join('\n');
}

it('uploads the report as media, then sends the template with that document', async () => {
  const channel = deliveryChannelFor('whatsapp', configFor(fake.apiUrl));
  expect(channel).toMatchObject({ name: 'whatsapp', transport: 'cloud-api' });
  const message = whatsappMessage();
  const result = await channel.send(message);

  expect(fake.problems).toEqual([]);
  expect(fake.calls.map((c) => [c.endpoint, c.status])).toEqual([
    ['media', 200],
    ['messages', 200],
  ]);
  const [media, sent] = fake.calls;
  expect(media!.path).toBe(`/v21.0/${FAKE_PHONE_NUMBER_ID}/media`);
  expect(media!.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`);
  expect(media!.fields).toEqual({ messaging_product: 'whatsapp', type: 'application/pdf' });
  expect(media!.file).toMatchObject({
    name: 'reporte-semanal-centro.pdf',
    type: 'application/pdf',
  });
  expect(media!.file!.bytes.equals(message.file.content)).toBe(true);

  expect(sent!.json).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '525512345678',
    type: 'template',
    template: {
      name: 'reporte_documento',
      language: { code: 'es_MX' },
      components: [
        {
          type: 'header',
          parameters: [
            {
              type: 'document',
              document: { id: fake.mediaIds[0], filename: 'reporte-semanal-centro.pdf' },
            },
          ],
        },
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ana López' },
            { type: 'text', text: message.subject },
          ],
        },
      ],
    },
  });
  expect(result).toEqual({
    providerMessageId: fake.messageIds[0],
    detail: `media ${fake.mediaIds[0]}`,
  });
});

it('sends a CSV report as a document too, with template-safe parameters', async () => {
  const channel = deliveryChannelFor('whatsapp', configFor(fake.apiUrl));
  await channel.send(
    whatsappMessage({
      address: '+1 (415) 555-0100',
      subject: 'Ventas\tpor   hora\n(noviembre)',
      file: { fileName: 'ventas.csv', content: Buffer.from('a,b\n1,2\n'), contentType: 'text/csv' },
    }),
  );
  expect(fake.problems).toEqual([]);
  expect(fake.calls[0]!.fields!.type).toBe('text/csv');
  const template = fake.calls[1]!.json!.template as {
    components: { parameters: { text?: string }[] }[];
  };
  expect(fake.calls[1]!.json!.to).toBe('14155550100');
  expect(template.components[1]!.parameters[1]!.text).toBe('Ventas por hora (noviembre)');
});

it('answers 429 as retryable, honouring Retry-After', async () => {
  fake.failNext('rate-limit', 1, { retryAfter: 42 });
  const channel = deliveryChannelFor('whatsapp', configFor(fake.apiUrl));
  const error = await failureOf(channel.send(whatsappMessage()));
  expect(error.retryable).toBe(true);
  expect(error.retryAfterSeconds).toBe(42);
  expect(error.reason).toBe('WhatsApp pidió esperar antes de enviar más mensajes (130429)');
  expect(fake.calls).toHaveLength(1); // no message without its media
});

it('answers 5xx as retryable', async () => {
  fake.failNext('server-error', 1, { on: 'messages' });
  const channel = deliveryChannelFor('whatsapp', configFor(fake.apiUrl));
  const error = await failureOf(channel.send(whatsappMessage()));
  expect(error).toMatchObject({
    retryable: true,
    reason: 'WhatsApp no está disponible por ahora (131000)',
  });
  // The next attempt goes through.
  const result = await channel.send(whatsappMessage());
  expect(result.providerMessageId).toBe(fake.messageIds[0]);
});

it('answers 131047 (outside the 24-hour window) as final, in Spanish', async () => {
  fake.failNext('outside-window', 1, { on: 'messages' });
  const error = await failureOf(
    deliveryChannelFor('whatsapp', configFor(fake.apiUrl)).send(whatsappMessage()),
  );
  expect(error.retryable).toBe(false);
  expect(error.retryAfterSeconds).toBeUndefined();
  expect(error.reason).toBe(
    'WhatsApp rechazó el mensaje: fuera de la ventana de 24 horas (131047)',
  );
  expect(error.message).toBe(error.reason);
});

it('answers a bad token (401, code 190) as final', async () => {
  const config = configFor(fake.apiUrl);
  const channel = createWhatsappCloudChannel({ ...config.whatsapp!, token: 'otro-token' });
  const error = await failureOf(channel.send(whatsappMessage()));
  expect(error).toMatchObject({
    retryable: false,
    reason: 'WhatsApp rechazó el mensaje: el token de acceso no es válido o expiró (190)',
  });
});

it('never lets the token into an error, even when the provider echoes it', async () => {
  fake.failNext('echo-token');
  const channel = deliveryChannelFor('whatsapp', configFor(fake.apiUrl));
  const echoed = await failureOf(channel.send(whatsappMessage()));
  expect(echoed.retryable).toBe(false);
  expect(echoed.reason).toContain('WhatsApp rechazó el mensaje');
  expect(echoed.reason).toContain('***');

  const errors: DeliveryError[] = [echoed];
  for (const failure of ['rate-limit', 'server-error', 'outside-window'] as const) {
    fake.failNext(failure);
    errors.push(await failureOf(channel.send(whatsappMessage())));
  }
  for (const error of errors) expect(everythingIn(error)).not.toContain(FAKE_WHATSAPP_TOKEN);
});

it('answers a refused connection as retryable', async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const error = await failureOf(
    deliveryChannelFor('whatsapp', configFor(`http://127.0.0.1:${port}/v21.0`)).send(
      whatsappMessage(),
    ),
  );
  expect(error).toMatchObject({ retryable: true, reason: 'No se pudo conectar con WhatsApp' });
  expect(everythingIn(error)).not.toContain(FAKE_WHATSAPP_TOKEN);
});

it('gives up on a silent API after the timeout, retryable', async () => {
  const silent = http.createServer(() => {
    // Never answers.
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  try {
    const config = configFor(`http://127.0.0.1:${port}/v21.0`);
    const channel = createWhatsappCloudChannel(config.whatsapp!, { timeoutMs: 200 });
    const error = await failureOf(channel.send(whatsappMessage()));
    expect(error).toMatchObject({ retryable: true, reason: 'WhatsApp no respondió a tiempo' });
  } finally {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

it('refuses an impossible telephone before calling the API', async () => {
  const error = await failureOf(
    deliveryChannelFor('whatsapp', configFor(fake.apiUrl)).send(
      whatsappMessage({ address: '12345' }),
    ),
  );
  expect(error).toMatchObject({
    retryable: false,
    reason: 'El teléfono "12345" no es un número válido para WhatsApp',
  });
  expect(fake.calls).toHaveLength(0);
});

it('writes Mexican 10-digit numbers as 52 + number and keeps international ones', () => {
  expect(toWhatsappNumber('5512345678')).toBe('525512345678');
  expect(toWhatsappNumber('55 1234 5678')).toBe('525512345678');
  expect(toWhatsappNumber('(55) 1234-5678')).toBe('525512345678');
  expect(toWhatsappNumber('+52 1 55 1234 5678')).toBe('5215512345678');
  expect(toWhatsappNumber('525512345678')).toBe('525512345678');
  expect(toWhatsappNumber('0014155550100')).toBe('14155550100');
  expect(() => toWhatsappNumber('correo@example.com')).toThrow(DeliveryError);
  expect(() => toWhatsappNumber('1234567890123456')).toThrow(DeliveryError);
});

it('reads Retry-After as seconds or as a date', () => {
  expect(parseRetryAfter('120')).toBe(120);
  expect(parseRetryAfter('Mon, 23 Nov 2026 22:00:30 GMT', Date.parse('2026-11-23T22:00:00Z'))).toBe(
    30,
  );
  expect(parseRetryAfter('pronto')).toBeUndefined();
  expect(parseRetryAfter(null)).toBeUndefined();
});

describe('a notice without a file (alerts)', () => {
  const base = {
    token: 'token-de-prueba',
    phoneNumberId: '123',
    template: 'reporte_listo',
    templateLanguage: 'es_MX',
    apiUrl: 'http://127.0.0.1:9/v21.0',
  };
  const notice = {
    recipientName: 'Ana López',
    address: '5512345678',
    subject: 'Alerta crítica: Conector caído en Estación Centro',
    lines: ['La regla abrió una alerta.'],
  };

  it('uses the alerts template, with no header and the alert as the second parameter', async () => {
    const { templateMessage } = await import('@/server/delivery/whatsappCloudChannel');
    const body = templateMessage(
      { ...base, alertTemplate: 'alerta' },
      '525512345678',
      null,
      notice,
    );
    expect(body).toMatchObject({
      template: {
        name: 'alerta',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana López' },
              { type: 'text', text: notice.subject },
            ],
          },
        ],
      },
    });
  });

  it('fails for good, saying so, when no alerts template is configured', async () => {
    const channel = createWhatsappCloudChannel({ ...base, alertTemplate: null });
    const error = await channel.send(notice).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ retryable: false });
    expect((error as DeliveryError).reason).toMatch(/WHATSAPP_ALERT_TEMPLATE/);
  });
});
