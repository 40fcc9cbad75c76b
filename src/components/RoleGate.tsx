// The role wrapper: shows its content only when the user's role is among the
// allowed roles (Editor alone by default), and nothing at all until the profile has loaded.
// Presentational: the caller passes the role and whether the profile is there.
import type { ReactNode } from 'react';
import { DEFAULT_ALLOWED_ROLES, roleAllowed, type RoleName } from '@/lib/roles';

export interface RoleGateProps {
  /** The signed-in user's role name; null when they have none. */
  role: RoleName | null | undefined;
  /** false while the profile is loading: nothing renders, not even the fallback. */
  loaded: boolean;
  allowed?: readonly RoleName[];
  children: ReactNode;
  /** Shown to roles that are not allowed (default: nothing). */
  fallback?: ReactNode;
}

export function RoleGate({
  role,
  loaded,
  allowed = DEFAULT_ALLOWED_ROLES,
  children,
  fallback = null,
}: RoleGateProps) {
  if (!loaded) return null;
  return <>{roleAllowed(role, allowed) ? children : fallback}</>;
}
