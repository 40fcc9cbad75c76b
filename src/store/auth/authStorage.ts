// The session survives reloads in local storage under fixed keys:
// `token`, `profile` and `firstLogin`. An unreadable profile is removed with the token.
import type { UserProfile } from '@/api/generated/auth.gen';
import { anonymousAuthState, type AuthState } from './authSlice';

export const STORAGE_KEYS = {
  token: 'token',
  profile: 'profile',
  firstLogin: 'firstLogin',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readProfile(raw: string | null): UserProfile | null | 'unreadable' {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as UserProfile).id === 'number') {
      return value as UserProfile;
    }
    return 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export function loadPersistedAuth(storage: KeyValueStorage): AuthState {
  const token = storage.getItem(STORAGE_KEYS.token);
  const profile = readProfile(storage.getItem(STORAGE_KEYS.profile));
  if (profile === 'unreadable') {
    storage.removeItem(STORAGE_KEYS.profile);
    storage.removeItem(STORAGE_KEYS.token);
    return anonymousAuthState;
  }
  if (!token) return anonymousAuthState;
  const mustChange = storage.getItem(STORAGE_KEYS.firstLogin) === 'true';
  return {
    status: mustChange ? 'passwordChangeRequired' : 'authenticated',
    token,
    profile,
    error: null,
  };
}

/** Writes what changed between two auth states; called after every dispatch. */
export function persistAuth(previous: AuthState, next: AuthState, storage: KeyValueStorage): void {
  if (previous === next) return;
  if (next.token !== previous.token) {
    if (next.token) storage.setItem(STORAGE_KEYS.token, next.token);
    else storage.removeItem(STORAGE_KEYS.token);
  }
  if (next.profile !== previous.profile) {
    if (next.profile) storage.setItem(STORAGE_KEYS.profile, JSON.stringify(next.profile));
    else storage.removeItem(STORAGE_KEYS.profile);
  }
  if (next.status !== previous.status) {
    if (next.status === 'passwordChangeRequired') storage.setItem(STORAGE_KEYS.firstLogin, 'true');
    else if (next.status === 'authenticated') storage.setItem(STORAGE_KEYS.firstLogin, 'false');
    else if (next.status === 'anonymous' || next.status === 'sessionEnded')
      storage.removeItem(STORAGE_KEYS.firstLogin);
  }
}
