// Sign-in, sign-out, the user's own profile and password, the login screen's options, health.
import type {
  AuthOptions,
  ChangePasswordRequest,
  Health,
  LoginRequest,
  MessageResponse,
  UserProfile,
  UserProfileUpdate,
} from '@/api/generated/auth.gen';
import { isCommonPassword } from '@/lib/commonPasswords';
import { passwordChecks, passwordMessages } from '@/lib/passwordRules';
import type {
  HandlerContext,
  PublicHandlerContext,
  OperationHandlers,
  OperationResult,
} from '../../contract/handlerTypes';
import { noContent, respond } from '../../contract/handlerTypes';
import { sessionHandlers } from './sessionHandlers';
import { twoStepHandlers } from './twoStepHandlers';
import { secondStepDue } from './twoStep';
import {
  HttpError,
  messages,
  RETRY_AFTER_SECONDS,
  unauthorized,
  type FieldError,
} from '../../errors';
import { isDatabaseUnavailable, isUniqueViolation } from '../../db/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash';
import { MailError, mailerFor } from '../../mail';
import { startLoginAttempt, verifyCurrentPassword } from './loginThrottle';
import { loadProfile } from './profile';
import { SERVER_VERSION } from '../../version';
import { createSession, revokeSession } from './sessions';
import {
  emailTakenByOther,
  findUserToSignIn,
  probeReadiness,
  purgeExpiredSignInState,
  setOwnPassword,
  updateOwnProfile,
  userNameAndEmail,
  type ProfileChanges,
} from './accountStore';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrecta';
export const TEMPORARY_PASSWORD_EXPIRED =
  'Tu contraseña temporal expiró. Pide a tu administrador que te reenvíe la invitación.';

