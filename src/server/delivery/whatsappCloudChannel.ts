// Reports on WhatsApp through the Business Cloud API: the file is uploaded as media, then the
// approved template goes out with that media as its document header. A business may only start
// a conversation with a template, hence no free text. The template's body takes two text
// parameters: {{1}} the recipient's name, {{2}} the report's title. An alert notice has no file:
// it goes with the alerts' template (WHATSAPP_ALERT_TEMPLATE, no header), {{1}} the name and
// {{2}} the alert in one line; without that template it fails for good, saying so.
import type { WhatsappConfig } from '../config';
import { toWhatsappNumber } from './whatsappNumber';
import {
  classifyHttpFailure,
  classifyNetworkFailure,
  type WhatsappProviderError,
} from './whatsappErrors';
import {
  DeliveryError,
  type DeliveryChannel,
  type DeliveryMessage,
  type DeliveryResult,
} from './types';

export interface WhatsappCloudOptions {
  /** Per request (upload, then message), in milliseconds. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A template text parameter may hold no newline, tab or run of more than four spaces. */
function templateText(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, 1000) || '-';
}

export function templateMessage(
  config: WhatsappConfig,
  to: string,
  mediaId: string | null,
  message: DeliveryMessage,
): Record<string, unknown> {
  const header =
    mediaId && message.file
      ? [
          {
            type: 'header',
            parameters: [
              { type: 'document', document: { id: mediaId, filename: message.file.fileName } },
            ],
          },
        ]
      : [];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: header.length > 0 ? config.template : config.alertTemplate,
      language: { code: config.templateLanguage },
      components: [
        ...header,
        {
          type: 'body',
          parameters: [
            { type: 'text', text: templateText(message.recipientName) },
            { type: 'text', text: templateText(message.subject) },
          ],
        },
      ],
    },
  };
}

export function createWhatsappCloudChannel(
  config: WhatsappConfig,
  options: WhatsappCloudOptions = {},
): DeliveryChannel {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}`;

  /** One call to the Graph API; its JSON answer, or a classified DeliveryError. */
  async function call(
    path: 'media' | 'messages',
    body: FormData | string,
    signal: AbortSignal | undefined,
  ): Promise<Record<string, unknown>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.token}`,
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal: combined,
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      throw scrub(classifyNetworkFailure(sanitizeCause(error), timeout.aborted));
    }
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A non-JSON answer (an HTML error page from a proxy): classified by status alone.
    }
    if (!response.ok) {
      const error = (json.error ?? undefined) as WhatsappProviderError | undefined;
      throw scrub(classifyHttpFailure(response.status, error, response.headers.get('retry-after')));
    }
    return json;
  }

  /** The token must never reach a message, a log or the database, even if echoed back. */
  function scrub(error: DeliveryError): DeliveryError {
    if (!error.reason.includes(config.token)) return error;
    return new DeliveryError(error.reason.split(config.token).join('***'), {
      retryable: error.retryable,
      ...(error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
    });
  }

  function sanitizeCause(error: unknown): unknown {
    return error instanceof Error
      ? new Error(error.message.split(config.token).join('***'))
      : error;
  }

  return {
    name: 'whatsapp',
    transport: 'cloud-api',
    async send(message: DeliveryMessage, signal?: AbortSignal): Promise<DeliveryResult> {
      const to = toWhatsappNumber(message.address);
      const file = message.file;
      if (!file) {
        if (!config.alertTemplate) {
          throw new DeliveryError(
            'No hay plantilla de WhatsApp para alertas configurada (WHATSAPP_ALERT_TEMPLATE)',
            { retryable: false },
          );
        }
        const sent = await call(
          'messages',
          JSON.stringify(templateMessage(config, to, null, message)),
          signal,
        );
        return { providerMessageId: messageIdOf(sent), detail: 'template' };
      }

      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', file.contentType);
      form.append(
        'file',
        new Blob([new Uint8Array(file.content)], { type: file.contentType }),
        file.fileName,
      );
      const media = await call('media', form, signal);
      const mediaId = typeof media.id === 'string' ? media.id : null;
      if (!mediaId) {
        throw new DeliveryError('WhatsApp no devolvió el identificador del archivo subido', {
          retryable: true,
        });
      }

      const sent = await call(
        'messages',
        JSON.stringify(templateMessage(config, to, mediaId, message)),
        signal,
      );
      return { providerMessageId: messageIdOf(sent), detail: `media ${mediaId}` };
    },
  };
}

/** The wamid of a sent message, from the Cloud API's answer. */
function messageIdOf(sent: Record<string, unknown>): string | null {
  const messages = Array.isArray(sent.messages) ? (sent.messages as { id?: unknown }[]) : [];
  return typeof messages[0]?.id === 'string' ? messages[0].id : null;
}
