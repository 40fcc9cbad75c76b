// A WhatsApp status notice written to the delivery that carried the message, a report's or an
// alert notice's (alert_deliveries keeps the same status columns). A late or repeated notice
// never moves a delivery back.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a notice says happened to one message. */
export type DeliveryStatusChange =
  | { messageId: string; status: 'sent' | 'delivered'; at: Date }
  | { messageId: string; status: 'failed'; error: string };

/** The tables of deliveries the webhook moves: their status columns are the same. */
const DELIVERY_TABLES = ['report_deliveries', 'alert_deliveries'] as const;

/** Applies one change; the number of deliveries it changed (0 or 1 in practice). */
export async function applyDeliveryStatus(
  db: Kysely<Database>,
  change: DeliveryStatusChange,
): Promise<number> {
  let changed = 0;
  for (const table of DELIVERY_TABLES) changed += await applyTo(db, table, change);
  return changed;
}

async function applyTo(
  db: Kysely<Database>,
  table: (typeof DELIVERY_TABLES)[number],
  change: DeliveryStatusChange,
): Promise<number> {
  const now = new Date();
  // Both tables have these columns; Kysely is told the first one's name for the types.
  const rows = db
    .updateTable(table as 'report_deliveries')
    .where('provider_message_id', '=', change.messageId)
    .where('channel', '=', 'whatsapp');
  let result;
  switch (change.status) {
    case 'sent': {
      const { at } = change;
      result = await rows
        .set((eb) => ({
          status: 'sent',
          sent_at: eb.fn.coalesce('sent_at', eb.val(at)),
          updated_at: now,
        }))
        .where('status', 'in', ['queued', 'sent'])
        .executeTakeFirst();
      break;
    }
    case 'delivered': {
      const { at } = change;
      result = await rows
        .set((eb) => ({
          status: 'delivered',
          sent_at: eb.fn.coalesce('sent_at', eb.val(at)),
          delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)),
          error: null,
          updated_at: now,
        }))
        .where('status', '<>', 'delivered')
        .executeTakeFirst();
      break;
    }
    case 'failed':
      result = await rows
        .set({ status: 'failed', error: change.error, updated_at: now })
        .where('status', '<>', 'delivered')
        .executeTakeFirst();
      break;
  }
  return Number(result.numUpdatedRows);
}
