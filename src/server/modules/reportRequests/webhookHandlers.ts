// The WhatsApp Cloud API's status webhook: Meta first checks the URL (GET, echo the challenge
// for the right verify token), then posts message statuses signed with the app secret over the
// exact body bytes (see http/rawBody.ts). Each status moves the delivery that carried that
// message id forward, a report's or an alert notice's (alert_deliveries keeps the same status
// columns); a late or repeated notice never moves one back.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ReceiveWhatsappStatusApiResponse,
  VerifyWhatsappWebhookApiArg,
} from '@/api/generated/reportRequests.gen';
import type { PublicHandlerContext } from '../../contract/handlerTypes';
import { respond } from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { rejectionReason, type WhatsappProviderError } from '../../delivery/whatsappErrors';
import { applyDeliveryStatus, type DeliveryStatusChange } from './deliveryStatusStore';

const REFUSED_VERIFICATION = 'Token de verificación del webhook no válido';
const BAD_SIGNATURE = 'Firma del aviso de WhatsApp ausente o no válida';
const ERROR_MAX_LENGTH = 500;

async function verifyWhatsappWebhook(
  ctx: PublicHandlerContext<{ query: VerifyWhatsappWebhookApiArg }>,
) {
  const webhook = ctx.config.whatsappWebhook;
  const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = ctx.query;
  if (!webhook || mode !== 'subscribe' || !sameSecret(token, webhook.verifyToken)) {
    throw new HttpError(403, REFUSED_VERIFICATION, 'webhook_refused');
  }
  return respond(200, challenge, { 'content-type': 'text/plain; charset=utf-8' });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the X-Hub-Signature-256 header is the app secret's HMAC-SHA256 of the raw body. */
export function validSignature(
  header: string | string[] | undefined,
  rawBody: Buffer | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !rawBody) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`,
  );
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusNotice {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: WhatsappProviderError[];
}

/** Every statuses[] item of every change of every entry, whatever else the notice holds. */
export function statusesOf(body: unknown): StatusNotice[] {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const object = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return list(object(body).entry).flatMap((entry) =>
    list(object(entry).changes).flatMap((change) =>
      list(object(object(change).value).statuses).map((status) => object(status) as StatusNotice),
    ),
  );
}

function noticeTime(timestamp: unknown): Date {
  const seconds =
    typeof timestamp === 'string' || typeof timestamp === 'number' ? Number(timestamp) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** The reason stored for a failed delivery, from the notice's first error. */
export function failureReason(errors: WhatsappProviderError[] | undefined): string {
  const error = Array.isArray(errors) ? errors[0] : undefined;
  let reason = rejectionReason(error);
  const details = error?.error_data?.details ?? error?.message;
  if (details && details !== error?.title && !reason.includes(details)) reason += `. ${details}`;
  return reason.slice(0, ERROR_MAX_LENGTH);
}

/** What a notice says happened to its message; null when it names none or says nothing known. */
function statusChange(notice: StatusNotice): DeliveryStatusChange | null {
  if (typeof notice.id !== 'string' || notice.id === '') return null;
  const messageId = notice.id;
  switch (notice.status) {
    case 'sent':
      return { messageId, status: 'sent', at: noticeTime(notice.timestamp) };
    case 'delivered':
    case 'read':
      return { messageId, status: 'delivered', at: noticeTime(notice.timestamp) };
    case 'failed':
      return { messageId, status: 'failed', error: failureReason(notice.errors) };
    default:
      return null;
  }
}

async function receiveWhatsappStatus(
  ctx: PublicHandlerContext<{ body: object }>,
): Promise<ReceiveWhatsappStatusApiResponse> {
  const webhook = ctx.config.whatsappWebhook;
  const signature = ctx.request.headers['x-hub-signature-256'];
  if (!webhook || !validSignature(signature, ctx.request.rawBody, webhook.appSecret)) {
    throw new HttpError(401, BAD_SIGNATURE, 'bad_signature');
  }
  let updated = 0;
  for (const notice of statusesOf(ctx.body)) {
    const change = statusChange(notice);
    if (change) updated += await applyDeliveryStatus(ctx.db, change);
  }
  return { updated };
}

export const webhookHandlers = { verifyWhatsappWebhook, receiveWhatsappStatus };
