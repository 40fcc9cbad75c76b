// The litres a station's sales tickets add up to per local day and product (1 regular,
// 2 premium, 3 diesel, 4+ other), for the volumetric compliance checks (deliveries against
// tickets). Days are the station's, in its time zone.
import { sql, type Kysely } from 'kysely';
import { addDays } from '@/lib/dates/calendarDates';
import { startOfDayIn } from '@/lib/dates/zonedTimes';
import type { Database } from '../../db/schema';

export interface TicketLitres {
  day: string;
  product: number;
  litres: number;
}

/** Per day of [firstDay, lastDay] and product, the litres sold; days without tickets left out. */
export async function dailyTicketLitres(
  db: Kysely<Database>,
  stationId: number,
  firstDay: string,
  lastDay: string,
  timeZone: string,
): Promise<TicketLitres[]> {
  const day = sql<string>`to_char(local_time, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('sales_tickets')
    .select([day.as('day'), 'product', sql<number>`sum(volume)`.as('litres')])
    .where('gas_station_id', '=', stationId)
    // The instants of the station's days, so the index on (station, sold_at) serves the query.
    .where('sold_at', '>=', startOfDayIn(firstDay, timeZone))
    .where('sold_at', '<', startOfDayIn(addDays(lastDay, 1), timeZone))
    .groupBy([day, 'product'])
    .execute();
  return rows.map((r) => ({ day: r.day, product: r.product, litres: Number(r.litres) }));
}
