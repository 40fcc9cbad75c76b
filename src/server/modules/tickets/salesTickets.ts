// GET /api/sales_tickets: a station's tickets over whole local days, newest first, with the
// range's totals. Days are the station's: the range becomes instants in its time zone, so the
// index on (station, sold_at) serves the query.
import { sql } from 'kysely';
import { addDays } from '@/lib/dates/calendarDates';
import { startOfDayIn } from '@/lib/dates/zonedTimes';
import type { SalesTicket, SalesTicketList } from '@/api/generated/tickets.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { checkPeriod } from '../shared/period';

interface SalesTicketsQuery {
  gas_station_id: number;
  start_date: string;
  end_date: string;
  items?: number;
}

/** [start of the first day, start of the day after the last) at the station, as instants. */
export function localDayRange(startDate: string, endDate: string, timeZone: string) {
  return {
    from: startOfDayIn(startDate, timeZone),
    to: startOfDayIn(addDays(endDate, 1), timeZone),
  };
}

const EMPTY: SalesTicketList = { items: [], totals: { tickets: 0, volume: 0, amount: 0 } };

export async function listSalesTickets(
  ctx: HandlerContext<{ query: SalesTicketsQuery }>,
): Promise<SalesTicketList> {
  const { db, query } = ctx;
  checkPeriod(query.start_date, query.end_date);
  const station = await db
    .selectFrom('gas_stations')
    .select('time_zone')
    .where('id', '=', query.gas_station_id)
    .executeTakeFirst();
  if (!station) return EMPTY;
  const { from, to } = localDayRange(query.start_date, query.end_date, station.time_zone);
  const inRange = db
    .selectFrom('sales_tickets')
    .where('gas_station_id', '=', query.gas_station_id)
    .where('sold_at', '>=', from)
    .where('sold_at', '<', to);

  const [rows, totals] = await Promise.all([
    inRange
      .select([
        'id',
        'gas_station_id',
        'source',
        'folio',
        'sold_at',
        sql<string>`to_char(local_time, 'YYYY-MM-DD HH24:MI:SS')`.as('local_time'),
        'employee',
        'pump',
        'product',
        'payment_type',
        'volume',
        'price',
        'amount',
      ])
      .orderBy('sold_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.items ?? 50)
      .execute(),
    inRange
      .select([
        sql<string>`count(*)`.as('tickets'),
        sql<string>`coalesce(sum(volume), 0)`.as('volume'),
        sql<string>`coalesce(sum(amount), 0)`.as('amount'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const items: SalesTicket[] = rows.map((row) => ({
    id: Number(row.id),
    gas_station_id: row.gas_station_id,
    source: row.source,
    folio: row.folio,
    sold_at: new Date(row.sold_at).toISOString(),
    local_time: row.local_time,
    employee: row.employee,
    pump: row.pump,
    product: row.product,
    payment_type: row.payment_type,
    volume: Number(row.volume),
    price: Number(row.price),
    amount: Number(row.amount),
  }));
  return {
    items,
    totals: {
      tickets: Number(totals.tickets),
      volume: Number(totals.volume),
      amount: Number(totals.amount),
    },
  };
}
