// 'Mi perfil' › 'Sesiones' over HTTP: the user's open sessions (device and browser read from the
// user agent with bowser), ending one or all the others; and the administrator's actions on a
// user from the users screen: end all their sessions, turn their two-step sign-in off.
import Bowser from 'bowser';
import type { SessionInfo, SessionsEnded } from '@/api/generated/auth.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { noContent } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import type { SessionPolicy } from '../../access/authUser';
import type { ServerConfig } from '../../config';
import {
  endOwnSession,
  endSessionsOf,
  listOpenSessions,
  userExists,
  type OpenSessionRow,
} from './sessions';
import { disableTwoStep } from './twoStepStore';

const SESSION_NOT_FOUND = 'La sesión no existe o ya terminó';

export function sessionPolicyOf(config: ServerConfig): SessionPolicy {
  return { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
}

const DEVICES = new Set(['desktop', 'mobile', 'tablet', 'tv']);

/** What a person recognises of a user agent: browser and version, system, kind of device. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<SessionInfo, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : null;
  const os = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}`
    : null;
  const type = parsed.platform.type;
  return {
    browser,
    os,
    device: type && DEVICES.has(type) ? (type as SessionInfo['device']) : 'unknown',
  };
}

function toSessionInfo(row: OpenSessionRow, currentId: number): SessionInfo {
  return {
    id: row.id,
    current: row.id === currentId,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  };
}

async function listSessions(ctx: HandlerContext): Promise<SessionInfo[]> {
  const rows = await listOpenSessions(ctx.db, ctx.user.id, sessionPolicyOf(ctx.config));
  const sessions = rows.map((row) => toSessionInfo(row, ctx.user.sessionId));
  // The current one first, then the most recently used.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

async function endSession(ctx: HandlerContext<{ params: { id: number } }>) {
  if (!(await endOwnSession(ctx.db, ctx.user.id, ctx.params.id))) {
    throw notFound(SESSION_NOT_FOUND);
  }
  return noContent();
}

async function endOtherSessions(ctx: HandlerContext): Promise<SessionsEnded> {
  return { ended: await endSessionsOf(ctx.db, ctx.user.id, ctx.user.sessionId) };
}

async function endUserSessions(
  ctx: HandlerContext<{ params: { id: number } }>,
): Promise<SessionsEnded> {
  if (!(await userExists(ctx.db, ctx.params.id))) throw notFound();
  // The administrator's own current session stays when they end their own.
  const keep = ctx.params.id === ctx.user.id ? ctx.user.sessionId : null;
  return { ended: await endSessionsOf(ctx.db, ctx.params.id, keep) };
}

async function resetUserTwoStep(ctx: HandlerContext<{ params: { id: number } }>) {
  if (!(await userExists(ctx.db, ctx.params.id))) throw notFound();
  await disableTwoStep(ctx.db, ctx.params.id);
  const keep = ctx.params.id === ctx.user.id ? ctx.user.sessionId : null;
  await endSessionsOf(ctx.db, ctx.params.id, keep);
  return noContent();
}

export const sessionHandlers = {
  listSessions,
  endSession,
  endOtherSessions,
  endUserSessions,
  resetUserTwoStep,
};
