// Role checks: the client's one way to ask whether a role may see or
// do something. The server enforces the same lists through the contract's x-access roles.

/** The role names of the contract's UserRole. */
export type RoleName = 'Admin' | 'Editor' | 'Visor' | 'Proveedor';

/** By default only Editor passes a role check. */
export const DEFAULT_ALLOWED_ROLES: readonly RoleName[] = ['Editor'];

export function roleAllowed(
  role: RoleName | null | undefined,
  allowed: readonly RoleName[] = DEFAULT_ALLOWED_ROLES,
): boolean {
  return role != null && allowed.includes(role);
}

/**
 * The competitor role check: station owners'
 * Editors and the administrators who register stations may add and remove competitors (the
 * x-access roles of the rivals operations).
 */
export const COMPETITOR_ROLES: readonly RoleName[] = ['Admin', 'Editor'];

export const canChangeCompetitors = (role: RoleName | null | undefined): boolean =>
  roleAllowed(role, COMPETITOR_ROLES);

/** Who manages users and contacts in Settings › Users (an Editor within their customer). */
export const SETTINGS_USERS_ROLES: readonly RoleName[] = ['Admin', 'Editor'];

/**
 * Who writes alert rules and silences, and acknowledges alerts (the x-access roles of those
 * operations); Visor only reads.
 */
export const ALERT_RULE_ROLES: readonly RoleName[] = ['Admin', 'Editor'];
