// Two-step sign-in: who must use it (TWO_STEP_REQUIRED, TWO_STEP_REQUIRED_CUSTOMERS), the check
// of a second-step code (an authenticator code, accepted once, or a recovery code, once ever;
// each try counted by the second-step throttle), and the enrolment's secret, sealed at rest with
// the same secret box as the connectors' tokens (SECRETS_KEY, modules/volumetric/secrets.ts).
import type { Kysely } from 'kysely';
import type { SecondStepRequired } from '@/api/generated/auth.gen';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { ROLE } from '../../db/schema';
import { connectorSecretBox } from '../volumetric';
import { startSecondStepAttempt } from './loginThrottle';
import {
  enrolmentOf,
  isRecoveryCodeShape,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  type Enrolment,
} from './totp';
import {
  acceptStep,
  confirmEnrolment,
  createChallenge,
  savePendingSecret,
  spendRecoveryCode,
  twoStepRow,
  type TwoStepRow,
} from './twoStepStore';

export const WRONG_CODE = 'El código no es correcto';
export const NO_PENDING_ENROLMENT = 'Empieza de nuevo la activación: no hay un código QR pendiente';

/** Whether the settings require two-step sign-in of this user. */
export function twoStepRequiredFor(
  config: Pick<ServerConfig, 'twoStepRequired' | 'twoStepRequiredCustomers'>,
  user: { user_role_id: number | null; customer_id: number | null },
): boolean {
  if (config.twoStepRequired === 'everyone') return true;
  if (config.twoStepRequired === 'admins' && user.user_role_id === ROLE.Admin) return true;
  return user.customer_id !== null && config.twoStepRequiredCustomers.includes(user.customer_id);
}

/**
 * The second step a sign-in must pass before a session opens, as a challenge (the 202 answer),
 * or null when none is due: a code for an enrolled user, the enrolment for one the settings
 * require to have it. Every first factor (a password, an identity provider's sign-in) ends here,
 * so none skips it.
 */
export async function secondStepDue(
  db: Kysely<Database>,
  config: ServerConfig,
  user: Pick<TwoStepRow, 'id' | 'totp_enabled_at' | 'user_role_id' | 'customer_id'>,
  remember: boolean,
): Promise<SecondStepRequired | null> {
  const kind =
    user.totp_enabled_at !== null ? 'totp' : twoStepRequiredFor(config, user) ? 'enrol' : null;
  if (kind === null) return null;
  const challenge = await createChallenge(db, { userId: user.id, kind, remember });
  return {
    second_step: kind,
    challenge: challenge.token,
    expires_at: challenge.expiresAt.toISOString(),
  };
}

/** secondStepDue for a user known by id (single sign-on); null also when there is no such user. */
export async function secondStepDueFor(
  db: Kysely<Database>,
  config: ServerConfig,
  userId: number,
  remember: boolean,
): Promise<SecondStepRequired | null> {
  const user = await twoStepRow(db, userId);
  return user ? secondStepDue(db, config, user, remember) : null;
}

/** A new secret kept (sealed) as the user's pending enrolment, and what the app needs of it. */
export async function beginEnrolment(
  db: Kysely<Database>,
  config: ServerConfig,
  user: Pick<TwoStepRow, 'id' | 'email' | 'username'>,
): Promise<Enrolment> {
  const secret = newTotpSecret();
  const box = await connectorSecretBox(config, db);
  await savePendingSecret(db, user.id, box.seal(secret));
  return enrolmentOf(secret, user.email || user.username);
}

/**
 * Checks a code against the pending secret and, when right, makes it the user's secret with ten
 * new recovery codes (returned in clear this once). Throttled like every second-step code.
 */
export async function finishEnrolment(
  db: Kysely<Database>,
  config: ServerConfig,
  user: Pick<TwoStepRow, 'id' | 'totp_pending_secret'>,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong' | 'none' }> {
  if (user.totp_pending_secret === null) return { ok: false, reason: 'none' };
  const attempt = await startSecondStepAttempt(db, config, user.id);
  const box = await connectorSecretBox(config, db);
  const step = matchingStep(box.open(user.totp_pending_secret), code);
  if (step === null) return { ok: false, reason: 'wrong' };
  const recoveryCodes = newRecoveryCodes();
  const done = await confirmEnrolment(db, user.id, step, recoveryCodes.map(recoveryCodeHash));
  if (!done) return { ok: false, reason: 'none' };
  await attempt.succeeded();
  return { ok: true, recoveryCodes };
}

/**
 * Whether `code` is a right second step for the user: a code of their app not used before (its
 * time step is spent), or an unused recovery code (spent). Throws 429 when over the throttle.
 */
export async function verifySecondStep(
  db: Kysely<Database>,
  config: ServerConfig,
  user: Pick<TwoStepRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<boolean> {
  if (user.totp_secret === null) return false;
  const attempt = await startSecondStepAttempt(db, config, user.id);
  let ok: boolean;
  if (isRecoveryCodeShape(code)) {
    ok = await spendRecoveryCode(db, user.id, recoveryCodeHash(code));
  } else {
    const box = await connectorSecretBox(config, db);
    const step = matchingStep(box.open(user.totp_secret), code);
    ok = step !== null && (await acceptStep(db, user.id, step));
  }
  if (ok) await attempt.succeeded();
  return ok;
}
