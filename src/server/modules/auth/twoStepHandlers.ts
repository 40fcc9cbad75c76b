// Two-step sign-in over HTTP: the second step of a sign-in (a code, or the enrolment the
// settings require), and the signed-in user's own enrolment, re-enrolment and turning it off.
// The challenge a 202 from POST /api/login gave is the only credential of the sign-in's calls.
import type {
  ChallengeRequest,
  CodeRequest,
  EnrolledLoginResponse,
  LoginResponse,
  RecoveryCodes,
  SecondStepRequest,
  TwoStepEnrolment,
  TwoStepProof,
  TwoStepStatus,
} from '@/api/generated/auth.gen';
import type { HandlerContext, PublicHandlerContext } from '../../contract/handlerTypes';
import type { ServerConfig } from '../../config';
import { HttpError, unauthorized } from '../../errors';
import { verifyCurrentPassword } from './loginThrottle';
import { loadProfile } from './profile';
import { createSession } from './sessions';
import {
  beginEnrolment,
  finishEnrolment,
  NO_PENDING_ENROLMENT,
  twoStepRequiredFor,
  verifySecondStep,
  WRONG_CODE,
} from './twoStep';
import {
  consumeChallenge,
  disableTwoStep as turnOff,
  findChallenge,
  mustChangePassword,
  recoveryCodesLeft,
  twoStepRow,
  type ChallengeKind,
  type ChallengeRow,
  type TwoStepRow,
} from './twoStepStore';

export const CHALLENGE_EXPIRED =
  'La verificación expiró. Escribe de nuevo tu usuario y contraseña.';
export const TWO_STEP_REQUIRED =
  'La verificación en dos pasos es obligatoria para tu cuenta: no se puede desactivar.';

const challengeExpired = () => new HttpError(401, CHALLENGE_EXPIRED, 'challenge_expired');

async function openChallenge(
  db: PublicHandlerContext['db'],
  token: string,
  kind: ChallengeKind,
): Promise<{ challenge: ChallengeRow; user: TwoStepRow }> {
  const challenge = await findChallenge(db, token);
  if (!challenge || challenge.kind !== kind) throw challengeExpired();
  const user = await twoStepRow(db, challenge.user_id);
  if (!user) throw challengeExpired();
  return { challenge, user };
}

