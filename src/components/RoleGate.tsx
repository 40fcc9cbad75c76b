// The role wrapper of part 2 §6: shows its content only when the user's role is among the
// allowed roles (Editor alone by default), and nothing at all until the profile has loaded.
// Presentational: the caller passes the role and whether the profile is there.
import type { ReactNode } from 'react';

export type GateRole = 'Admin' | 'Editor' | 'Visor' | 'Proveedor';

export const DEFAULT_ALLOWED_ROLES: readonly GateRole[] = ['Editor'];

export interface RoleGateProps {
  /** The signed-in user's role name; null when they have none. */
  role: GateRole | null | undefined;
  /** false while the profile is loading: nothing renders, not even the fallback. */
  loaded: boolean;
  allowed?: readonly GateRole[];
  children: ReactNode;
  /** Shown to roles that are not allowed (default: nothing). */
  fallback?: ReactNode;
}

export function roleAllowed(
  role: GateRole | null | undefined,
  allowed: readonly GateRole[],
): boolean {
  return role !== null && role !== undefined && allowed.includes(role);
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
