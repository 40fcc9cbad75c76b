// Sending one message of a delivery row (a report's recipient, an alert's notice or digest) from
// its job, recording the outcome on the row: the attempt counted before sending, then 'sent'
// with the provider's id, or the failure's Spanish reason. A retryable failure stays 'queued'
// and is rethrown for the runner's back-off (the provider's wait, if any); a final one (not
// retryable, or the queue's last attempt) marks the row 'failed' and ends the job.
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { PermanentJobError } from '../jobs/queue';
import { countDelivery, type DeliveryPurpose } from '../monitoring';
import { deliveryChannelFor } from './channelFor';
import { DeliveryError, type DeliveryChannelName, type DeliveryMessage } from './types';

/** The tables whose rows are one message each, with the same delivery columns. */
export type DeliveryTable = 'report_deliveries' | 'alert_deliveries';

export interface RecordedDelivery {
  table: DeliveryTable;
  id: number;
  channel: DeliveryChannelName;
  /** The attempts already recorded on the row. */
  attempts: number;
  /** The job's attempt, and the last one its queue makes. */
  attempt: number;
  maxAttempts: number;
  /** Recorded when the failure is not a DeliveryError (which carries its own reason). */
  fallbackReason: string;
}

const PURPOSE: Record<DeliveryTable, DeliveryPurpose> = {
  report_deliveries: 'report',
  alert_deliveries: 'alert',
};

export async function sendRecorded(
  db: Kysely<Database>,
  config: ServerConfig,
  delivery: RecordedDelivery,
  message: DeliveryMessage,
  signal?: AbortSignal,
): Promise<{ status: 'sent'; providerMessageId: string | null }> {
  // Both tables share these columns; Kysely cannot type an update over a union of tables.
  const table = delivery.table as 'report_deliveries';
  await db
    .updateTable(table)
    .set({ attempts: delivery.attempts + 1, updated_at: new Date() })
    .where('id', '=', delivery.id)
    .execute();
  try {
    const result = await deliveryChannelFor(delivery.channel, config).send(message, signal);
    await db
      .updateTable(table)
      .set({
        status: 'sent',
        provider_message_id: result.providerMessageId,
        error: null,
        sent_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', delivery.id)
      .where('status', '=', 'queued')
      .execute();
    countDelivery(PURPOSE[delivery.table], delivery.channel, 'sent');
    return { status: 'sent', providerMessageId: result.providerMessageId };
  } catch (error) {
    const final =
      (error instanceof DeliveryError && !error.retryable) ||
      delivery.attempt >= delivery.maxAttempts;
    const reason = error instanceof DeliveryError ? error.reason : delivery.fallbackReason;
    await db
      .updateTable(table)
      .set({ status: final ? 'failed' : 'queued', error: reason, updated_at: new Date() })
      .where('id', '=', delivery.id)
      .execute();
    countDelivery(PURPOSE[delivery.table], delivery.channel, final ? 'failed' : 'retry');
    if (final) throw new PermanentJobError(reason);
    if (error instanceof DeliveryError && error.retryAfterSeconds) {
      Object.assign(error, { retryAfterMs: error.retryAfterSeconds * 1000 });
    }
    throw error;
  }
}
