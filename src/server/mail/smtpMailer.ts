// SMTP transport (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). Failures surface as
// MailError without the URL, which may hold a password.
import nodemailer from 'nodemailer';
import { MailError, type Mailer, type MailMessage, type SentMail } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      if (message.to.length === 0) throw new MailError('A mail needs at least one recipient');
      try {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId, transport: 'smtp' };
      } catch (error) {
        throw new MailError('The SMTP server refused or did not answer', { cause: error });
      }
    },
  };
}
