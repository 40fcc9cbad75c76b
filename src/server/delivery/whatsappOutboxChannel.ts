// Without WHATSAPP_TOKEN, WhatsApp messages are written to DATA_DIR/whatsapp-outbox, as mails
// go to DATA_DIR/outbox without SMTP: <stamp>-<id>.json (who, what it would say, which file,
// the link) and the file itself beside it, written under a temporary name first so a reader
// never sees half a file. An alert notice has no file: its entry names the alerts' template and
// its fileName, contentType, size, file and link are null.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { toWhatsappNumber } from './whatsappNumber';
import { readOutboxEntries, writeAtomically } from '../mail/outboxFiles';
import {
  DeliveryError,
  type DeliveryChannel,
  type DeliveryMessage,
  type DeliveryResult,
} from './types';

export function whatsappOutboxDirOf(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'whatsapp-outbox');
}

export interface WhatsappOutboxEntry {
  /** The synthetic provider message id returned for it. */
  id: string;
  /** E.164 without the plus, as the Cloud API would get it. */
  to: string;
  recipientName: string;
  /** Which template the Cloud API would get: the reports' (document header) or the alerts'. */
  template: 'report' | 'alert';
  /** Template body parameters the Cloud API would get: the name, the report's title (or the
   * alert's summary). */
  templateParameters: string[];
  /** What the message says, as text. */
  text: string;
  fileName: string | null;
  contentType: string | null;
  size: number | null;
  /** The file beside this JSON, in the outbox folder. */
  file: string | null;
  link: string | null;
  date: string;
}

export function createWhatsappOutboxChannel(outboxDir: string): DeliveryChannel {
  return {
    name: 'whatsapp',
    transport: 'whatsapp-outbox',
    async send(message: DeliveryMessage, signal?: AbortSignal): Promise<DeliveryResult> {
      const to = toWhatsappNumber(message.address);
      if (signal?.aborted) {
        throw new DeliveryError('El envío se canceló antes de completarse', { retryable: true });
      }
      const date = new Date();
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const base = `${stamp}-${randomBytes(4).toString('hex')}`;
      const file = message.file;
      const fileName = file ? `${base}-${safeFileName(file.fileName)}` : null;
      const entry: WhatsappOutboxEntry = {
        id: `outbox.${base}`,
        to,
        recipientName: message.recipientName,
        template: file ? 'report' : 'alert',
        templateParameters: [message.recipientName, message.subject],
        text: [`Hola ${message.recipientName}:`, '', ...message.lines].join('\n'),
        fileName: file?.fileName ?? null,
        contentType: file?.contentType ?? null,
        size: file?.content.length ?? null,
        file: fileName,
        link: message.downloadUrl ?? null,
        date: date.toISOString(),
      };
      try {
        await fs.mkdir(outboxDir, { recursive: true });
        if (file && fileName) await writeAtomically(path.join(outboxDir, fileName), file.content);
        await writeAtomically(path.join(outboxDir, `${base}.json`), JSON.stringify(entry, null, 2));
      } catch (error) {
        throw new DeliveryError('No se pudo guardar el mensaje de WhatsApp en la bandeja local', {
          retryable: true,
          cause: error,
        });
      }
      return { providerMessageId: entry.id, detail: 'outbox' };
    },
  };
}

function safeFileName(name: string): string {
  return path.basename(name).replace(/[^\w.-]+/g, '_') || 'reporte';
}

/** The outbox's messages, oldest first (for tests and support). */
export function readWhatsappOutbox(outboxDir: string): Promise<WhatsappOutboxEntry[]> {
  return readOutboxEntries<WhatsappOutboxEntry>(outboxDir);
}
