// Who may manage whom (with the settings permission): administrators everybody;
// Editors the users of their own customer, never administrators, with the Editor and Visor
// roles only and only stations they reach themselves.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import { ROLE, type Database } from '../../db/schema';
import { notFound } from '../../errors';

export const USER_NOT_FOUND = 'Usuario no encontrado';

export function scopeUsers<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  user: AuthUser,
): SelectQueryBuilder<Database, 'users', O> {
  if (user.isAdmin) return query;
  if (user.customerId === null) return query.where('users.id', '=', -1);
  return query
    .where('users.customer_id', '=', user.customerId)
    .where((eb) =>
      eb.or([eb('users.user_role_id', 'is', null), eb('users.user_role_id', '<>', ROLE.Admin)]),
    );
}

/** The id of a user the caller manages; 404 otherwise (never reveals other customers' users). */
export async function requireManagedUser(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
): Promise<{ id: number; email: string; name: string; profile_picture_url: string | null }> {
  const row = await scopeUsers(db.selectFrom('users'), user)
    .select(['users.id', 'users.email', 'users.name', 'users.profile_picture_url'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}
