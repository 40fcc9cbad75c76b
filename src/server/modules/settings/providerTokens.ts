// Provider access tokens (Settings › Provider token): one active per customer and product,
// 32 random bytes shown once, only their SHA-256 kept; generating a new one revokes the old.
import { sql, type Kysely } from 'kysely';
import type { GeneratedToken, ProviderTokenState } from '@/api/generated/settings.gen';
import { hashToken, newIntegrationToken } from '../../access/tokens';
import type { Database } from '../../db/schema';

/** The `{product}` of PUT /generate_{product}_token. */
export const PRODUCT = 'surtidor';
/** The exact message for a role that may not generate a token. */
export const NO_PERMISSION = 'No Tienes Permisos Para Realizar Esta Acción';

export async function tokenState(
  db: Kysely<Database>,
  customerId: number,
): Promise<ProviderTokenState> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['last4', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('product', '=', PRODUCT)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { exists: true, last4: row.last4, created_at: row.created_at.toISOString() }
    : { exists: false, last4: null, created_at: null };
}

export async function generateToken(
  db: Kysely<Database>,
  customerId: number,
  userId: number,
): Promise<GeneratedToken> {
  const token = newIntegrationToken();
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('api_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('customer_id', '=', customerId)
      .where('product', '=', PRODUCT)
      .where('revoked_at', 'is', null)
      .execute();
    return trx
      .insertInto('api_tokens')
      .values({
        customer_id: customerId,
        product: PRODUCT,
        token_hash: hashToken(token),
        last4: token.slice(-4),
        created_by: userId,
      })
      .returning(['last4', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  return { token, last4: row.last4, created_at: row.created_at.toISOString() };
}
