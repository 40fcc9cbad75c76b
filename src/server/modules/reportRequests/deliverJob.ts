// Queue 'reports-deliver': one recipient of one rendered report, on the request's channel.
// A retryable failure (rate limit, provider down) is retried with the runner's back-off; a
// final one (bad number, outside WhatsApp's 24-hour window, last attempt) marks the delivery
// failed with the provider's reason, which 'Reintentar' may later send again.
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/queue';
import { storageFor } from '../../storage';
import { storageKeyOf } from '../files';
import { sendRecorded } from '../../delivery';
import { requestTitle } from './renderJob';
import { DELIVER_MAX_ATTEMPTS } from './queues';

/** Signed links in messages stay valid this long. */
const LINK_SECONDS = 7 * 24 * 3600;

async function loadDelivery(db: Kysely<Database>, deliveryId: number) {
  return db
    .selectFrom('report_deliveries as d')
    .innerJoin('report_requests as r', 'r.id', 'd.request_id')
    .select([
      'd.id',
      'd.status',
      'd.channel',
      'd.recipient_name',
      'd.address',
      'd.attempts',
      'r.id as request_id',
      'r.status as request_status',
      'r.report_type',
      'r.kind',
      'r.format',
      'r.file_path',
      'r.start_date',
      'r.end_date',
      'r.gas_station_ids',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export async function deliverReport(
  db: Kysely<Database>,
  config: ServerConfig,
  deliveryId: number,
  attempt: number,
  signal?: AbortSignal,
): Promise<{ status: string; providerMessageId?: string | null }> {
  const delivery = await loadDelivery(db, deliveryId);
  if (!delivery) return { status: 'gone' };
  if (delivery.status !== 'queued') return { status: delivery.status };
  if (delivery.request_status !== 'done' || !delivery.file_path) {
    throw new Error(`report request ${delivery.request_id} is not rendered yet`);
  }
  const storage = await storageFor(config, db);
  const key = storageKeyOf(delivery.file_path);
  const read = await storage.get(key);
  const content = await buffer(read.body);
  const fileName = delivery.file_path.slice(delivery.file_path.lastIndexOf('/') + 1);
  const signed = await storage.signedUrl(key, { expiresInSeconds: LINK_SECONDS, fileName });
  const downloadUrl = new URL(signed, `${config.publicUrl}/`).toString();
  const stations = await db
    .selectFrom('gas_stations')
    .select('name')
    .where('id', 'in', delivery.gas_station_ids)
    .orderBy('id')
    .execute();
  const stationNames = stations.map((s) => s.name).join(', ');
  // 'Reporte semanal' -> 'reporte semanal', inside the sentence.
  const title = requestTitle(delivery).replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  // The pre-audit ('preauditoría') is feminine; the reports and the data are not.
  const ready = delivery.kind === 'compliance' ? 'lista' : 'listo';
  const period =
    delivery.start_date === delivery.end_date
      ? `del ${delivery.start_date}`
      : `del ${delivery.start_date} al ${delivery.end_date}`;
  return sendRecorded(
    db,
    config,
    {
      table: 'report_deliveries',
      id: deliveryId,
      channel: delivery.channel,
      attempts: delivery.attempts,
      attempt,
      maxAttempts: DELIVER_MAX_ATTEMPTS,
      fallbackReason: 'No se pudo enviar el reporte',
    },
    {
      recipientName: delivery.recipient_name,
      address: delivery.address,
      subject: `Tu ${title} ${period} está ${ready}`,
      lines: [
        `Tu ${title} de ${stationNames} ${period} está ${ready}.`,
        `También lo encuentras en Reportes: ${config.publicUrl}/files`,
      ],
      file: { fileName, content, contentType: read.info.contentType ?? 'application/pdf' },
      downloadUrl,
    },
    signal,
  );
}

export const deliverHandler: JobHandler = (payload: { deliveryId: number }, ctx) =>
  deliverReport(ctx.db, ctx.config, payload.deliveryId, ctx.job.attempt, ctx.signal);
