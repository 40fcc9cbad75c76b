// The signed-in user's profile as the contract shapes it (UserProfile): role and permission
// objects are null when absent, first_login mirrors must_change_password.
import type { Kysely } from 'kysely';
import type { UserProfile } from '@/api/generated/auth.gen';
import type { Database } from '../../db/schema';

export async function loadProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<UserProfile | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_roles as r', 'r.id', 'u.user_role_id')
    .leftJoin('user_permissions as p', 'p.user_id', 'u.id')
    .leftJoin('customers as c', 'c.id', 'u.customer_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.username',
      'u.profile_picture_url',
      'u.user_role_id',
      'u.must_change_password',
      'r.id as role_id',
      'r.name as role_name',
      'p.user_id as permission_user_id',
      'p.dashboard',
      'p.files',
      'p.vms',
      'p.data',
      'p.settings',
      'c.id as customer_id',
      'c.legal_name as customer_legal_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    profile_picture_url: row.profile_picture_url,
    user_role_id: row.user_role_id,
    user_role:
      row.role_id !== null && row.role_name !== null
        ? { id: row.role_id, name: row.role_name }
        : null,
    user_permission:
      row.permission_user_id === null
        ? null
        : {
            dashboard: Boolean(row.dashboard),
            files: Boolean(row.files),
            vms: Boolean(row.vms),
            data: Boolean(row.data),
            settings: Boolean(row.settings),
          },
    customer:
      row.customer_id !== null && row.customer_legal_name !== null
        ? { id: row.customer_id, legal_name: row.customer_legal_name }
        : null,
    first_login: row.must_change_password,
  };
}
