// Reports by e-mail through the one mailer: attached up to REPORT_ATTACHMENT_MAX_MB, otherwise a
// signed link (and the mail says why); both land in the outbox as real .eml files.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import { DeliveryError, deliveryChannelFor } from '@/server/delivery';
import { leaves, parseMime } from './mime';
import { pdfBytes, reportMessage } from './fixtures';

const dirs: string[] = [];
function configWith(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-delivery-mail-'));
  dirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, REPORT_ATTACHMENT_MAX_MB: '1', ...env });
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function onlyMail(config: ReturnType<typeof loadConfig>) {
  const entries = await readOutbox(outboxDirOf(config));
  expect(entries).toHaveLength(1);
  const raw = fs.readFileSync(path.join(outboxDirOf(config), entries[0]!.eml), 'utf8');
  return { entry: entries[0]!, mime: parseMime(raw) };
}

it('attaches a report within the size limit, with text and HTML bodies', async () => {
  const config = configWith();
  const channel = deliveryChannelFor('email', config);
  expect(channel).toMatchObject({ name: 'email', transport: 'outbox' });
  const message = reportMessage();
  const result = await channel.send(message);

  const { entry, mime } = await onlyMail(config);
  expect(result).toEqual({ providerMessageId: entry.messageId, detail: 'attached' });
  expect(entry).toMatchObject({ to: ['ana@example.com'], subject: message.subject });
  const parts = leaves(mime);
  const attachment = parts.find((p) => /attachment/.test(p.headers['content-disposition'] ?? ''));
  expect(attachment?.headers['content-type']).toMatch(/^application\/pdf/);
  expect(attachment?.headers['content-disposition']).toContain('reporte-semanal-centro.pdf');
  expect(attachment?.body.equals(message.file.content)).toBe(true);

  const text = parts.find((p) => /^text\/plain/.test(p.headers['content-type'] ?? ''))!;
  const html = parts.find((p) => /^text\/html/.test(p.headers['content-type'] ?? ''))!;
  expect(text.body.toString('utf8')).toContain('Hola Ana López:');
  expect(text.body.toString('utf8')).toContain('Periodo: del 10 al 16 de noviembre de 2026.');
  expect(text.body.toString('utf8')).toContain(
    'El reporte va adjunto (reporte-semanal-centro.pdf).',
  );
  expect(text.body.toString('utf8')).not.toContain(message.downloadUrl);
  expect(html.body.toString('utf8')).toContain('<p>Hola Ana López:</p>');
});

it('sends a report above the limit as the signed link, without attachment', async () => {
  const config = configWith();
  const message = reportMessage({
    file: {
      fileName: 'reporte-mensual.pdf',
      content: pdfBytes(config.reportAttachmentMaxBytes + 1),
      contentType: 'application/pdf',
    },
  });
  const result = await deliveryChannelFor('email', config).send(message);
  expect(result.detail).toBe('link');

  const { entry, mime } = await onlyMail(config);
  const parts = leaves(mime);
  expect(parts.some((p) => /attachment/.test(p.headers['content-disposition'] ?? ''))).toBe(false);
  expect(parts.some((p) => /application\/pdf/.test(p.headers['content-type'] ?? ''))).toBe(false);
  const text = parts.find((p) => /^text\/plain/.test(p.headers['content-type'] ?? ''))!;
  const plain = text.body.toString('utf8');
  expect(plain).toContain('es demasiado grande para adjuntarlo');
  expect(plain).toContain('válido 7 días');
  expect(plain).toContain(message.downloadUrl);
  const html = parts.find((p) => /^text\/html/.test(p.headers['content-type'] ?? ''))!;
  expect(html.body.toString('utf8')).toContain(
    `href="${message.downloadUrl.replace(/&/g, '&amp;')}"`,
  );
  // The whole mail stays small: the file never travels.
  expect(fs.statSync(path.join(outboxDirOf(config), entry.eml)).size).toBeLessThan(10_000);
});

it('attaches a report exactly at the limit', async () => {
  const config = configWith();
  const content = pdfBytes(config.reportAttachmentMaxBytes);
  const result = await deliveryChannelFor('email', config).send(
    reportMessage({ file: { fileName: 'r.pdf', content, contentType: 'application/pdf' } }),
  );
  expect(result.detail).toBe('attached');
});

it('escapes the HTML body', async () => {
  const config = configWith();
  await deliveryChannelFor('email', config).send(
    reportMessage({ recipientName: 'Ana <b>', lines: ['Ventas & litros <script>'] }),
  );
  const { mime } = await onlyMail(config);
  const html = leaves(mime)
    .find((p) => /^text\/html/.test(p.headers['content-type'] ?? ''))!
    .body.toString('utf8');
  expect(html).toContain('Ana &lt;b&gt;');
  expect(html).toContain('Ventas &amp; litros &lt;script&gt;');
  expect(html).not.toContain('<script>');
});

it('turns an SMTP failure into a retryable error with a Spanish reason', async () => {
  // A port that refuses connections.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const config = configWith({ SMTP_URL: `smtp://usuario:secreto@127.0.0.1:${port}` });
  const error = await deliveryChannelFor('email', config)
    .send(reportMessage())
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({
    retryable: true,
    reason: 'No se pudo enviar el correo: el servidor de correo no respondió o lo rechazó',
  });
  expect(String((error as Error).message)).not.toContain('secreto');
});
