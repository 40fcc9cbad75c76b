// The OpenID Connect side of a sign-in, through openid-client (v6, a maintained certified
// client): discovery, the authorization URL (code flow, PKCE S256, state, nonce) and the code
// exchange, whose ID token openid-client checks (signature against the provider's JWKS, issuer,
// audience, expiry, nonce). Every request it makes goes through the connectors' outbound filter
// (modules/volumetric limitedFetch): an address an administrator typed cannot reach the server's
// own network (private, loopback, link-local, metadata addresses) unless
// CONNECTOR_ALLOW_PRIVATE_HOSTS is set (development and tests); plain http is allowed only then.
import * as oidc from 'openid-client';
import type { ServerConfig } from '../../config';
import { ConnectorError, limitedFetch } from '../volumetric';

const LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

export class SsoError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string,
  ) {
    super(message);
    this.name = 'SsoError';
  }
}

export const ssoMessages = {
  unreachable: 'No se pudo contactar al proveedor de identidad',
  badDiscovery:
    'La dirección del proveedor no publica una configuración OpenID Connect válida (/.well-known/openid-configuration)',
  tokenExpired:
    'El proveedor de identidad entregó un token vencido; no se inició sesión. Vuelve a intentarlo.',
  tokenAudience:
    'El token del proveedor de identidad no es para esta aplicación (audiencia distinta); no se inició sesión.',
  tokenIssuer:
    'El token no lo emitió el proveedor de identidad configurado (emisor distinto); no se inició sesión.',
  tokenNonce:
    'La respuesta del proveedor de identidad no corresponde a este inicio de sesión; vuelve a intentarlo.',
  tokenInvalid: 'El proveedor de identidad devolvió una respuesta no válida; no se inició sesión.',
  codeRefused:
    'El proveedor de identidad no aceptó el código de inicio de sesión; vuelve a intentarlo.',
} as const;

type Fetch = (url: string, options: oidc.CustomFetchOptions) => Promise<Response>;

function guardedFetch(allowPrivate: boolean): Fetch {
  return async (url, options) => {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new ConnectorError(ssoMessages.unreachable);
    const body =
      options.body === undefined || options.body === null ? null : String(options.body as string);
    const answer = await limitedFetch(
      {
        method,
        url,
        headers: { ...(options.headers as Record<string, string>) },
        body,
      },
      // Each call may go to its own host (Google's discovery, token and keys are three), and
      // each is checked by the host rule.
      { limits: LIMITS, allowedHosts: new Set([new URL(url).host]), allowPrivate },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    // A body on 204/304 is refused by the Response constructor.
    const noBody = answer.status === 204 || answer.status === 304;
    return new Response(noBody ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers,
    });
  };
}

export interface ProviderClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

type Options = Pick<ServerConfig, 'connectorAllowPrivateHosts'>;

function issuerUrlOf(text: string): URL {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    return url;
  } catch {
    throw new SsoError(400, 'La dirección del proveedor no es una URL válida', 'invalid_issuer');
  }
}

/** Discovery (the issuer's /.well-known/openid-configuration, or the address given as is). */
export async function discover(
  config: Options,
  settings: ProviderClientSettings,
): Promise<oidc.Configuration> {
  const allowPrivate = config.connectorAllowPrivateHosts;
  const url = issuerUrlOf(settings.issuerUrl);
  if (url.protocol === 'http:' && !allowPrivate) {
    throw new SsoError(400, 'La dirección del proveedor debe usar https', 'invalid_issuer');
  }
  try {
    const configuration = await oidc.discovery(
      url,
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        [oidc.customFetch]: guardedFetch(allowPrivate),
        execute: allowPrivate ? [oidc.allowInsecureRequests] : [],
        timeout: LIMITS.timeoutMs / 1000,
      },
    );
    // Requests after discovery (token, keys) use the same filter.
    configuration[oidc.customFetch] = guardedFetch(allowPrivate);
    return configuration;
  } catch (error) {
    throw toSsoError(error, 'discovery');
  }
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(
  configuration: oidc.Configuration,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Exchanges the code; openid-client checks the ID token (issuer, audience, expiry, nonce). */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<IdentityClaims> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw toSsoError(error, 'token');
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoError(401, ssoMessages.tokenInvalid, 'sso_token_invalid');
  const email = typeof claims.email === 'string' ? claims.email.trim() : null;
  // Some providers send "true" as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject: claims.sub,
    email: email === '' ? null : email,
    emailVerified: verified,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

interface CodedError {
  code?: unknown;
  cause?: unknown;
  error?: unknown;
}

/** The errors of a chain of causes, outermost first (openid-client wraps oauth4webapi's). */
function causes(error: unknown): CodedError[] {
  const chain: CodedError[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current as CodedError);
    current = (current as CodedError).cause;
  }
  return chain;
}

/** openid-client's and the filter's failures as a Spanish refusal. */
function toSsoError(error: unknown, stage: 'discovery' | 'token'): SsoError {
  if (error instanceof SsoError) return error;
  const chain = causes(error);
  const connector = chain.find((item) => item instanceof ConnectorError);
  if (connector instanceof ConnectorError) {
    return new SsoError(502, `${ssoMessages.unreachable}: ${connector.message}`, 'sso_unreachable');
  }
  if (stage === 'discovery') {
    return new SsoError(502, ssoMessages.badDiscovery, 'sso_bad_discovery');
  }
  const codes = new Set(chain.map((item) => item.code).filter((c) => typeof c === 'string'));
  const claim = chain
    .map((item) => (item as { claim?: unknown }).claim)
    .find((value) => typeof value === 'string');
  if (codes.has('OAUTH_JWT_TIMESTAMP_CHECK_FAILED')) {
    return new SsoError(401, ssoMessages.tokenExpired, 'sso_token_expired');
  }
  if (codes.has('OAUTH_JWT_CLAIM_COMPARISON_FAILED')) {
    if (claim === 'aud' || claim === 'azp') {
      return new SsoError(401, ssoMessages.tokenAudience, 'sso_token_audience');
    }
    if (claim === 'iss') return new SsoError(401, ssoMessages.tokenIssuer, 'sso_token_issuer');
    if (claim === 'nonce') return new SsoError(401, ssoMessages.tokenNonce, 'sso_token_nonce');
  }
  // The token endpoint refused the code (invalid_grant: used, expired, wrong verifier).
  if (codes.has('OAUTH_RESPONSE_BODY_ERROR')) {
    return new SsoError(401, ssoMessages.codeRefused, 'sso_code_refused');
  }
  return new SsoError(401, ssoMessages.tokenInvalid, 'sso_token_invalid');
}
