// The one place where x-access is enforced, before any handler runs:
//   onRequest  — who is calling (bearer token or camera key) and the level/permission/roles
//                checks (401 / 403), before the body is even parsed;
//   preHandler — the station check, which needs the validated (coerced) station id.
// Handlers never repeat these checks; they only narrow data (e.g. list the user's stations).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { forbidden, HttpError, unauthorized } from '../errors';
import type { AuthCamera, AuthIntegration, AuthUser } from '../contract/handlerTypes';
import type { AccessRule } from '../contract/loadContract';
import { ROLE, type Database } from '../db/schema';
import { BACKGROUND_HEADER } from '@/lib/backgroundRequests';
import { endedSessionReason, userFromToken, type SessionPolicy } from './authUser';
import { integrationFromToken } from './integrationTokens';
import { isNodeRelaySecret, NODE_RELAY_HEADER } from './nodeRelay';
import { bearerToken, isIntegrationToken } from './tokens';
import { checkMetricsToken } from '../monitoring/metricsToken';
import {
  checkPdfToken,
  pdfTokenSecret,
  REPORT_TYPE_OF_OPERATION,
  type PdfGrant,
} from './pdfTokens';

export interface AccessState {
  user: AuthUser | null;
  camera: AuthCamera | null;
  /** Set only on operations whose x-access accepts integration tokens. */
  integration: AuthIntegration | null;
  /** Set only on operations whose x-access sets pdfToken, when a valid pdf_token was given. */
  pdfGrant?: PdfGrant | null;
  /** Set only on operations whose x-access sets shareLink, when a valid share token was given. */
  shareGrant?: ShareGrant | null;
  /** Set only on operations whose x-access sets nodeRelay: another node, with the node secret. */
  nodeRelay?: boolean;
}

/** What a share link opens: one camera, or every camera of a panel, until expiresAt. */
export interface ShareGrant {
  linkId: number;
  kind: 'camera' | 'panel';
  panelId: number;
  cameraId: number | null;
  expiresAt: Date;
}

/**
 * Opens a share credential: what `token` (query `share` as sent) opens on the path's camera
 * (`cameraId`, null when it is not an id) for a caller at `address`, or throws the refusal
 * (404/410/429). Share links belong to the panels module, which implements this; buildApp wires it.
 */
export type ShareGrantResolver = (
  db: Kysely<Database>,
  address: string,
  token: unknown,
  cameraId: number | null,
) => Promise<ShareGrant>;

export const PDF_TOKEN_INVALID = 'El enlace del reporte no es válido';
export const PDF_TOKEN_EXPIRED = 'El enlace del reporte expiró; pide uno nuevo';

/**
 * A pdf_token in the query must open this very operation's report of the path's station; when
 * one is given it is the only credential considered (a bad one is refused even with a session).
 */
async function pdfTokenGrant(
  db: Kysely<Database>,
  request: FastifyRequest,
  rule: AccessRule,
  operationId: string,
): Promise<PdfGrant | null> {
  if (!rule.pdfToken || !rule.station) return null;
  const token = (request.query as Record<string, unknown> | undefined)?.pdf_token;
  if (token === undefined || token === '') return null;
  if (typeof token !== 'string') throw new HttpError(403, PDF_TOKEN_INVALID, 'pdf_token_invalid');
  const check = checkPdfToken(await pdfTokenSecret(db), token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new HttpError(403, PDF_TOKEN_EXPIRED, 'pdf_token_expired')
      : new HttpError(403, PDF_TOKEN_INVALID, 'pdf_token_invalid');
  }
  const stationId = Number(stationValue(request, rule.station));
  if (
    check.grant.stationId !== stationId ||
    check.grant.reportType !== REPORT_TYPE_OF_OPERATION[operationId]
  ) {
    throw new HttpError(403, PDF_TOKEN_INVALID, 'pdf_token_invalid');
  }
  return check.grant;
}

/**
 * A share token in query `share` opens the operation for the path's camera without a session;
 * when one is given it is the only credential considered (a bad one is refused, 404 or 410,
 * even with a session), like a pdf token.
 */