async function login(
  ctx: PublicHandlerContext<{ body: LoginRequest }>,
): Promise<OperationResult<'login'>> {
  const { db, config, body, request } = ctx;
  const ip = request.ip;
  const identifier = body.username.trim();
  const user = await findUserToSignIn(db, identifier);
  // Counted (and refused when over a limit) before the password is even looked at.
  const attempt = await startLoginAttempt(
    db,
    config,
    ip,
    user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`,
  );
  const valid = user
    ? await verifyPassword(body.password, user.password_hash)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid || user.disabled_at !== null) {
    throw new HttpError(401, WRONG_CREDENTIALS, 'invalid_credentials');
  }
  await attempt.succeeded();
  // Said only to whoever knows the temporary password, so it tells a guesser nothing.
  const expiresAt = user.temporary_password_expires_at;
  if (expiresAt !== null && expiresAt.getTime() <= Date.now()) {
    throw new HttpError(401, TEMPORARY_PASSWORD_EXPIRED, 'temporary_password_expired');
  }

  await purgeExpiredSignInState(db);
  // Enrolled, or required to be: no session until the second step (a temporary password
  // included, so a forwarded invitation or a reset never skips it).
  const secondStep = await secondStepDue(db, config, user, body.remember ?? false);
  if (secondStep !== null) return respond(202, secondStep);
  const session = await createSession(db, config, {
    userId: user.id,
    remember: body.remember ?? false,
    userAgent: request.headers['user-agent'] ?? null,
    ip,
  });
  const profile = await loadProfile(db, user.id);
  if (!profile) throw unauthorized();
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    first_login: user.must_change_password,
    profile,
  };
}

async function logout(ctx: HandlerContext) {
  await revokeSession(ctx.db, ctx.user.sessionId);
  return noContent();
}

async function getUserProfile(ctx: HandlerContext): Promise<UserProfile> {
  const profile = await loadProfile(ctx.db, ctx.user.id);
  if (!profile) throw unauthorized();
  return profile;
}

const PASSWORD_REQUIRED = 'Escribe tu contraseña actual para confirmar el cambio';

function passwordRequired(field: string): HttpError {
  return new HttpError(400, PASSWORD_REQUIRED, 'password_required', [
    { field, rule: 'required', message: PASSWORD_REQUIRED },
  ]);
}

/** Tells the old address that the account's e-mail changed (in case it was not its owner). */
async function notifyEmailChanged(
  ctx: HandlerContext,
  user: { name: string; email: string },
  newEmail: string,
): Promise<void> {
  await mailerFor(ctx.config).send({
    to: [user.email],
    subject: 'Cambió el correo de tu cuenta de Surtidor',
    text: [
      `Hola ${user.name}:`,
      '',
      `El correo de tu cuenta de Surtidor cambió de ${user.email} a ${newEmail}.`,
      'Si no fuiste tú, avisa de inmediato a tu administrador.',
    ].join('\n'),
  });
}

async function updateUserProfile(
  ctx: HandlerContext<{ body: UserProfileUpdate }>,
): Promise<UserProfile> {
  const { db, user, body } = ctx;
  const changes: ProfileChanges = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.email !== undefined) changes.email = body.email.trim();
  if (body.profile_picture_url !== undefined)
    changes.profile_picture_url = body.profile_picture_url;
  const current = await userNameAndEmail(db, user.id);
  // The e-mail signs in and receives invitations: changing it needs the password, and the old
  // address hears of it.
  const newEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()
      ? changes.email
      : null;
  if (newEmail !== null) {
    if (body.password === undefined) throw passwordRequired('body.password');
    await verifyCurrentPassword(db, ctx.config, user.id, body.password, 'body.password');
    const taken = await emailTakenByOther(db, newEmail, user.id);
    if (taken) throw new HttpError(409, messages.emailTaken, 'email_taken');
  }
  try {
    // The mail first, with no transaction open while the mail server answers: if the old
    // address cannot be told, nothing changes. (Should the write then lose a race for the
    // address, the old one has heard of a change that was answered 409.)
    if (newEmail !== null) await notifyEmailChanged(ctx, current, newEmail);
    await updateOwnProfile(db, user.id, changes);
  } catch (error) {
    // Two requests racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, messages.emailTaken, 'email_taken');
    if (error instanceof MailError) {
      ctx.log.error({ err: error }, 'e-mail change notice not sent');
      throw new HttpError(
        502,
        'No se pudo avisar a tu correo actual: el servidor de correo no respondió',
        'mail_failed',
      );
    }
    throw error;
  }
  return getUserProfile(ctx);
}

function passwordErrors(body: ChangePasswordRequest): FieldError[] {
  const errors: FieldError[] = [];
  const checks = passwordChecks(body.password);
  const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter((rule) => !checks[rule]);
  for (const rule of failed) {
    errors.push({ field: 'body.password', rule, message: passwordMessages.weak });
  }
  if (isCommonPassword(body.password)) {
    errors.push({ field: 'body.password', rule: 'common', message: passwordMessages.common });
  }
  if (body.password !== body.password_confirmation) {
    errors.push({
      field: 'body.password_confirmation',
      rule: 'match',
      message: passwordMessages.mismatch,
    });
  }
  return errors;
}

async function changePassword(
  ctx: HandlerContext<{ body: ChangePasswordRequest }>,
): Promise<MessageResponse> {
  const { db, user, body } = ctx;
  // The session opened with a temporary password proves it already; any other needs it typed,
  // so a session left open (or stolen) cannot take the account over.
  if (!user.mustChangePassword) {
    if (body.current_password === undefined) throw passwordRequired('body.current_password');
    await verifyCurrentPassword(
      db,
      ctx.config,
      user.id,
      body.current_password,
      'body.current_password',
    );
  }
  const errors = passwordErrors(body);
  if (errors.length > 0) {
    // The first problem is the headline: weakness before mismatch, as the client shows them.
    throw new HttpError(400, errors[0]!.message, 'invalid_password', errors);
  }
  const password_hash = await hashPassword(body.password);
  await setOwnPassword(db, user.id, user.sessionId, password_hash);
  return { message: 'Contraseña actualizada correctamente' };
}

async function getAuthOptions(ctx: PublicHandlerContext): Promise<AuthOptions> {
  return { external_provider: ctx.config.externalIdp };
}

/**
 * Liveness is answering at all; readiness is the database answering a query. Not ready is a
 * 503 naming the dependency, so a load balancer stops sending traffic without the process
 * being restarted (the pool reconnects by itself). Other database errors are real failures.
 */
async function getHealth(ctx: PublicHandlerContext): Promise<OperationResult<'getHealth'>> {
  try {
    await probeReadiness(ctx.db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    ctx.log.warn({ reason: (error as Error).message }, 'health: database unavailable');
    const body: Health = {
      status: 'unavailable',
      version: SERVER_VERSION,
      live: true,
      ready: false,
      checks: { database: 'down' },
      message: messages.unavailable,
    };
    return respond(503, body, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  return {
    status: 'ok',
    version: SERVER_VERSION,
    live: true,
    ready: true,
    checks: { database: 'up' },
  };
}

export const handlers = {
  ...twoStepHandlers,
  ...sessionHandlers,
  login,
  logout,
  getUserProfile,
  updateUserProfile,
  changePassword,
  getAuthOptions,
  getHealth,
} satisfies OperationHandlers;
