// Resolves a customer's integration token (Settings › Provider token, kept as its SHA-256 in
// api_tokens) for the operations that accept one. A revoked token (a newer one was
// generated) resolves to nothing.
import type { Kysely } from 'kysely';
import type { AuthIntegration } from '../contract/handlerTypes';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

export async function integrationFromToken(
  db: Kysely<Database>,
  token: string,
): Promise<AuthIntegration | null> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'customer_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { tokenId: row.id, customerId: row.customer_id } : null;
}
