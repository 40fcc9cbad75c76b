// Without WHATSAPP_TOKEN, WhatsApp messages land in DATA_DIR/whatsapp-outbox: a JSON summary
// and the report file beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import {
  DeliveryError,
  deliveryChannelFor,
  readWhatsappOutbox,
  whatsappOutboxDirOf,
} from '@/server/delivery';
import { reportMessage } from './fixtures';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-wa-outbox-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('writes the message as JSON and the report beside it, with a synthetic id', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config.whatsapp).toBeNull();
  const channel = deliveryChannelFor('whatsapp', config);
  expect(channel).toMatchObject({ name: 'whatsapp', transport: 'whatsapp-outbox' });
  const message = reportMessage({ address: '55 1234 5678' });
  const result = await channel.send(message);

  const dir = whatsappOutboxDirOf(config);
  expect(dir).toBe(path.join(dataDir, 'whatsapp-outbox'));
  const entries = await readWhatsappOutbox(dir);
  expect(entries).toHaveLength(1);
  const entry = entries[0]!;
  expect(result).toEqual({ providerMessageId: entry.id, detail: 'outbox' });
  expect(entry).toMatchObject({
    to: '525512345678',
    recipientName: 'Ana López',
    templateParameters: ['Ana López', message.subject],
    fileName: 'reporte-semanal-centro.pdf',
    contentType: 'application/pdf',
    size: message.file.content.length,
    link: message.downloadUrl,
  });
  expect(entry.text).toContain('Hola Ana López:');
  expect(entry.text).toContain('Periodo: del 10 al 16 de noviembre de 2026.');
  expect(entry.template).toBe('report');
  const file = path.join(dir, entry.file!);
  expect(entry.file!.endsWith('reporte-semanal-centro.pdf')).toBe(true);
  expect(fs.readFileSync(file).equals(message.file.content)).toBe(true);
  expect(fs.readdirSync(dir).some((name) => name.endsWith('.tmp'))).toBe(false);

  // A second message gets its own files and id.
  const second = await channel.send(message);
  expect(second.providerMessageId).not.toBe(result.providerMessageId);
  expect(await readWhatsappOutbox(dir)).toHaveLength(2);
});

it('keeps a hostile file name inside the outbox folder', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  const message = reportMessage({ address: '5512345678' });
  await deliveryChannelFor('whatsapp', config).send({
    ...message,
    file: { ...message.file, fileName: '../../fuera de lugar.pdf' },
  });
  const dir = whatsappOutboxDirOf(config);
  const [entry] = await readWhatsappOutbox(dir);
  expect(path.dirname(path.resolve(dir, entry!.file!))).toBe(dir);
  expect(fs.readdirSync(dataDir)).toEqual(['whatsapp-outbox']);
});

it('refuses an impossible telephone as it would on the Cloud API', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  await expect(
    deliveryChannelFor('whatsapp', config).send(reportMessage({ address: 'ana@example.com' })),
  ).rejects.toMatchObject({ retryable: false, constructor: DeliveryError });
  expect(await readWhatsappOutbox(whatsappOutboxDirOf(config))).toEqual([]);
});
