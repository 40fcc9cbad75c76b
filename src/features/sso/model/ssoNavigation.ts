// Where a single sign-on goes: the app path to return to once signed in (read from the login
// screen's router state `from`, only same-app paths, never the login or the callback).
export const SSO_CALLBACK_PATH = '/sso/callback';

const NOT_AFTER_LOGIN = new Set(['/', '/login', '/new-password', SSO_CALLBACK_PATH]);

/** A same-app path to return to, or null. */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return NOT_AFTER_LOGIN.has(pathname) ? null : path;
}

/** The `from` of the login screen's state (a path or a location object), as a path. */
export function returnPathFromState(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from === 'string') return safeReturnPath(from);
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as Record<string, unknown>;
    if (typeof pathname !== 'string') return null;
    return safeReturnPath(
      `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`,
    );
  }
  return null;
}

/** The first screen after signing in when no page was asked for (as the login screen does). */
export function landingPathOf(profile: { user_permission: unknown } | null): string {
  return profile !== null && profile.user_permission === null ? '/vms' : '/home';
}
