// Where to go after signing in: back to the screen the guard turned away, read
// from the router state `from` (a path or a location object), else the user's landing screen.
// Only same-app paths are accepted, so a crafted state cannot send the user to another site or
// back to the login.
import type { UserProfile } from '@/api';

export const HOME_PATH = '/home';
export const VMS_PATH = '/vms';
export const NEW_PASSWORD_PATH = '/new-password';

/**
 * The first screen after signing in: users with no permission object see only VMS and the
 * public screens, so they start on /vms; everybody else on home.
 */
export function landingPath(profile: Pick<UserProfile, 'user_permission'> | null): string {
  return profile !== null && profile.user_permission === null ? VMS_PATH : HOME_PATH;
}

const NOT_AFTER_LOGIN = new Set(['/', '/login', NEW_PASSWORD_PATH]);

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as LocationLike;
    if (typeof pathname !== 'string') return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

export function redirectTarget(state: unknown, landing: string = HOME_PATH): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  const path = pathOf(from);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    return landing;
  }
  const pathname = path.split(/[?#]/)[0] ?? path;
  return NOT_AFTER_LOGIN.has(pathname) ? landing : path;
}
