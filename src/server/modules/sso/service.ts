// Starting and finishing a sign-in with an identity provider, and the providers' settings.
//
// Who may sign in: the ID token must pass openid-client's checks, carry an e-mail the provider
// says is verified (email_verified), in one of the provider's allowed domains (if any), and an
// account with that e-mail must exist and be enabled. Only when the provider's auto-create
// setting is on does an unknown e-mail get an account (its customer and role, no permissions).
//
// Two-step sign-in: the provider's sign-in counts as the first factor only. A user with
// two-step sign-in enrolled (or required to have it) is handed to the same second step as after
// a right password (modules/auth's challenge, its throttle and its one-time codes), unless the
// provider is marked trust_idp_mfa (the company's provider enforces its own MFA). See
// docs/security.md, "Single sign-on".
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError, unauthorized } from '../../errors';
import { createSession, hashPassword, loadProfile, secondStepDueFor } from '../auth';
import { connectorSecretBox } from '../volumetric';
import {
  authorizationRequest,
  discover,
  exchangeCode,
  SsoError,
  type IdentityClaims,
} from './oidcClient';
import { findProvider, type ProviderRow } from './providerStore';
import { findAccountByEmail, saveSignInState, takeSignInState } from './signInStore';
import { createAccount, unusablePassword } from '../users';

/** The app route the providers send the browser back to (register it with each provider). */
export const CALLBACK_PATH = '/sso/callback';

export function redirectUrl(config: Pick<ServerConfig, 'publicUrl'>): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}

export const refusals = {
  providerUnknown: 'Ese proveedor de inicio de sesión no existe o está desactivado',
  stateInvalid:
    'El inicio de sesión con tu proveedor expiró o ya se usó. Vuelve a intentarlo desde la pantalla de inicio de sesión.',
  providerDenied: 'El proveedor de identidad no completó el inicio de sesión',
  cancelled: 'Cancelaste el inicio de sesión con tu proveedor.',
  noEmail: 'Tu proveedor de identidad no compartió tu correo; no se puede iniciar sesión.',
  emailUnverified:
    'Tu proveedor de identidad no confirma que tu correo esté verificado; no se puede iniciar sesión.',
  domainNotAllowed: 'El dominio de tu correo no está permitido para este proveedor.',
  noAccount:
    'No hay una cuenta de Surtidor con tu correo. Pide a tu administrador que te dé de alta.',
  disabled: 'Tu cuenta de Surtidor está desactivada. Habla con tu administrador.',
} as const;

function refuse(status: number, message: string, code: string): never {
  throw new HttpError(status, message, code);
}

function asHttpError(error: unknown): unknown {
  return error instanceof SsoError ? new HttpError(error.status, error.message, error.code) : error;
}

