// The areas offered as shortcuts on the home screen: only those this user may open, decided
// from the profile with the same rules as the route guard.
import type { UserProfile } from '@/api';
import type { IconName } from '@/components/Icon';
import { hasPermission, isAdmin } from '@/store/auth/authSelectors';

export type ShortcutKey =
  | 'dashboard'
  | 'files'
  | 'data'
  | 'price'
  | 'vms'
  | 'settings'
  | 'profile'
  | 'metrics'
  | 'gasStations'
  | 'volumetricSuppliers';

export interface Shortcut {
  key: ShortcutKey;
  to: string;
  icon: IconName;
  /** Administrator tools are listed after the everyday areas. */
  admin: boolean;
}

interface ShortcutRule extends Shortcut {
  allowed: (profile: UserProfile | null) => boolean;
}

const always = () => true;
const admin = (profile: UserProfile | null) => isAdmin(profile);

const RULES: readonly ShortcutRule[] = [
  {
    key: 'dashboard',
    to: '/dashboard',
    icon: 'chart',
    admin: false,
    allowed: (p) => hasPermission(p, 'dashboard'),
  },
  {
    key: 'files',
    to: '/files',
    icon: 'folder',
    admin: false,
    allowed: (p) => hasPermission(p, 'files'),
  },
  {
    key: 'data',
    to: '/data',
    icon: 'download',
    admin: false,
    allowed: (p) => hasPermission(p, 'data'),
  },
  { key: 'price', to: '/price', icon: 'gas-station', admin: false, allowed: always },
  {
    key: 'vms',
    to: '/vms',
    icon: 'camera',
    admin: false,
    // Shown with no permission object at all, or with the vms flag.
    allowed: (p) => p !== null && (p.user_permission === null || hasPermission(p, 'vms')),
  },
  {
    key: 'settings',
    to: '/settings',
    icon: 'settings',
    admin: false,
    allowed: (p) => hasPermission(p, 'settings'),
  },
  { key: 'profile', to: '/profile', icon: 'user', admin: false, allowed: always },
  { key: 'metrics', to: '/metrics', icon: 'chart', admin: true, allowed: admin },
  { key: 'gasStations', to: '/gas-stations', icon: 'gas-station', admin: true, allowed: admin },
  {
    key: 'volumetricSuppliers',
    to: '/volumetric-suppliers',
    icon: 'settings',
    admin: true,
    allowed: admin,
  },
];

export function shortcutsFor(profile: UserProfile | null): Shortcut[] {
  return RULES.filter((rule) => rule.allowed(profile)).map(
    ({ key, to, icon, admin: isAdminTool }) => ({
      key,
      to,
      icon,
      admin: isAdminTool,
    }),
  );
}
