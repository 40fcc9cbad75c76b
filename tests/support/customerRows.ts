// Rows a store test starts from: a customer ('<name> SA') and its stations (permit
// 'PL/<name>/EXP/ES/2026', unique while names are), written straight to the database.
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export async function insertCustomer(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ name, legal_name: `${name} SA` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStation(
  db: Kysely<Database>,
  customerId: number,
  name: string,
): Promise<number> {
  const row = await db
    .insertInto('gas_stations')
    .values({ customer_id: customerId, name, permission: `PL/${name}/EXP/ES/2026` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
