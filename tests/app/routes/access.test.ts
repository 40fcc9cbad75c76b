import type { UserProfile } from '@/api';
import { decideAccess, isOpenPath, mayOpen, type RouteAccess } from '@/app/routes/access';
import { routeTable } from '@/app/routes/routeTable';
import type { AuthState } from '@/store/auth/authSlice';

const allFlags = { dashboard: true, files: true, vms: true, data: true, settings: true };
function profileOf(roleId: number | null, permission: UserProfile['user_permission']): UserProfile {
  const names = { 1: 'Admin', 2: 'Editor', 3: 'Visor', 4: 'Proveedor' } as const;
  return {
    id: 1,
    name: 'x',
    email: 'x@y.mx',
    username: 'x',
    profile_picture_url: null,
    user_role_id: roleId,
    user_role: roleId ? { id: roleId, name: names[roleId as 1 | 2 | 3 | 4] } : null,
    user_permission: permission,
    customer: null,
    first_login: false,
  };
}

const accounts = {
  admin: profileOf(1, allFlags),
  editor: profileOf(2, allFlags),
  visor: profileOf(3, { ...allFlags, vms: false, data: false, settings: false }),
  sinpermisos: profileOf(3, null),
  proveedor: profileOf(4, { ...allFlags, files: false, vms: false, data: false, settings: false }),
};

function openable(profile: UserProfile): string[] {
  return routeTable
    .filter((r) => r.access.kind !== 'open' && mayOpen(r.access, profile))
    .map((r) => r.path);
}

describe('route access', () => {
  it('gives admins the admin-only routes and nobody else', () => {
    const adminOnly = routeTable.filter((r) => r.access.kind === 'admin').map((r) => r.path);
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        '/metrics',
        '/goals',
        '/gas-stations',
        '/cameras',
        '/assets',
        '/gas_users',
        '/tickets_upload',
        '/volumetric-suppliers',
      ]),
    );
    for (const path of adminOnly) {
      expect(openable(accounts.admin)).toContain(path);
      expect(openable(accounts.editor)).not.toContain(path);
    }
  });

  it('opens vms and panel-detail to a user with no permission object, and nothing flag-gated', () => {
    const paths = openable(accounts.sinpermisos);
    expect(paths).toEqual(
      expect.arrayContaining(['/vms', '/panel-detail/:id', '/home', '/price', '/profile']),
    );
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/panel');
    expect(paths).not.toContain('/new-panel');
  });

  it('gates dashboard and files on their flags', () => {
    expect(openable(accounts.visor)).toEqual(expect.arrayContaining(['/dashboard', '/files']));
    expect(openable(accounts.visor)).not.toContain('/settings');
    expect(openable(accounts.visor)).not.toContain('/vms');
    expect(openable(accounts.visor)).not.toContain('/data');
  });

  it('treats /price/ and /public/ paths as open', () => {
    expect(isOpenPath('/price/3/abc/es')).toBe(true);
    expect(isOpenPath('/public/video/1/tok')).toBe(true);
    expect(isOpenPath('/price')).toBe(false);
  });

  const anonymous: Pick<AuthState, 'status' | 'token' | 'profile'> = {
    status: 'anonymous',
    token: null,
    profile: null,
  };
  const dashboard = { kind: 'flag', flag: 'dashboard' } as const;

  it('sends a visitor without session to /login, but lets a stored token in', () => {
    expect(decideAccess(dashboard, anonymous, '/dashboard', null)).toBe('login');
    expect(decideAccess(dashboard, anonymous, '/dashboard', '')).toBe('login');
    expect(decideAccess({ kind: 'signedIn' }, anonymous, '/home', 'tok')).toBe('allow');
    expect(decideAccess(dashboard, anonymous, '/dashboard', 'tok')).toBe('pending');
  });

  it('refuses a signed-in user a route their flags do not open', () => {
    const auth = { status: 'authenticated', token: 't', profile: accounts.sinpermisos } as const;
    expect(decideAccess(dashboard, auth, '/dashboard', 't')).toBe('forbidden');
    expect(decideAccess({ kind: 'vms' }, auth, '/vms', 't')).toBe('allow');
  });

  it('keeps a user who must change the password on /new-password', () => {
    const auth = {
      status: 'passwordChangeRequired',
      token: 't',
      profile: accounts.editor,
    } as const;
    expect(decideAccess({ kind: 'signedIn' }, auth, '/home', 't')).toBe('newPassword');
    expect(decideAccess({ kind: 'signedIn' }, auth, '/new-password', 't')).toBe('allow');
  });

  it('opens the alert rule list to users with an alert flag, its forms to Admins and Editors', () => {
    for (const account of ['admin', 'editor'] as const) {
      expect(openable(accounts[account])).toEqual(
        expect.arrayContaining(['/alert-rules', '/alert-rules/new', '/alert-rules/:id']),
      );
    }
    for (const account of ['visor', 'proveedor'] as const) {
      expect(openable(accounts[account])).toContain('/alert-rules');
      expect(openable(accounts[account])).not.toContain('/alert-rules/new');
      expect(openable(accounts[account])).not.toContain('/alert-rules/:id');
    }
    // No permission object: no flag shows any alert kind.
    expect(openable(accounts.sinpermisos)).not.toContain('/alert-rules');
    expect(openable(accounts.sinpermisos)).not.toContain('/alerts');
  });

  it('opens the provider routes to provider-level users only', () => {
    const providerOnly = routeTable.filter((r) => r.access.kind === 'provider').map((r) => r.path);
    expect(providerOnly).toEqual(['/provider/customers']);
    expect(openable(accounts.proveedor)).toEqual(
      expect.arrayContaining(['/provider/customers', '/home', '/dashboard', '/price', '/profile']),
    );
    for (const account of ['admin', 'editor', 'visor', 'sinpermisos'] as const) {
      expect(openable(accounts[account])).not.toContain('/provider/customers');
    }
    expect(openable(accounts.proveedor)).not.toContain('/metrics');
    expect(openable(accounts.proveedor)).not.toContain('/files');
  });
});

