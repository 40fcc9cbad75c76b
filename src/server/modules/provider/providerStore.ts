// The provider browsing's queries: a customer, and a customer's stations (the customers with
// their station counts are the customers module's).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
