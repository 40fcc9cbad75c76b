// The competitor role check (part 1 §6 hasAllowedRole): only these roles may add or delete
// competitors. The server enforces the same list (x-access roles of the rivals operations).
export const COMPETITOR_EDITOR_ROLES: readonly string[] = ['Editor'];

export function hasAllowedRole(roleName: string | null | undefined): boolean {
  return roleName != null && COMPETITOR_EDITOR_ROLES.includes(roleName);
}