async function shareLinkGrant(
  db: Kysely<Database>,
  request: FastifyRequest,
  rule: AccessRule,
  resolveShareGrant: ShareGrantResolver,
): Promise<ShareGrant | null> {
  if (!rule.shareLink) return null;
  const token = (request.query as Record<string, unknown> | undefined)?.share;
  if (token === undefined || token === '') return null;
  const rawCamera = (request.params as Record<string, unknown> | undefined)?.camera_id;
  const cameraId =
    typeof rawCamera === 'string' && /^\d{1,9}$/.test(rawCamera) ? Number(rawCamera) : null;
  return resolveShareGrant(db, request.ip, token, cameraId);
}

/** Subprotocol entry that carries a session token (a browser cannot set headers on a WebSocket). */
const BEARER_SUBPROTOCOL = 'bearer.';

/** The session token of a `Sec-WebSocket-Protocol: surtidor-stream, bearer.<token>` header. */
export function subprotocolBearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  for (const entry of value.split(',')) {
    const protocol = entry.trim();
    if (protocol.startsWith(BEARER_SUBPROTOCOL) && protocol.length > BEARER_SUBPROTOCOL.length) {
      return protocol.slice(BEARER_SUBPROTOCOL.length);
    }
  }
  return null;
}

/** Looks a camera up by its key (buildApp's default: access/cameraKeys.ts). */
export type CameraResolver = (db: Kysely<Database>, key: string) => Promise<AuthCamera | null>;

/** How the hooks check the credentials whose records belong elsewhere; buildApp supplies them. */
export interface CredentialResolvers {
  resolveCamera: CameraResolver;
  resolveShareGrant: ShareGrantResolver;
  /** The configuration's METRICS_TOKEN (x-access metricsToken); null = those routes answer 404. */
  metricsToken: string | null;
  /** Idle timeout and absolute lifetime of sessions (default: none beyond their expiry). */
  sessionPolicy?: SessionPolicy;
}

/** The 401 of a session the server ended: the client shows its notice and returns to the login. */
export const SESSION_ENDED_MESSAGES = {
  session_revoked: 'Tu sesión se cerró desde otro dispositivo o por un administrador.',
  session_idle: 'Tu sesión se cerró por inactividad.',
  session_expired: 'Tu sesión expiró.',
} as const;

async function sessionEnded(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy | undefined,
): Promise<HttpError> {
  const reason = policy ? await endedSessionReason(db, token, policy) : null;
  if (reason === null) return unauthorized();
  const code = `session_${reason}` as const;
  return new HttpError(401, SESSION_ENDED_MESSAGES[code], code);
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessState;
  }
}

async function authenticate(
  db: Kysely<Database>,
  request: FastifyRequest,
  rule: AccessRule,
  resolveCamera: CameraResolver,
  websocket: boolean,
  sessionPolicy?: SessionPolicy,
): Promise<AccessState> {
  if (rule.level === 'camera') {
    const key = request.headers['x-camera-key'];
    const camera = typeof key === 'string' && key ? await resolveCamera(db, key) : null;
    if (!camera) throw new HttpError(401, 'Clave de cámara no válida', 'unauthorized');
    return { user: null, camera, integration: null };
  }
  const token =
    bearerToken(request.headers.authorization) ??
    (websocket ? subprotocolBearer(request.headers['sec-websocket-protocol']) : null);
  // An integration token goes straight to its own table, where the operation accepts one.
  if (token && rule.integration && isIntegrationToken(token)) {
    const integration = await integrationFromToken(db, token);
    if (integration) return { user: null, camera: null, integration };
  }
  const activity = request.headers[BACKGROUND_HEADER] !== '1';
  const user = token ? await userFromToken(db, token, sessionPolicy, { activity }) : null;
  if (rule.level === 'public') return { user, camera: null, integration: null };
  if (!user) throw token ? await sessionEnded(db, token, sessionPolicy) : unauthorized();
  return { user, camera: null, integration: null };
}

export const PASSWORD_CHANGE_REQUIRED = 'Debes cambiar tu contraseña temporal antes de continuar';

