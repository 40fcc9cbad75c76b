// The customers' query with their station counts: the customers list (administrators) and the
// provider's browsing (one customer for an integration token, a search) read it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsFolded } from '../../db/search';

export interface CustomerFilter {
  /** Only this customer (an integration token's own). */
  onlyCustomer?: number | null;
  /** Words of the name or the legal name, accents and case folded. */
  search?: string;
}

/** Customers by name ignoring case (one name: by id), with how many stations each has. */
export async function listCustomersWithStationCounts(
  db: Kysely<Database>,
  { onlyCustomer = null, search }: CustomerFilter = {},
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
