// The mail layer: the outbox transport writes an RFC 822 .eml and a JSON summary per message;
// SMTP_URL switches to SMTP (checked against a tiny SMTP server speaking the protocol).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { createMailer, mailerFor, outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-mail-'));
}

describe('outbox mailer (default)', () => {
  it('writes each mail as .eml plus a JSON summary under DATA_DIR/outbox', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Surtidor <avisos@surtidor.mx>' });
    const mailer = createMailer(config);
    expect(mailer.transport).toBe('outbox');
    const sent = await mailer.send({
      to: ['ana@example.com'],
      subject: 'Invitación a Surtidor',
      text: 'Hola Ana, ya tienes acceso.',
    });
    const entries = await readOutbox(outboxDirOf(config));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      messageId: sent.messageId,
      to: ['ana@example.com'],
      subject: 'Invitación a Surtidor',
      from: 'Surtidor <avisos@surtidor.mx>',
    });
    const eml = fs.readFileSync(path.join(outboxDirOf(config), entries[0]!.eml), 'utf8');
    expect(eml).toMatch(/^From: Surtidor <avisos@surtidor\.mx>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?Invitaci=C3=B3n_a_Surtidor\?=$/m);
    expect(eml).toContain('Hola Ana, ya tienes acceso.');
    expect(fs.readdirSync(outboxDirOf(config)).some((f) => f.endsWith('.tmp'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a mail without recipients', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: tempDir() }));
    await expect(mailer.send({ to: [], subject: 'x', text: 'y' })).rejects.toThrow(
      'at least one recipient',
    );
  });

  it('keeps one mailer per configuration', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(mailerFor(config)).toBe(mailerFor(config));
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  it('delivers through the SMTP server named by SMTP_URL', async () => {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let index: number;
        while ((index = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^EHLO/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const config = loadConfig({ DATA_DIR: tempDir(), SMTP_URL: `smtp://127.0.0.1:${port}` });
      const mailer = createMailer(config);
      expect(mailer.transport).toBe('smtp');
      const sent = await mailer.send({
        to: ['bruno@example.com'],
        subject: 'Hola',
        text: 'Prueba SMTP',
      });
      expect(sent.transport).toBe('smtp');
      expect(received.join('\n')).toContain('Prueba SMTP');
      expect(received.join('\n')).toContain('To: bruno@example.com');
      expect(await readOutbox(outboxDirOf(config))).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('refuses an SMTP_URL that is not smtp(s) without echoing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@host' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });
});
