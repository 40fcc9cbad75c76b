// The one way sales tickets are written, for both entry paths (connector pulls and .xlsx
// uploads): batched upserts keyed by (station, origin, folio). A record seen again with the
// same values changes nothing; one with other values updates the ticket. Counting happens in
// the statement itself (xmax = 0 marks an insert), so a retried pull or a file uploaded twice
// reports honestly what changed. The station's sales rollups are rebuilt for every local day
// a stored ticket left or entered, in the caller's transaction, under the station's write lock.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, TicketSource } from '../../db/schema';
import { lockStations, rebuildDays } from '../serviceFacts';

export interface TicketToStore {
  folio: string;
  /** ISO instant. */
  sold_at: string;
  /** 'YYYY-MM-DD HH:MM:SS' at the station. */
  local_time: string;
  employee: string | null;
  pump: number;
  product: number;
  payment_type: number;
  volume: number;
  price: number;
  amount: number;
}

export interface StoreCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface TicketOrigin {
  gasStationId: number;
  source: TicketSource;
  /** 'supplier:<id>' or 'upload'. */
  origin: string;
  uploadId?: number | null;
}

/** Rows per statement: 14 parameters a row stays far below PostgreSQL's 65,535. */
export const STORE_BATCH = 1000;

export const supplierOrigin = (supplierId: number) => `supplier:${supplierId}`;
export const UPLOAD_ORIGIN = 'upload';

/** Writes tickets of one station, in the caller's transaction or else in one of its own. */
export async function storeTickets(
  db: Kysely<Database> | Transaction<Database>,
  where: TicketOrigin,
  tickets: readonly TicketToStore[],
): Promise<StoreCounts> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => storeTickets(trx, where, tickets));
  }
  const counts: StoreCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // The same folio twice in one batch would make ON CONFLICT touch a row twice: the last wins.
  const byFolio = new Map<string, TicketToStore>();
  for (const ticket of tickets) byFolio.set(ticket.folio, ticket);
  const unique = [...byFolio.values()];
  counts.unchanged += tickets.length - unique.length;
  if (unique.length === 0) return counts;
  await lockStations(db, [where.gasStationId]);
  const days = new Set(unique.map((t) => t.local_time.slice(0, 10)));

  for (let i = 0; i < unique.length; i += STORE_BATCH) {
    const batch = unique.slice(i, i + STORE_BATCH);
    // The days the batch's tickets already stored fall on: an update may move a ticket out of one.
    const before = await sql<{ d: string }>`
      select distinct local_time::date::text as d from sales_tickets
      where gas_station_id = ${where.gasStationId} and origin = ${where.origin}
        and folio = any(${sql.val(batch.map((t) => t.folio))}::text[])`.execute(db);
    for (const r of before.rows) days.add(r.d);
    const rows = await db
      .insertInto('sales_tickets')
      .values(
        batch.map((t) => ({
          gas_station_id: where.gasStationId,
          source: where.source,
          origin: where.origin,
          folio: t.folio,
          sold_at: t.sold_at,
          local_time: t.local_time,
          employee: t.employee,
          pump: t.pump,
          product: t.product,
          payment_type: t.payment_type,
          volume: t.volume,
          price: t.price,
          amount: t.amount,
          upload_id: where.uploadId ?? null,
        })),
      )
      .onConflict((oc) =>
        oc
          .constraint('sales_tickets_origin_folio_key')
          .doUpdateSet({
            sold_at: (eb) => eb.ref('excluded.sold_at'),
            local_time: (eb) => eb.ref('excluded.local_time'),
            employee: (eb) => eb.ref('excluded.employee'),
            pump: (eb) => eb.ref('excluded.pump'),
            product: (eb) => eb.ref('excluded.product'),
            payment_type: (eb) => eb.ref('excluded.payment_type'),
            volume: (eb) => eb.ref('excluded.volume'),
            price: (eb) => eb.ref('excluded.price'),
            amount: (eb) => eb.ref('excluded.amount'),
            updated_at: sql`now()`,
          })
          // Only a record that really changed is rewritten (and counted as updated).
          .where(
            sql<boolean>`(sales_tickets.sold_at, sales_tickets.employee, sales_tickets.pump,
              sales_tickets.product, sales_tickets.payment_type, sales_tickets.volume,
              sales_tickets.price, sales_tickets.amount)
              is distinct from (excluded.sold_at, excluded.employee, excluded.pump,
              excluded.product, excluded.payment_type, excluded.volume, excluded.price,
              excluded.amount)`,
          ),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    const inserted = rows.filter((r) => r.inserted).length;
    counts.inserted += inserted;
    counts.updated += rows.length - inserted;
    counts.unchanged += batch.length - rows.length;
  }
  if (counts.inserted + counts.updated > 0) {
    await rebuildDays(db, 'sales', {
      pairs: [...days].map((day) => ({ stationId: where.gasStationId, day })),
    });
  }
  return counts;
}
