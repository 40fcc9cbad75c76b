// The one shape every delivery channel takes (reports, and the alerts module's notices and
// digests): a message for one recipient in, a provider id out, or a DeliveryError that says
// whether trying again later can help. A report carries its file; an alert notice has none.

export type DeliveryChannelName = 'email' | 'whatsapp';

export interface ReportFile {
  fileName: string;
  content: Buffer;
  /** application/pdf or text/csv. */
  contentType: string;
}

export interface DeliveryMessage {
  recipientName: string;
  /** E-mail address, or a telephone (10-digit Mexican number or already international). */
  address: string;
  /** The report's title (or the alert's summary); the mail subject and a template parameter
   * on WhatsApp. */
  subject: string;
  /** Plain-Spanish body lines. */
  lines: string[];
  /** The report; absent for a notice without a file (an alert), which WhatsApp sends with the
   * alerts' template (no document header). */
  file?: ReportFile;
  /** Signed link to the same file (valid 7 days); with `file` only. */
  downloadUrl?: string;
}

/** A report's message: always with its file and link. */
export type ReportMessage = DeliveryMessage & { file: ReportFile; downloadUrl: string };

export interface DeliveryResult {
  /** The provider's message id (Message-ID, WhatsApp wamid, or an outbox id); null if none. */
  providerMessageId: string | null;
  /** What happened, for the logs (e.g. "attached" or "link"). */
  detail?: string;
}

export class DeliveryError extends Error {
  /** Whether the same message may succeed later (rate limit, outage, network). */
  readonly retryable: boolean;
  /** Spanish, shown to users as the delivery's error. */
  readonly reason: string;
  /** The provider asked to wait this long before trying again. */
  readonly retryAfterSeconds?: number;

  constructor(
    reason: string,
    options: { retryable: boolean; retryAfterSeconds?: number; cause?: unknown },
  ) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DeliveryError';
    this.reason = reason;
    this.retryable = options.retryable;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface DeliveryChannel {
  readonly name: DeliveryChannelName;
  /** Which transport is behind it: 'smtp', 'outbox', 'cloud-api' or 'whatsapp-outbox'. */
  readonly transport: string;
  send(message: DeliveryMessage, signal?: AbortSignal): Promise<DeliveryResult>;
}