/** The challenge is used up and a session opened, as a password-only sign-in would have. */
async function openSession(
  ctx: PublicHandlerContext,
  challenge: ChallengeRow,
): Promise<LoginResponse> {
  const { db, config, request } = ctx;
  // Two requests with right codes (an app code and a recovery code): one session only.
  if (!(await consumeChallenge(db, challenge.id))) throw challengeExpired();
  const session = await createSession(db, config, {
    userId: challenge.user_id,
    remember: challenge.remember,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  const profile = await loadProfile(db, challenge.user_id);
  if (!profile) throw unauthorized();
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    // A temporary password (forwarded invitation or reset) still has to be changed after it.
    first_login: await mustChangePassword(db, challenge.user_id),
    profile,
  };
}

async function loginSecondStep(
  ctx: PublicHandlerContext<{ body: SecondStepRequest }>,
): Promise<LoginResponse> {
  const { challenge, user } = await openChallenge(ctx.db, ctx.body.challenge, 'totp');
  if (!(await verifySecondStep(ctx.db, ctx.config, user, ctx.body.code))) {
    throw new HttpError(401, WRONG_CODE, 'invalid_code');
  }
  return openSession(ctx, challenge);
}

async function startLoginEnrolment(
  ctx: PublicHandlerContext<{ body: ChallengeRequest }>,
): Promise<TwoStepEnrolment> {
  const { user } = await openChallenge(ctx.db, ctx.body.challenge, 'enrol');
  return beginEnrolment(ctx.db, ctx.config, user);
}

async function confirmLoginEnrolment(
  ctx: PublicHandlerContext<{ body: SecondStepRequest }>,
): Promise<EnrolledLoginResponse> {
  const { challenge, user } = await openChallenge(ctx.db, ctx.body.challenge, 'enrol');
  const result = await finishEnrolment(ctx.db, ctx.config, user, ctx.body.code);
  if (!result.ok) {
    throw result.reason === 'none'
      ? new HttpError(400, NO_PENDING_ENROLMENT, 'no_pending_enrolment')
      : new HttpError(401, WRONG_CODE, 'invalid_code');
  }
  return { ...(await openSession(ctx, challenge)), recovery_codes: result.recoveryCodes };
}

async function statusOf(
  db: PublicHandlerContext['db'],
  config: ServerConfig,
  userId: number,
): Promise<TwoStepStatus> {
  const user = await twoStepRow(db, userId);
  if (!user) throw unauthorized();
  return {
    enabled: user.totp_enabled_at !== null,
    enabled_at: user.totp_enabled_at?.toISOString() ?? null,
    required: twoStepRequiredFor(config, user),
    recovery_codes_left: user.totp_enabled_at === null ? 0 : await recoveryCodesLeft(db, userId),
  };
}

async function getTwoStep(ctx: HandlerContext): Promise<TwoStepStatus> {
  return statusOf(ctx.db, ctx.config, ctx.user.id);
}

/**
 * The signed-in user proves it is them (a stolen session alone cannot change the second step):
 * the password (counted like a failed login when wrong), or a second-step code when enrolled.
 */
async function checkProof(ctx: HandlerContext<{ body: TwoStepProof }>, user: TwoStepRow) {
  const { db, config, body } = ctx;
  if (body.password !== undefined) {
    await verifyCurrentPassword(db, config, user.id, body.password, 'body.password');
    return;
  }
  if (body.code !== undefined && (await verifySecondStep(db, config, user, body.code))) return;
  throw new HttpError(400, WRONG_CODE, 'invalid_code', [
    { field: 'body.code', rule: 'current', message: WRONG_CODE },
  ]);
}

async function startTwoStepEnrolment(
  ctx: HandlerContext<{ body: TwoStepProof }>,
): Promise<TwoStepEnrolment> {
  const user = await twoStepRow(ctx.db, ctx.user.id);
  if (!user) throw unauthorized();
  await checkProof(ctx, user);
  return beginEnrolment(ctx.db, ctx.config, user);
}

async function confirmTwoStepEnrolment(
  ctx: HandlerContext<{ body: CodeRequest }>,
): Promise<RecoveryCodes> {
  const user = await twoStepRow(ctx.db, ctx.user.id);
  if (!user) throw unauthorized();
  const result = await finishEnrolment(ctx.db, ctx.config, user, ctx.body.code);
  if (!result.ok) {
    throw result.reason === 'none'
      ? new HttpError(400, NO_PENDING_ENROLMENT, 'no_pending_enrolment')
      : new HttpError(400, WRONG_CODE, 'invalid_code', [
          { field: 'body.code', rule: 'current', message: WRONG_CODE },
        ]);
  }
  return { recovery_codes: result.recoveryCodes };
}

async function disableTwoStep(ctx: HandlerContext<{ body: TwoStepProof }>): Promise<TwoStepStatus> {
  const user = await twoStepRow(ctx.db, ctx.user.id);
  if (!user) throw unauthorized();
  if (twoStepRequiredFor(ctx.config, user)) {
    throw new HttpError(403, TWO_STEP_REQUIRED, 'two_step_required');
  }
  await checkProof(ctx, user);
  await turnOff(ctx.db, user.id);
  return statusOf(ctx.db, ctx.config, user.id);
}

export const twoStepHandlers = {
  loginSecondStep,
  startLoginEnrolment,
  confirmLoginEnrolment,
  getTwoStep,
  startTwoStepEnrolment,
  confirmTwoStepEnrolment,
  disableTwoStep,
};
