// The configured Mailer: SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox.
// One instance per configuration object (a server has one; each test server its own).
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { createSmtpMailer } from './smtpMailer';

export type { Mailer, MailMessage, SentMail } from './mailer';
export { MailError } from './mailer';

const mailers = new WeakMap<ServerConfig, Mailer>();

export function outboxDirOf(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

export function createMailer(config: ServerConfig): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, config.smtpTimeoutSeconds)
    : createOutboxMailer(outboxDirOf(config), config.mailFrom);
}

export function mailerFor(config: ServerConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}