export function checkLevel(rule: AccessRule, user: AuthUser | null): void {
  if (rule.level === 'public' || rule.level === 'camera') return;
  if (!user) throw unauthorized();
  // A session opened with a temporary password reaches only the new-password screen's calls.
  if (user.mustChangePassword && !rule.firstLogin) {
    throw new HttpError(403, PASSWORD_CHANGE_REQUIRED, 'password_change_required');
  }
  switch (rule.level) {
    case 'session':
      break;
    case 'permission':
      // No permission object at all fails every permission check, except where the rule says
      // withoutPermissions (the VMS viewer is the home of users without one).
      if (user.permissions === null && rule.withoutPermissions) break;
      if (rule.anyPermission) {
        if (!rule.anyPermission.some((flag) => user.permissions?.[flag] === true)) {
          throw forbidden();
        }
        break;
      }
      if (!rule.permission || user.permissions?.[rule.permission] !== true) throw forbidden();
      break;
    case 'admin':
      if (!user.isAdmin) throw forbidden();
      break;
    case 'provider':
      if (user.roleId !== ROLE.Proveedor) throw forbidden();
      break;
  }
  if (rule.roles && (!user.roleName || !rule.roles.includes(user.roleName))) throw forbidden();
}

function stationValue(request: FastifyRequest, rule: NonNullable<AccessRule['station']>): unknown {
  const source =
    rule.in === 'query' ? request.query : rule.in === 'path' ? request.params : request.body;
  // A dotted name reaches into a wrapped body, e.g. gas_station_rivals.gas_station_id.
  return rule.name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      source,
    );
}

export async function checkStation(request: FastifyRequest, rule: AccessRule): Promise<void> {
  if (!rule.station) return;
  const value = stationValue(request, rule.station);
  // Absent (or an empty query value, ?gas_station_id=): the handler applies its default
  // (e.g. the user's first station).
  if (value === undefined || value === null || value === '') return;
  const user = request.auth.user;
  if (!user) throw forbidden();
  const ids = Array.isArray(value) ? value : [value];
  for (const id of ids) {
    if (typeof id !== 'number' || !Number.isInteger(id) || !(await user.canAccessStation(id))) {
      throw forbidden();
    }
  }
}

export function registerAccessHooks(
  app: FastifyInstance,
  db: Kysely<Database>,
  { resolveCamera, resolveShareGrant, metricsToken, sessionPolicy }: CredentialResolvers,
): void {
  // Filled in by the onRequest hook below on every contract route.
  app.decorateRequest('auth', null as unknown as AccessState);
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    // GET /api/monitoring/metrics: its own token, never a session (no database read to let a scrape in).
    if (operation.access.metricsToken) {
      checkMetricsToken(metricsToken, request.headers.authorization);
      request.auth = { user: null, camera: null, integration: null };
      return;
    }
    // Another API node relaying this node's camera stream to its own viewers.
    const node = request.headers[NODE_RELAY_HEADER];
    if (operation.access.nodeRelay && node !== undefined) {
      if (typeof node !== 'string' || !(await isNodeRelaySecret(db, node))) throw unauthorized();
      request.auth = { user: null, camera: null, integration: null, nodeRelay: true };
      return;
    }
    const shareGrant = await shareLinkGrant(db, request, operation.access, resolveShareGrant);
    if (shareGrant) {
      request.auth = { user: null, camera: null, integration: null, shareGrant };
      return;
    }
    const grant = await pdfTokenGrant(db, request, operation.access, operation.operationId);
    if (grant) {
      request.auth = { user: null, camera: null, integration: null, pdfGrant: grant };
      return;
    }
    request.auth = await authenticate(
      db,
      request,
      operation.access,
      resolveCamera,
      operation.websocket,
      sessionPolicy,
    );
    // An integration token was accepted for this very operation: no role applies to it.
    if (!request.auth.integration) checkLevel(operation.access, request.auth.user);
  });
  app.addHook('preHandler', async (request) => {
    const operation = request.routeOptions.config.operation;
    // A pdf grant was already matched to the path's station, a share grant to its camera.
    if (operation && !request.auth.pdfGrant && !request.auth.shareGrant)
      await checkStation(request, operation.access);
  });
}
