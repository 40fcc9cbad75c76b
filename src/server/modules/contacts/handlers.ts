// Contacts: report recipients with the stations whose reports they may get. Administrators
// manage every customer's; others their own customer's, with stations they reach themselves.
import { sql, type Kysely } from 'kysely';
import type { Contact, ContactInput, ContactList } from '@/api/generated/contacts.gen';
import type { AuthUser, OperationHandlers, OperationResult } from '../../contract/handlerTypes';
import { respond, type HandlerContext } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { notFound, type FieldError } from '../../errors';
import { containsSearch } from '../../db/search';
import {
  byName,
  failOnFieldErrors,
  inIdOrder,
  listPage,
  type IdParams,
} from '../shared/crudRepository';

const CONTACT_NOT_FOUND = 'Contacto no encontrado';

async function loadContacts(db: Kysely<Database>, ids: number[]): Promise<Contact[]> {
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

function scoped(db: Kysely<Database>, user: AuthUser) {
  const base = db.selectFrom('contacts');
  if (user.isAdmin) return base;
  return base.where('contacts.customer_id', '=', user.customerId ?? -1);
}

async function requireContact(ctx: HandlerContext<IdParams>): Promise<number> {
  const row = await scoped(ctx.db, ctx.user)
    .select('contacts.id')
    .where('contacts.id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row.id;
}

async function checkInput(ctx: HandlerContext, input: ContactInput): Promise<number> {
  const errors: FieldError[] = [];
  if (!input.email && !input.telephone) {
    errors.push({
      field: 'body.email',
      rule: 'reachable',
      message: 'Escribe un correo o un teléfono',
    });
  }
  const customerId: number | null = ctx.user.isAdmin
    ? (input.customer_id ?? null)
    : ctx.user.customerId;
  if (customerId === null) {
    errors.push({ field: 'body.customer_id', rule: 'required', message: 'Elige el cliente' });
  }
  if (!ctx.user.isAdmin && input.customer_id != null && input.customer_id !== ctx.user.customerId) {
    errors.push({
      field: 'body.customer_id',
      rule: 'customer',
      message: 'No puedes asignar contactos a otro cliente',
    });
  }
  if (customerId !== null && input.gas_station_ids.length > 0) {
    const owned = await ctx.db
      .selectFrom('gas_stations')
      .select('id')
      .where('id', 'in', input.gas_station_ids)
      .where('customer_id', '=', customerId)
      .execute();
    const reachable = new Set(await ctx.user.stationIds());
    if (owned.length !== input.gas_station_ids.length) {
      errors.push({
        field: 'body.gas_station_ids',
        rule: 'customer',
        message: 'Una gasolinera elegida no es del cliente',
      });
    } else if (input.gas_station_ids.some((id) => !reachable.has(id))) {
      errors.push({
        field: 'body.gas_station_ids',
        rule: 'access',
        message: 'No tienes acceso a una de las gasolineras elegidas',
      });
    }
  }
  failOnFieldErrors(errors);
  return customerId!;
}

async function writeContact(
  ctx: HandlerContext,
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
  return ctx.db.transaction().execute(async (trx) => {
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

async function listContacts(
  ctx: HandlerContext<{ query: { search?: string; items?: number } }>,
): Promise<ContactList> {
  let base = scoped(ctx.db, ctx.user);
  const matches = containsSearch('contacts.search_text', ctx.query.search);
  if (matches) base = base.where(matches);
  return listPage(base, ctx.query.items, byName('contacts'), (ids) => loadContacts(ctx.db, ids));
}

async function createContact(
  ctx: HandlerContext<{ body: ContactInput }>,
): Promise<OperationResult<'createContact'>> {
  const customerId = await checkInput(ctx, ctx.body);
  const id = await writeContact(ctx, ctx.body, customerId);
  return respond(201, (await loadContacts(ctx.db, [id]))[0]);
}

async function updateContact(
  ctx: HandlerContext<IdParams & { body: ContactInput }>,
): Promise<Contact> {
  const id = await requireContact(ctx);
  const customerId = await checkInput(ctx, ctx.body);
  await writeContact(ctx, ctx.body, customerId, id);
  return (await loadContacts(ctx.db, [id]))[0]!;
}

async function deleteContact(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'deleteContact'>> {
  const id = await requireContact(ctx);
  await ctx.db.deleteFrom('contacts').where('id', '=', id).execute();
  return respond(204);
}

export const handlers = {
  listContacts,
  createContact,
  updateContact,
  deleteContact,
} satisfies OperationHandlers;
