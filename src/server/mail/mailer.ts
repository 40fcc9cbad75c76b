// The mail layer every module sends through: one `Mailer` interface, two transports.
// - outbox (default): each message is written to DATA_DIR/outbox as an RFC 822 .eml file and a
//   JSON summary, so an installation without SMTP still keeps every mail it would have sent;
// - smtp: when SMTP_URL is set, messages go to that server through nodemailer.
// Both render the message with nodemailer, so the .eml in the outbox is byte-for-byte what SMTP
// would have carried.
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  /** Plain-text body; always present so every client can read the mail. */
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  /** The Message-ID header of the sent mail. */
  messageId: string;
  /** 'outbox' or 'smtp'. */
  transport: MailTransportKind;
  /** Outbox only: the .eml file written. */
  file?: string;
}

export type MailTransportKind = 'outbox' | 'smtp';

export interface Mailer {
  readonly transport: MailTransportKind;
  send(message: MailMessage): Promise<SentMail>;
}

export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}
