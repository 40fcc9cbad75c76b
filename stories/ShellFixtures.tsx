// Menu groups for shell stories, labelled from the common catalogue (nav.*).
import type { TFunction } from 'i18next';
import type { SideMenuGroup } from '@/features/shell/components/SideMenu';

export function sampleMenuGroups(t: TFunction, activeKey = 'dashboard'): SideMenuGroup[] {
  const item = (key: string, icon: SideMenuGroup['items'][number]['icon'], to = `/${key}`) => ({
    key,
    label: t(`common:nav.${key}`),
    to,
    icon,
    active: key === activeKey,
  });
  return [
    {
      key: 'main',
      items: [
        item('home', 'home'),
        item('dashboard', 'chart'),
        item('data', 'folder'),
        item('price', 'gas-station'),
      ],
    },
    {
      key: 'admin',
      title: 'Administración',
      items: [
        item('metrics', 'chart'),
        item('gasStations', 'gas-station', '/gas-stations'),
        item('cameras', 'camera'),
      ],
    },
    {
      key: 'system',
      items: [
        item('settings', 'settings'),
        item('users', 'users', '/settings?tab=users'),
        item('changePassword', 'lock', '/profile?section=password'),
      ],
    },
  ];
}
