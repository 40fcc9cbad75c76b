// Accounts opened by a company sign-in (single sign-on, when its provider allows creating them):
// the user with its empty permission rows, as the users module keeps every account.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

function usernameBase(email: string): string {
  return (
    email
      .slice(0, email.indexOf('@'))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '.')
      .slice(0, 40) || 'usuario'
  );
}

/**
 * A new account for a verified company e-mail (the provider's auto-create setting): the chosen
 * customer and role, every permission flag off and no stations (an administrator grants them),
 * and a random password nobody knows (the account signs in through the provider, or its owner
 * asks for a reset). Returns null when the e-mail was taken meanwhile.
 */
export async function createAccount(
  db: Kysely<Database>,
  input: {
    email: string;
    name: string;
    customerId: number;
    roleId: number;
    passwordHash: string;
  },
): Promise<number | null> {
  const base = usernameBase(input.email);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', input.email.toLowerCase())
      .executeTakeFirst();
    if (taken) return null;
    const names = new Set(
      (
        await trx
          .selectFrom('users')
          .select(sql<string>`lower(username)`.as('name'))
          .where(sql`lower(username)`, 'like', `${base.replace(/[%_\\]/g, '\\$&')}%`)
          .execute()
      ).map((r) => r.name),
    );
    let username = base;
    for (let n = 2; names.has(username); n++) username = `${base}${n}`;
    const row = await trx
      .insertInto('users')
      .values({
        email: input.email,
        username,
        name: input.name,
        password_hash: input.passwordHash,
        user_role_id: input.roleId,
        customer_id: input.customerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_permissions').values({ user_id: row.id }).execute();
    await trx.insertInto('user_report_permissions').values({ user_id: row.id }).execute();
    return row.id;
  });
}

/** A password no one knows (32 random bytes), for accounts created by a sign-in. */
export function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}
