// Reports (and alert notices, which carry no file) by e-mail, through the server's one mailer
// (SMTP or the outbox). A report up to REPORT_ATTACHMENT_MAX_MB travels attached; a larger one
// would bounce at many mail servers, so the mail carries the signed link instead and says so.
import type { ServerConfig } from '../config';
import { mailerFor, MailError } from '../mail';
import {
  DeliveryError,
  type DeliveryChannel,
  type DeliveryMessage,
  type DeliveryResult,
} from './types';

const LINK_DAYS = 7;

export function createEmailChannel(config: ServerConfig): DeliveryChannel {
  const mailer = mailerFor(config);
  return {
    name: 'email',
    transport: mailer.transport,
    async send(message: DeliveryMessage, signal?: AbortSignal): Promise<DeliveryResult> {
      if (signal?.aborted) throw abortedError(signal);
      const file = message.file;
      const attach = file !== undefined && file.content.length <= config.reportAttachmentMaxBytes;
      const body = mailBody(message, attach);
      try {
        const sent = await mailer.send({
          to: [message.address],
          subject: message.subject,
          text: body.text,
          html: body.html,
          ...(attach && file
            ? {
                attachments: [
                  { filename: file.fileName, content: file.content, contentType: file.contentType },
                ],
              }
            : {}),
        });
        const detail = file ? (attach ? 'attached' : 'link') : 'text';
        return { providerMessageId: sent.messageId, detail };
      } catch (error) {
        if (error instanceof MailError) {
          throw new DeliveryError(
            'No se pudo enviar el correo: el servidor de correo no respondió o lo rechazó',
            { retryable: true, cause: error },
          );
        }
        throw error;
      }
    },
  };
}

function abortedError(signal: AbortSignal): DeliveryError {
  return new DeliveryError('El envío se canceló antes de completarse', {
    retryable: true,
    cause: signal.reason,
  });
}

/** Plain text (every client reads it) and the same in simple HTML. */
export function mailBody(
  message: DeliveryMessage,
  attached: boolean,
): { text: string; html: string } {
  const file = message.file;
  const closing = !file
    ? []
    : attached
      ? [`El reporte va adjunto (${file.fileName}).`]
      : [
          `El reporte (${file.fileName}) es demasiado grande para adjuntarlo; descárgalo en este enlace, válido ${LINK_DAYS} días:`,
        ];
  const link = file && !attached && message.downloadUrl ? message.downloadUrl : null;
  const text = [
    `Hola ${message.recipientName}:`,
    '',
    ...message.lines,
    ...(closing.length > 0 ? ['', ...closing] : []),
    ...(link ? [link] : []),
  ].join('\n');
  const paragraphs = [
    `Hola ${escapeHtml(message.recipientName)}:`,
    ...message.lines.filter((line) => line.trim() !== '').map(escapeHtml),
    ...closing.map(escapeHtml),
  ].map((p) => `<p>${p}</p>`);
  const anchor =
    file && link
      ? `<p><a href="${escapeHtml(link)}">Descargar ${escapeHtml(file.fileName)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif">${paragraphs.join('')}${anchor}</body></html>`;
  return { text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