describe('the access decision for each kind and demo account', () => {
  const kinds: Record<string, RouteAccess> = {
    open: { kind: 'open' },
    signedIn: { kind: 'signedIn' },
    flagDashboard: { kind: 'flag', flag: 'dashboard' },
    flagSettings: { kind: 'flag', flag: 'settings' },
    vms: { kind: 'vms' },
    admin: { kind: 'admin' },
    provider: { kind: 'provider' },
    adminOrEditor: { kind: 'roles', roles: ['Admin', 'Editor'] },
    // The alert screens: any flag that shows some alert kind, and the rule forms' roles.
    alerts: { kind: 'anyFlag', flags: ['dashboard', 'settings'] },
    alertRuleForm: {
      kind: 'anyFlag',
      flags: ['dashboard', 'settings'],
      roles: ['Admin', 'Editor'],
    },
  };
  // allow (A) or forbidden (F), per kind in the order above.
  const table: Record<keyof typeof accounts, string> = {
    admin: 'AAAAAAFAAA',
    editor: 'AAAAAFFAAA',
    visor: 'AAAFFFFFAF',
    sinpermisos: 'AAFFAFFFFF',
    proveedor: 'AAAFFFAFAF',
  };

  for (const [account, row] of Object.entries(table) as [keyof typeof accounts, string][]) {
    it(account, () => {
      const auth = { status: 'authenticated', token: 't', profile: accounts[account] } as const;
      const decisions = Object.values(kinds).map((access) =>
        decideAccess(access, auth, '/somewhere', 't') === 'allow' ? 'A' : 'F',
      );
      expect(decisions.join('')).toBe(row);
      Object.values(kinds).forEach((access, i) =>
        expect(mayOpen(access, accounts[account])).toBe(row[i] === 'A'),
      );
    });
  }

  it('sends a visitor without session to /login for every kind but open', () => {
    const anonymous = { status: 'anonymous', token: null, profile: null } as const;
    for (const [name, access] of Object.entries(kinds)) {
      expect(decideAccess(access, anonymous, '/somewhere', null)).toBe(
        name === 'open' ? 'allow' : 'login',
      );
    }
  });

  it('waits for the profile before deciding a provider route after a reload', () => {
    const reloaded = { status: 'anonymous', token: null, profile: null } as const;
    expect(decideAccess({ kind: 'provider' }, reloaded, '/provider/customers', 'tok')).toBe(
      'pending',
    );
  });
});

describe('the alert screens', () => {
  it('are open to the users whose flags show some alert kind, the rule forms to Admins and Editors', () => {
    const alertPaths = ['/alerts', '/alert-rules', '/alert-rules/new', '/alert-rules/:id'];
    const opens = (profile: UserProfile) =>
      alertPaths.filter((p) => mayOpen(routeTable.find((r) => r.path === p)!.access, profile));
    expect(opens(accounts.editor)).toEqual(alertPaths);
    expect(opens(accounts.visor)).toEqual(['/alerts', '/alert-rules']);
    expect(opens(accounts.sinpermisos)).toEqual([]);
    // Settings alone shows the connector's and the deliveries' alerts.
    const settingsOnly = profileOf(2, {
      dashboard: false,
      files: false,
      vms: false,
      data: false,
      settings: true,
    });
    expect(opens(settingsOnly)).toEqual(alertPaths);
    expect(opens(profileOf(2, { ...allFlags, dashboard: false, settings: false }))).toEqual([]);
  });
});
