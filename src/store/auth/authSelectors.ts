// Reads of the session used by the guard, the menu and role checks (part 1 §6, part 2 §6).
import type { UserPermission, UserProfile } from '@/api/generated/auth.gen';
import type { AuthState } from './authSlice';

export type PermissionFlag = keyof UserPermission;
export type RoleName = NonNullable<UserProfile['user_role']>['name'];

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

/** Part 2 §6: by default only Editor passes a role check. */
export function hasAllowedRole(
  profile: UserProfile | null,
  allowed: readonly RoleName[] = ['Editor'],
): boolean {
  const role = profile?.user_role?.name;
  return role !== undefined && allowed.includes(role);
}

/**
 * The competitor role check (part 1 §6 hasAllowedRole, roles "not shown"): station owners'
 * Editors and the administrators who register stations may add and remove competitors. The
 * server enforces the same list (x-access roles of the rivals operations).
 */
export const COMPETITOR_ROLES: readonly RoleName[] = ['Admin', 'Editor'];

export function canChangeCompetitors(roleName: RoleName | null | undefined): boolean {
  return roleName != null && COMPETITOR_ROLES.includes(roleName);
}

export function isSignedIn(auth: AuthState): boolean {
  return auth.status === 'authenticated' || auth.status === 'passwordChangeRequired';
}
