// The contacts' queries: contacts by id with their stations, a page of the contacts a caller
// sees, and the contact written with its stations in one transaction.
import { sql, type Kysely } from 'kysely';
import type { Contact, ContactInput, ContactList } from '@/api/generated/contacts.gen';
import type { Database } from '../../db/schema';
import { containsSearch } from '../../db/search';
import { byName, inIdOrder, listPage } from '../shared/crudRepository';

/** The customer whose contacts a caller sees; `undefined` for every customer's (administrators). */
export type ContactScope = number | undefined;

/** The contacts `ids`, in that order. */
export async function loadContacts(db: Kysely<Database>, ids: number[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const [rows, stations] = await Promise.all([
    db
      .selectFrom('contacts')
      .select(['id', 'name', 'email', 'telephone', 'customer_id'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('contact_gas_stations as cg')
      .innerJoin('gas_stations as g', 'g.id', 'cg.gas_station_id')
      .select(['cg.contact_id', 'g.id', 'g.name'])
      .where('cg.contact_id', 'in', ids)
      .orderBy(sql`lower(g.name)`)
      .execute(),
  ]);
  return inIdOrder(ids, rows, (row) => ({
    ...row,
    gas_stations: stations
      .filter((s) => s.contact_id === row.id)
      .map(({ id: sid, name }) => ({ id: sid, name })),
  }));
}

function scoped(db: Kysely<Database>, scope: ContactScope) {
  const base = db.selectFrom('contacts');
  if (scope === undefined) return base;
  return base.where('contacts.customer_id', '=', scope);
}

/** Whether the contact exists within the scope. */
export async function contactVisible(
  db: Kysely<Database>,
  scope: ContactScope,
  id: number,
): Promise<boolean> {
  const row = await scoped(db, scope)
    .select('contacts.id')
    .where('contacts.id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of `stationIds` belong to the customer. */
export async function countCustomerStations(
  db: Kysely<Database>,
  customerId: number,
  stationIds: number[],
): Promise<number> {
  const owned = await db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', 'in', stationIds)
    .where('customer_id', '=', customerId)
    .execute();
  return owned.length;
}

/** One page of the contacts in scope, by name, matching `search`. */
export function listContactPage(
  db: Kysely<Database>,
  scope: ContactScope,
  query: { search?: string; items?: number },
): Promise<ContactList> {
  let base = scoped(db, scope);
  const matches = containsSearch('contacts.search_text', query.search);
  if (matches) base = base.where(matches);
  return listPage(base, query.items, byName('contacts'), (ids) => loadContacts(db, ids));
}

/** Inserts (no `id`) or rewrites the contact and its stations together; its id. */
export function writeContact(
  db: Kysely<Database>,
  input: ContactInput,
  customerId: number,
  id?: number,
): Promise<number> {
  const values = {
    customer_id: customerId,
    name: input.name.trim(),
    email: input.email?.trim() || null,
    telephone: input.telephone || null,
  };
  return db.transaction().execute(async (trx) => {
    const contactId = id
      ? (
          await trx
            .updateTable('contacts')
            .set({ ...values, updated_at: sql<Date>`now()` })
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (await trx.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow())
          .id;
    await trx.deleteFrom('contact_gas_stations').where('contact_id', '=', contactId).execute();
    if (input.gas_station_ids.length > 0) {
      await trx
        .insertInto('contact_gas_stations')
        .values(
          input.gas_station_ids.map((gas_station_id) => ({
            contact_id: contactId,
            gas_station_id,
          })),
        )
        .execute();
    }
    return contactId;
  });
}

export async function deleteContactById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}
