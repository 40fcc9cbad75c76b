// The contacts' store: a contact read back trimmed with its stations by name (ignoring case),
// in the order asked for; rewritten with its stations together; a page of one customer's
// contacts (or every customer's), by name, searched without accents, with the total; which
// contacts and stations a customer has.
import type { Kysely } from 'kysely';
import type { ContactInput } from '@/api/generated/contacts.gen';
import type { Database } from '@/server/db/schema';
import {
  contactVisible,
  countCustomerStations,
  deleteContactById,
  listContactPage,
  loadContacts,
  writeContact,
} from '@/server/modules/contacts/contactStore';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { insertCustomer, insertStation } from '../../../support/customerRows';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
let rival: number;
let zeta: number;
let beta: number;
let theirs: number;

const input = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: '  Ana López  ',
  email: '  ana@contactos.mx ',
  telephone: '4421234567',
  gas_station_ids: [],
  ...overrides,
});

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  const newCustomer = (name: string) => insertCustomer(db, name);
  customer = await newCustomer('Contactos');
  rival = await newCustomer('Otra');
  const station = (customerId: number, name: string) => insertStation(db, customerId, name);
  zeta = await station(customer, 'zeta');
  beta = await station(customer, 'Beta');
  theirs = await station(rival, 'Ajena');
}, 120_000);
afterAll(() => database.close());

it('reads a contact back trimmed, with its stations by name, in the order asked for', async () => {
  const id = await writeContact(db, input({ gas_station_ids: [zeta, beta] }), customer);
  const bare = await writeContact(db, input({ name: 'Solo teléfono', email: '  ' }), customer);
  expect(await loadContacts(db, [bare, 999_999, id])).toEqual([
    {
      id: bare,
      name: 'Solo teléfono',
      email: null,
      telephone: '4421234567',
      customer_id: customer,
      gas_stations: [],
    },
    {
      id,
      name: 'Ana López',
      email: 'ana@contactos.mx',
      telephone: '4421234567',
      customer_id: customer,
      gas_stations: [
        { id: beta, name: 'Beta' },
        { id: zeta, name: 'zeta' },
      ],
    },
  ]);
  expect(await loadContacts(db, [])).toEqual([]);
});

it('rewrites a contact with its stations together, and deletes it with its links', async () => {
  const id = await writeContact(db, input({ gas_station_ids: [zeta, beta] }), customer);
  expect(
    await writeContact(db, input({ name: 'Ana M.', gas_station_ids: [beta] }), customer, id),
  ).toBe(id);
  expect(await loadContacts(db, [id])).toEqual([
    expect.objectContaining({ name: 'Ana M.', gas_stations: [{ id: beta, name: 'Beta' }] }),
  ]);
  // A rewrite that fails leaves the contact as it was (one transaction).
  await expect(
    writeContact(db, input({ name: 'Roto', gas_station_ids: [999_999] }), customer, id),
  ).rejects.toMatchObject({ code: '23503' });
  expect(await loadContacts(db, [id])).toEqual([
    expect.objectContaining({ name: 'Ana M.', gas_stations: [{ id: beta, name: 'Beta' }] }),
  ]);
  // Rewriting a contact that is gone is refused.
  await expect(writeContact(db, input(), customer, 999_999)).rejects.toThrow();
  await deleteContactById(db, id);
  expect(await loadContacts(db, [id])).toEqual([]);
  expect(
    await db.selectFrom('contact_gas_stations').selectAll().where('contact_id', '=', id).execute(),
  ).toEqual([]);
});

describe('a page of contacts', () => {
  let zoe: number;
  let ramon: number;
  let bea: number;
  let foreign: number;
  beforeAll(async () => {
    await db.deleteFrom('contacts').execute();
    zoe = await writeContact(db, input({ name: 'zoe', email: 'zoe@c.mx' }), customer);
    ramon = await writeContact(db, input({ name: 'Ramón', email: 'ramon@c.mx' }), customer);
    bea = await writeContact(db, input({ name: 'Bea', email: 'bea@c.mx' }), customer);
    foreign = await writeContact(db, input({ name: 'Ajeno', email: 'ajeno@c.mx' }), rival);
  });

  it('lists only the customer’s, by name ignoring case, every customer’s for administrators', async () => {
    const page = await listContactPage(db, customer, {});
    expect(page.items.map((c) => c.id)).toEqual([bea, ramon, zoe]);
    expect(page.total).toBe(3);
    const all = await listContactPage(db, undefined, {});
    expect(all.total).toBe(4);
    expect(all.items.map((c) => c.id)).toContain(foreign);
  });

  it('pages with the total of every match', async () => {
    const first = await listContactPage(db, customer, { items: 1 });
    expect(first.items.map((c) => c.name)).toEqual(['Bea']);
    expect(first.total).toBe(3);
  });

  it('searches name, e-mail and telephone without accents, within the customer', async () => {
    const search = async (text: string, everyCustomer = false) =>
      (await listContactPage(db, everyCustomer ? undefined : customer, { search: text })).items.map(
        (c) => c.id,
      );
    expect(await search('RAMON')).toEqual([ramon]);
    expect(await search('zoe@')).toEqual([zoe]);
    expect(await search('ajeno')).toEqual([]);
    expect(await search('ajeno', true)).toEqual([foreign]);
    expect(await search('_')).toEqual([]);
  });

  it('says whether a contact is within the customer', async () => {
    expect(await contactVisible(db, customer, zoe)).toBe(true);
    expect(await contactVisible(db, customer, foreign)).toBe(false);
    expect(await contactVisible(db, undefined, foreign)).toBe(true);
    expect(await contactVisible(db, undefined, 999_999)).toBe(false);
  });
});

it('counts the stations of a list that are the customer’s', async () => {
  expect(await countCustomerStations(db, customer, [zeta, beta, theirs, 999_999])).toBe(2);
  expect(await countCustomerStations(db, rival, [zeta, theirs])).toBe(1);
});
