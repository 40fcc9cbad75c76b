// A sign-in under way (state, nonce, PKCE verifier) and the accounts it may open. The state row
// is in the database so that any node can finish what another started; using it deletes it in
// the same statement, so two callbacks with one state cannot both get it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken } from '../../access/tokens';

/** How long a started sign-in may take at the provider. */
export const STATE_LIFETIME_MINUTES = 10;

export async function saveSignInState(
  db: Kysely<Database>,
  input: {
    state: string;
    providerId: number;
    nonce: string;
    codeVerifier: string;
    returnTo: string | null;
    remember: boolean;
  },
): Promise<void> {
  // Dead rows go as new ones come: no timer on each node.
  await db
    .deleteFrom('sso_sign_in_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('sso_sign_in_states')
    .values({
      state_hash: hashToken(input.state),
      provider_id: input.providerId,
      nonce: input.nonce,
      code_verifier: input.codeVerifier,
      return_to: input.returnTo,
      remember: input.remember,
      expires_at: sql<Date>`now() + make_interval(mins => ${STATE_LIFETIME_MINUTES})`,
    })
    .execute();
}

export interface SignInState {
  providerId: number;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  remember: boolean;
}

/** Deletes and returns the state if it exists and is alive; a second call finds nothing. */
export async function takeSignInState(
  db: Kysely<Database>,
  state: string,
): Promise<SignInState | null> {
  const row = await db
    .deleteFrom('sso_sign_in_states')
    .where('state_hash', '=', hashToken(state))
    .returning(['provider_id', 'nonce', 'code_verifier', 'return_to', 'remember', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  return {
    providerId: row.provider_id,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    returnTo: row.return_to,
    remember: row.remember,
  };
}

export interface AccountToSignIn {
  id: number;
  disabledAt: Date | null;
  mustChangePassword: boolean;
}

/** The account with this e-mail (case-insensitive), if any. */
export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountToSignIn | null> {
  const row = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.disabled_at', 'u.must_change_password'])
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    disabledAt: row.disabled_at,
    mustChangePassword: row.must_change_password,
  };
}
