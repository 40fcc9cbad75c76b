// The embedded default transport: renders each message with nodemailer's stream transport and
// writes it to the outbox folder as <stamp>-<id>.eml plus <stamp>-<id>.json (to, subject, date,
// Message-ID), written to a temporary name first so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { MailError, type Mailer, type MailMessage, type SentMail } from './mailer';
import { readOutboxEntries, writeAtomically } from './outboxFiles';

export interface OutboxEntry {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  eml: string;
}

export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  // nodemailer loads with the first message: most servers (and server test files) send none.
  let transport: Promise<Transporter> | undefined;
  const load = () =>
    (transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  return {
    transport: 'outbox',
    async send(message: MailMessage): Promise<SentMail> {
      if (message.to.length === 0) throw new MailError('A mail needs at least one recipient');
      const info = await (await load()).sendMail({ from, ...message });
      const raw = info.message as unknown as Buffer;
      const date = new Date();
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const base = `${stamp}-${randomBytes(4).toString('hex')}`;
      const eml = path.join(outboxDir, `${base}.eml`);
      const entry: OutboxEntry = {
        messageId: info.messageId,
        from,
        to: message.to,
        subject: message.subject,
        date: date.toISOString(),
        eml: `${base}.eml`,
      };
      try {
        await fs.mkdir(outboxDir, { recursive: true });
        await writeAtomically(eml, raw);
        await writeAtomically(path.join(outboxDir, `${base}.json`), JSON.stringify(entry, null, 2));
      } catch (error) {
        throw new MailError(`Could not write to the outbox ${outboxDir}`, { cause: error });
      }
      return { messageId: info.messageId, transport: 'outbox', file: eml };
    },
  };
}

/** The outbox's messages, oldest first (for tests and support). */
export function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  return readOutboxEntries<OutboxEntry>(outboxDir);
}
