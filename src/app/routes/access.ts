// Who may open a route. Pure: the guard component and the side menu
// both decide with `decideAccess`, so what the menu shows is what the guard lets through.
import type { UserProfile } from '@/api';
import { roleAllowed, type RoleName } from '@/lib/roles';
import {
  hasAnyPermission,
  hasPermission,
  isAdmin,
  roleIdOf,
  type PermissionFlag,
} from '@/store/auth/authSelectors';
import type { AuthState } from '@/store/auth/authSlice';

export type RouteAccess =
  /** Outside the layout, open to anybody (login, public panels and videos). */
  | { kind: 'open' }
  /** Inside the layout, any signed-in user (home, price, profile). */
  | { kind: 'signedIn' }
  /** A permission flag, and with `roles` one of those roles too (Settings › Users). */
  | { kind: 'flag'; flag: PermissionFlag; roles?: readonly RoleName[] }
  /** Any signed-in user of one of these roles, whatever their flags. */
  | { kind: 'roles'; roles: readonly RoleName[] }
  /**
   * Any one of these flags, and with `roles` one of those roles too (the alerts: each kind
   * needs its screens' flags, and the server shows only the kinds the user's flags open).
   */
  | { kind: 'anyFlag'; flags: readonly PermissionFlag[]; roles?: readonly RoleName[] }
  /** vms and panel-detail: users with no permission object at all, or with the vms flag. */
  | { kind: 'vms' }
  | { kind: 'admin' }
  /** Provider-level users (role Proveedor): the server's x-access level `provider`. */
  | { kind: 'provider' };

/** user_role_id of the role Proveedor (the server's ROLE.Proveedor). */
export const PROVIDER_ROLE_ID = 4;

/** `pending`: signed in, but the profile needed to decide has not loaded yet. */
export type AccessDecision = 'allow' | 'login' | 'newPassword' | 'forbidden' | 'pending';

/** Paths anybody may enter without a session. */
export function isOpenPath(pathname: string): boolean {
  return pathname.startsWith('/price/') || pathname.includes('/public/');
}

export function mayOpen(access: RouteAccess, profile: UserProfile | null): boolean {
  switch (access.kind) {
    case 'open':
    case 'signedIn':
      return true;
    case 'flag':
      return (
        hasPermission(profile, access.flag) &&
        (access.roles === undefined || roleAllowed(profile?.user_role?.name, access.roles))
      );
    case 'roles':
      return roleAllowed(profile?.user_role?.name, access.roles);
    case 'anyFlag':
      return (
        hasAnyPermission(profile, access.flags) &&
        (access.roles === undefined || roleAllowed(profile?.user_role?.name, access.roles))
      );
    case 'vms':
      return (
        profile !== null && (profile.user_permission === null || hasPermission(profile, 'vms'))
      );
    case 'admin':
      return isAdmin(profile);
    case 'provider':
      return roleIdOf(profile) === PROVIDER_ROLE_ID;
  }
}

export function decideAccess(
  access: RouteAccess,
  auth: Pick<AuthState, 'status' | 'token' | 'profile'>,
  pathname: string,
  storedToken: string | null,
): AccessDecision {
  if (access.kind === 'open' || isOpenPath(pathname)) return 'allow';
  const entered =
    auth.status === 'authenticated' ||
    auth.status === 'passwordChangeRequired' ||
    (storedToken !== null && storedToken !== '');
  if (!entered) return 'login';
  if (auth.status === 'passwordChangeRequired' && pathname !== '/new-password')
    return 'newPassword';
  if (access.kind === 'signedIn') return 'allow';
  // After a reload with a token but no stored profile, wait for it rather than refuse.
  if (auth.profile === null) return 'pending';
  return mayOpen(access, auth.profile) ? 'allow' : 'forbidden';
}
