// Creating and replacing users: the rules the contract cannot say (who may give which role,
// customer and stations; password strength and confirmation; unique e-mail), then the user and
// their permissions and station access in the caller's transaction.
import { sql, type Kysely } from 'kysely';
import type { UserCreate, UserUpdate } from '@/api/generated/users.gen';
import { isCommonPassword } from '@/lib/commonPasswords';
import { passwordChecks, passwordMessages } from '@/lib/passwordRules';
import { scopeHolds, stationScopeOf } from '../../access/stationVisibility';
import type { AuthUser } from '../../contract/handlerTypes';
import { isUniqueViolation } from '../../db/errors';
import { ROLE, type Database } from '../../db/schema';
import { HttpError, messages, type FieldError } from '../../errors';
import { hashPassword } from '../auth';
import { syncReportSchedules } from '../reportSchedules';

/** An e-mail that is already in use. */
export const EMAIL_TAKEN = messages.emailTaken;

export const emailTaken = () =>
  new HttpError(409, EMAIL_TAKEN, 'email_taken', [
    { field: 'body.email', rule: 'unique', message: EMAIL_TAKEN },
  ]);

function passwordErrors(
  password: string | undefined,
  confirmation: string | undefined,
): FieldError[] {
  if (password === undefined && confirmation === undefined) return [];
  const errors: FieldError[] = [];
  const checks = passwordChecks(password ?? '');
  if (!Object.values(checks).every(Boolean)) {
    errors.push({ field: 'body.password', rule: 'strength', message: passwordMessages.weak });
  }
  if (password !== undefined && isCommonPassword(password)) {
    errors.push({ field: 'body.password', rule: 'common', message: passwordMessages.common });
  }
  if (password !== confirmation) {
    errors.push({
      field: 'body.password_confirmation',
      rule: 'match',
      message: passwordMessages.mismatch,
    });
  }
  return errors;
}

interface Resolved {
  customerId: number | null;
  stationIds: number[];
}

/** Checks the input against the caller's rights; returns the customer and stations to store. */
export async function resolveAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  input: UserCreate | UserUpdate,
  target: { id: number; roleId: number | null } | null,
): Promise<Resolved> {
  const errors: FieldError[] = [...passwordErrors(input.password, input.password_confirmation)];
  const isAdminRole = input.user_role_id === ROLE.Admin;
  if (!caller.isAdmin && isAdminRole) {
    errors.push({
      field: 'body.user_role_id',
      rule: 'role',
      message: 'No puedes asignar el rol Admin',
    });
  }
  if (target && target.id === caller.id && target.roleId !== input.user_role_id) {
    errors.push({
      field: 'body.user_role_id',
      rule: 'ownRole',
      message: 'No puedes cambiar tu propio rol',
    });
  }
  let customerId: number | null;
  if (caller.isAdmin) {
    customerId = isAdminRole ? null : (input.customer_id ?? null);
    if (!isAdminRole && customerId === null) {
      errors.push({ field: 'body.customer_id', rule: 'required', message: 'Elige el cliente' });
    }
    if (customerId !== null) {
      const exists = await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', customerId)
        .executeTakeFirst();
      if (!exists)
        errors.push({ field: 'body.customer_id', rule: 'exists', message: 'El cliente no existe' });
    }
  } else {
    customerId = caller.customerId;
    if (input.customer_id != null && input.customer_id !== caller.customerId) {
      errors.push({
        field: 'body.customer_id',
        rule: 'customer',
        message: 'No puedes asignar usuarios a otro cliente',
      });
    }
  }
  // Administrators reach every station without links.
  const stationIds = isAdminRole ? [] : input.gas_station_ids;
  if (stationIds.length > 0 && customerId !== null) {
    const owned = await db
      .selectFrom('gas_stations')
      .select('id')
      .where('id', 'in', stationIds)
      .where('customer_id', '=', customerId)
      .execute();
    if (owned.length !== stationIds.length) {
      errors.push({
        field: 'body.gas_station_ids',
        rule: 'customer',
        message: 'Una gasolinera elegida no es del cliente',
      });
    } else {
      const reachable = await stationScopeOf(caller);
      if (stationIds.some((id) => !scopeHolds(reachable, id))) {
        errors.push({
          field: 'body.gas_station_ids',
          rule: 'access',
          message: 'No tienes acceso a una de las gasolineras elegidas',
        });
      }
    }
  }
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, 'validation_failed', errors);
  return { customerId, stationIds };
}

/** A free username from the e-mail's local part (usernames never contain '@'). */
export async function freeUsername(db: Kysely<Database>, email: string): Promise<string> {
  const base =
    email
      .slice(0, email.indexOf('@'))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '.')
      .slice(0, 40) || 'usuario';
  const taken = new Set(
    (
      await db
        .selectFrom('users')
        .select(sql<string>`lower(username)`.as('name'))
        .where(sql`lower(username)`, 'like', `${base.replace(/[%_\\]/g, '\\$&')}%`)
        .execute()
    ).map((r) => r.name),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

export async function emailInUse(
  db: Kysely<Database>,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function writeAccess(
  trx: Kysely<Database>,
  userId: number,
  input: UserCreate | UserUpdate,
  stationIds: number[],
): Promise<void> {
  await trx
    .insertInto('user_permissions')
    .values({ user_id: userId, ...input.permissions })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(input.permissions))
    .execute();
  await trx
    .insertInto('user_report_permissions')
    .values({ user_id: userId, ...input.report_permissions })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(input.report_permissions))
    .execute();
  await trx.deleteFrom('user_gas_stations').where('user_id', '=', userId).execute();
  if (stationIds.length > 0) {
    await trx
      .insertInto('user_gas_stations')
      .values(stationIds.map((gas_station_id) => ({ user_id: userId, gas_station_id })))
      .execute();
  }
  // The user's report configurations are scheduled in the zone of their first station.
  await syncReportSchedules(trx, { userIds: [userId] });
}

export async function insertUser(
  db: Kysely<Database>,
  caller: AuthUser,
  input: UserCreate,
): Promise<number> {
  const access = await resolveAccess(db, caller, input, null);
  if (await emailInUse(db, input.email)) throw emailTaken();
  const password_hash = await hashPassword(input.password);
  const username = await freeUsername(db, input.email);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email.trim(),
          username,
          name: input.name.trim(),
          telephone: input.telephone ?? null,
          password_hash,
          user_role_id: input.user_role_id,
          customer_id: access.customerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAccess(trx, row.id, input, access.stationIds);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function replaceUser(
  db: Kysely<Database>,
  caller: AuthUser,
  id: number,
  input: UserUpdate,
): Promise<void> {
  const current = await db
    .selectFrom('users')
    .select(['id', 'user_role_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const access = await resolveAccess(db, caller, input, { id, roleId: current.user_role_id });
  if (await emailInUse(db, input.email, id)) throw emailTaken();
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          email: input.email.trim(),
          name: input.name.trim(),
          telephone: input.telephone ?? null,
          user_role_id: input.user_role_id,
          customer_id: access.customerId,
          updated_at: sql<Date>`now()`,
          ...(password_hash ? { password_hash } : {}),
        })
        .where('id', '=', id)
        .execute();
      await writeAccess(trx, id, input, access.stationIds);
      // A new password ends the sessions that knew the old one; a new role, the sessions
      // opened with the old one's reach.
      const roleChanged = input.user_role_id !== current.user_role_id;
      if ((password_hash || roleChanged) && id !== caller.id) {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
