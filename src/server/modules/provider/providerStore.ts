// The provider browsing's queries: customers with their station counts, a customer, and a
// customer's stations.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsFolded } from '../../db/search';

/** Customers by name with how many stations each has; only `onlyCustomer` when not null. */
export async function listCustomersWithStationCounts(
  db: Kysely<Database>,
  onlyCustomer: number | null,
  search: string | undefined,
) {
  let query = db
    .selectFrom('customers as c')
    .leftJoin('gas_stations as g', 'g.customer_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.legal_name',
      'c.rfc',
      'c.city',
      'c.state',
      eb.fn.count<number>('g.id').as('station_count'),
    ])
    .groupBy(['c.id', 'c.name', 'c.legal_name', 'c.rfc', 'c.city', 'c.state']);
  if (onlyCustomer !== null) query = query.where('c.id', '=', onlyCustomer);
  const matches = containsFolded(sql`c.name || ' ' || c.legal_name`, search);
  if (matches) query = query.where(matches);
  const rows = await query
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, station_count: Number(r.station_count) }));
}

export async function customerExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return customer !== undefined;
}

/** The customer's stations by name. */
export function stationsOfCustomer(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'brand', 'city', 'state', 'address', 'customer_id'])
    .where('customer_id', '=', customerId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}
