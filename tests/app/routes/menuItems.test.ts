// Side-menu entries into parts of screens (Usuarios, Cambiar contraseña):
// who sees them and where they lead, under the guard's own rules.
import { decideAccess, mayOpen } from '@/app/routes/access';
import { menuItemsFor } from '@/app/routes/menuItems';
import { routeTable } from '@/app/routes/routeTable';
import { isActiveEntry } from '@/features/shell/containers/MainLayout';
import { resources } from '@/i18n/resources';
import { demoProfiles, type DemoAccount } from '../../support/msw/handlers';

const accounts = Object.keys(demoProfiles) as DemoAccount[];
const labelOf = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], {
    ...resources.es.shell,
  }) as string;

function entry(account: DemoAccount, label: string) {
  return menuItemsFor(demoProfiles[account]).find((item) => labelOf(item.labelKey) === label);
}

/** The guard's answer for the screen an entry leads to. */
function guardAllows(account: DemoAccount, to: string): boolean {
  const path = to.split('?')[0];
  const route = routeTable.find((candidate) => candidate.path === path)!;
  const auth = { status: 'authenticated', token: 't', profile: demoProfiles[account] } as const;
  return decideAccess(route.access, auth, path!, 't') === 'allow';
}

describe("the side menu's 'Usuarios'", () => {
  it('opens the Settings users tab', () => {
    expect(entry('admin', 'Usuarios')?.to).toBe('/settings?tab=users');
  });

  it.each(accounts)('shows only to who may open that tab (%s)', (account) => {
    const profile = demoProfiles[account];
    const role = profile.user_role?.name;
    const mayManageUsers =
      mayOpen({ kind: 'flag', flag: 'settings' }, profile) &&
      (role === 'Admin' || role === 'Editor');
    const found = entry(account, 'Usuarios');
    expect(Boolean(found)).toBe(mayManageUsers);
    if (found) expect(guardAllows(account, found.to)).toBe(true);
  });

  it('is hidden from an Editor without the settings flag, and from a Visor with it', () => {
    const editor = demoProfiles.editor;
    const noSettings = {
      ...editor,
      user_permission: { ...editor.user_permission!, settings: false },
    };
    expect(menuItemsFor(noSettings).map((item) => item.to)).not.toContain('/settings?tab=users');
    const visor = { ...demoProfiles.visor, user_permission: { ...editor.user_permission! } };
    const visorItems = menuItemsFor(visor).map((item) => item.to);
    expect(visorItems).toContain('/settings');
    expect(visorItems).not.toContain('/settings?tab=users');
  });

  it("comes right after 'Configuración'", () => {
    const labels = menuItemsFor(demoProfiles.admin).map((item) => labelOf(item.labelKey));
    expect(labels.indexOf('Usuarios')).toBe(labels.indexOf('Configuración') + 1);
  });
});

describe("the side menu's 'Cambiar contraseña'", () => {
  it.each(accounts)('shows to every signed-in user and opens the password form (%s)', (account) => {
    const found = entry(account, 'Cambiar contraseña');
    expect(found?.to).toBe('/profile?section=password');
    expect(guardAllows(account, found!.to)).toBe(true);
  });
});

describe('which entry is the current page', () => {
  const siblings = ['/settings', '/settings?tab=users', '/profile?section=password'];

  it('marks the tab entry, not the screen entry, when its query is in the address', () => {
    const at = { pathname: '/settings', search: '?tab=users' };
    expect(isActiveEntry(at, '/settings?tab=users', siblings)).toBe(true);
    expect(isActiveEntry(at, '/settings', siblings)).toBe(false);
  });

  it('marks the screen entry on its other tabs', () => {
    for (const search of ['', '?tab=company', '?tab=token']) {
      const at = { pathname: '/settings', search };
      expect(isActiveEntry(at, '/settings', siblings)).toBe(true);
      expect(isActiveEntry(at, '/settings?tab=users', siblings)).toBe(false);
    }
  });

  it('marks the password entry only with the section in the address', () => {
    expect(
      isActiveEntry({ pathname: '/profile', search: '?section=password' }, siblings[2]!, siblings),
    ).toBe(true);
    expect(isActiveEntry({ pathname: '/profile', search: '' }, siblings[2]!, siblings)).toBe(false);
  });
});
