// Reads of the session used by the guard, the menu and role checks.
import type { UserPermission, UserProfile } from '@/api/generated/auth.gen';
import type { AuthState } from './authSlice';

export type PermissionFlag = keyof UserPermission;

export const ADMIN_ROLE_ID = 1;

export function roleIdOf(profile: UserProfile | null): number | null {
  return profile?.user_role_id ?? profile?.user_role?.id ?? null;
}

export function isAdmin(profile: UserProfile | null): boolean {
  return roleIdOf(profile) === ADMIN_ROLE_ID;
}

export function hasPermission(profile: UserProfile | null, flag: PermissionFlag): boolean {
  return profile?.user_permission?.[flag] === true;
}

/** Any one of the flags (the server's x-access anyPermission: the alerts' screens). */
export function hasAnyPermission(
  profile: UserProfile | null,
  flags: readonly PermissionFlag[],
): boolean {
  return flags.some((flag) => hasPermission(profile, flag));
}

export function isSignedIn(auth: AuthState): boolean {
  return auth.status === 'authenticated' || auth.status === 'passwordChangeRequired';
}
