// The customers list's query.
import { sql, type Kysely } from 'kysely';
import type { CustomerList } from '@/api/generated/customers.gen';
import type { Database } from '../../db/schema';

/** Every customer by name, with how many stations each has. */
export async function listCustomersWithStationCounts(db: Kysely<Database>): Promise<CustomerList> {
  const rows = await db
    .selectFrom('customers as c')
    .leftJoin('gas_stations as g', 'g.customer_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.legal_name',
      'c.name',
      eb.fn.count<number>('g.id').as('station_count'),
    ])
    .groupBy(['c.id', 'c.legal_name', 'c.name'])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  const items = rows.map((r) => ({ ...r, station_count: Number(r.station_count) }));
  return { items, total: items.length };
}