/** The same-app path to open after signing in, or null (never another site, never the login). */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  const pathname = value.split(/[?#]/)[0] ?? value;
  if (['/', '/login', CALLBACK_PATH].includes(pathname)) return null;
  return value;
}

async function openSecret(
  db: Kysely<Database>,
  config: ServerConfig,
  provider: ProviderRow,
): Promise<string> {
  const box = await connectorSecretBox(config, db);
  return box.open(provider.client_secret_sealed);
}

async function providerConfiguration(
  db: Kysely<Database>,
  config: ServerConfig,
  provider: ProviderRow,
) {
  return discover(config, {
    issuerUrl: provider.issuer_url,
    clientId: provider.client_id,
    clientSecret: await openSecret(db, config, provider),
  });
}

export async function startSignIn(
  db: Kysely<Database>,
  config: ServerConfig,
  input: { providerId: number; returnTo?: string; remember: boolean },
): Promise<string> {
  const provider = await findProvider(db, input.providerId);
  if (!provider || !provider.enabled) refuse(404, refusals.providerUnknown, 'not_found');
  try {
    const configuration = await providerConfiguration(db, config, provider);
    const request = await authorizationRequest(configuration, redirectUrl(config));
    await saveSignInState(db, {
      state: request.state,
      providerId: provider.id,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      returnTo: safeReturnPath(input.returnTo),
      remember: input.remember,
    });
    return request.url;
  } catch (error) {
    throw asHttpError(error);
  }
}

export interface CallbackInput {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

export interface SignedIn {
  userId: number;
  /** The e-mail the provider vouched for (the account's). */
  email: string;
  remember: boolean;
  returnTo: string | null;
  mustChangePassword: boolean;
  /** The provider is trusted to have asked its own second factor (trust_idp_mfa). */
  providerMfaTrusted: boolean;
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function allowedDomain(provider: ProviderRow, email: string): boolean {
  const domains = provider.allowed_domains.map((d) => d.trim().toLowerCase().replace(/^@/, ''));
  return domains.length === 0 || domains.includes(domainOf(email));
}

async function accountFor(
  db: Kysely<Database>,
  provider: ProviderRow,
  identity: IdentityClaims & { email: string },
) {
  const existing = await findAccountByEmail(db, identity.email);
  if (existing) return existing;
  const customerId = provider.auto_create_customer_id;
  const roleId = provider.auto_create_role_id;
  if (!provider.auto_create || customerId === null || roleId === null) {
    refuse(401, refusals.noAccount, 'sso_no_account');
  }
  await createAccount(db, {
    email: identity.email,
    name: identity.name?.trim() || identity.email.slice(0, identity.email.indexOf('@')),
    customerId,
    roleId,
    passwordHash: await hashPassword(unusablePassword()),
  });
  // Created now, or by a racing callback of the same person: either way it exists.
  const created = await findAccountByEmail(db, identity.email);
  if (!created) refuse(401, refusals.noAccount, 'sso_no_account');
  return created;
}

/** Checks everything the provider sent back; the state is used up whatever the outcome. */
export async function finishSignIn(
  db: Kysely<Database>,
  config: ServerConfig,
  input: CallbackInput,
): Promise<SignedIn> {
  const state = await takeSignInState(db, input.state);
  if (!state) refuse(400, refusals.stateInvalid, 'sso_state_invalid');
  if (input.error !== undefined) {
    if (input.error === 'access_denied') refuse(401, refusals.cancelled, 'sso_cancelled');
    refuse(401, refusals.providerDenied, 'sso_provider_error');
  }
  if (input.code === undefined) refuse(400, refusals.providerDenied, 'sso_provider_error');
  const provider = await findProvider(db, state.providerId);
  if (!provider || !provider.enabled) refuse(401, refusals.providerUnknown, 'sso_provider_unknown');

  let identity: IdentityClaims;
  try {
    const configuration = await providerConfiguration(db, config, provider);
    // openid-client reads the callback as the URL the provider redirected to.
    const callback = new URL(redirectUrl(config));
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    if (input.iss !== undefined) callback.searchParams.set('iss', input.iss);
    identity = await exchangeCode(configuration, callback, {
      state: input.state,
      nonce: state.nonce,
      codeVerifier: state.codeVerifier,
    });
  } catch (error) {
    throw asHttpError(error);
  }

  const email = identity.email;
  if (email === null) refuse(401, refusals.noEmail, 'sso_no_email');
  if (!identity.emailVerified) refuse(401, refusals.emailUnverified, 'sso_email_unverified');
  if (!allowedDomain(provider, email)) {
    refuse(401, refusals.domainNotAllowed, 'sso_domain_not_allowed');
  }
  const account = await accountFor(db, provider, { ...identity, email });
  if (account.disabledAt !== null) refuse(401, refusals.disabled, 'sso_account_disabled');
  return {
    userId: account.id,
    email,
    remember: state.remember,
    returnTo: state.returnTo,
    mustChangePassword: account.mustChangePassword,
    providerMfaTrusted: provider.trust_idp_mfa,
  };
}

/**
 * After the provider's sign-in, as after a right password (modules/auth): the second step when
 * one is due (the challenge, answered 202), else the session.
 */
export async function secondStepOrSession(
  db: Kysely<Database>,
  config: ServerConfig,
  signedIn: SignedIn,
  request: { userAgent: string | null; ip: string | null },
) {
  const secondStep = signedIn.providerMfaTrusted
    ? null
    : await secondStepDueFor(db, config, signedIn.userId, signedIn.remember);
  if (secondStep !== null) {
    return {
      status: 202 as const,
      body: { ...secondStep, email: signedIn.email, return_to: signedIn.returnTo },
    };
  }
  return { status: 200 as const, body: await openSession(db, config, signedIn, request) };
}

/** The same session and answer as a password sign-in (modules/auth). */
export async function openSession(
  db: Kysely<Database>,
  config: ServerConfig,
  signedIn: SignedIn,
  request: { userAgent: string | null; ip: string | null },
) {
  const session = await createSession(db, config, {
    userId: signedIn.userId,
    remember: signedIn.remember,
    userAgent: request.userAgent,
    ip: request.ip,
  });
  const profile = await loadProfile(db, signedIn.userId);
  if (!profile) throw unauthorized();
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    first_login: signedIn.mustChangePassword,
    profile,
    return_to: signedIn.returnTo,
  };
}

/** 'Probar' in the providers' screen: can this address's discovery document be used? */
export async function testDiscovery(config: ServerConfig, issuerUrl: string) {
  try {
    const configuration = await discover(config, {
      issuerUrl,
      clientId: 'surtidor-discovery-test',
      clientSecret: 'unused',
    });
    const metadata = configuration.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      return {
        ok: false,
        message:
          'La configuración del proveedor no declara los puntos de autorización, token y llaves',
      };
    }
    return {
      ok: true,
      message: `Proveedor encontrado: ${metadata.issuer}`,
      issuer: metadata.issuer,
      authorization_endpoint: metadata.authorization_endpoint,
    };
  } catch (error) {
    if (error instanceof SsoError) return { ok: false, message: error.message };
    throw error;
  }
}
