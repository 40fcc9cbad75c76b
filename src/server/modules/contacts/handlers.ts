// Contacts: report recipients with the stations whose reports they may get. Administrators
// manage every customer's; others their own customer's, with stations they reach themselves.
import type { Contact, ContactInput, ContactList } from '@/api/generated/contacts.gen';
import type { AuthUser, OperationHandlers, OperationResult } from '../../contract/handlerTypes';
import { respond, type HandlerContext } from '../../contract/handlerTypes';
import { notFound, type FieldError } from '../../errors';
import { failOnFieldErrors, type IdParams } from '../shared/crudRepository';
import {
  contactVisible,
  countCustomerStations,
  deleteContactById,
  listContactPage,
  loadContacts,
  writeContact,
  type ContactScope,
} from './contactStore';

const CONTACT_NOT_FOUND = 'Contacto no encontrado';

/** Administrators see every customer's contacts; others their own customer's. */
function scopeOf(user: AuthUser): ContactScope {
  return user.isAdmin ? undefined : (user.customerId ?? -1);
}

async function requireContact(ctx: HandlerContext<IdParams>): Promise<number> {
  if (!(await contactVisible(ctx.db, scopeOf(ctx.user), ctx.params.id)))
    throw notFound(CONTACT_NOT_FOUND);
  return ctx.params.id;
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
    const owned = await countCustomerStations(ctx.db, customerId, input.gas_station_ids);
    const reachable = new Set(await ctx.user.stationIds());
    if (owned !== input.gas_station_ids.length) {
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

async function listContacts(
  ctx: HandlerContext<{ query: { search?: string; items?: number } }>,
): Promise<ContactList> {
  return listContactPage(ctx.db, scopeOf(ctx.user), ctx.query);
}

async function createContact(
  ctx: HandlerContext<{ body: ContactInput }>,
): Promise<OperationResult<'createContact'>> {
  const customerId = await checkInput(ctx, ctx.body);
  const id = await writeContact(ctx.db, ctx.body, customerId);
  return respond(201, (await loadContacts(ctx.db, [id]))[0]);
}

async function updateContact(
  ctx: HandlerContext<IdParams & { body: ContactInput }>,
): Promise<Contact> {
  const id = await requireContact(ctx);
  const customerId = await checkInput(ctx, ctx.body);
  await writeContact(ctx.db, ctx.body, customerId, id);
  return (await loadContacts(ctx.db, [id]))[0]!;
}

async function deleteContact(
  ctx: HandlerContext<IdParams>,
): Promise<OperationResult<'deleteContact'>> {
  const id = await requireContact(ctx);
  await deleteContactById(ctx.db, id);
  return respond(204);
}

export const handlers = {
  listContacts,
  createContact,
  updateContact,
  deleteContact,
} satisfies OperationHandlers;
