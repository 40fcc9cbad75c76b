// SMTP transport (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). Failures surface as
// MailError without the URL, which may hold a password.
import type { Transporter } from 'nodemailer';
import { MailError, type Mailer, type MailMessage, type SentMail } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string, timeoutSeconds: number): Mailer {
  // nodemailer loads with the first message, as in the outbox. Its own limits (2 min to
  // connect, 10 min of silence) would keep the request that mails, and what it holds, waiting.
  const timeout = timeoutSeconds * 1000;
  let transport: Promise<Transporter> | undefined;
  const load = () =>
    (transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({
        url: smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    ));
  return {
    transport: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      if (message.to.length === 0) throw new MailError('A mail needs at least one recipient');
      const ready = await load();
      try {
        const info = await ready.sendMail({ from, ...message });
        return { messageId: info.messageId, transport: 'smtp' };
      } catch (error) {
        throw new MailError('The SMTP server refused or did not answer', { cause: error });
      }
    },
  };
}
