import {
  landingPathOf,
  returnPathFromState,
  safeReturnPath,
  SSO_CALLBACK_PATH,
} from '@/features/sso/model/ssoNavigation';

describe('safeReturnPath', () => {
  it('keeps a path of this app, with its query and fragment', () => {
    expect(safeReturnPath('/reports?tab=daily#top')).toBe('/reports?tab=daily#top');
    expect(safeReturnPath('/home')).toBe('/home');
  });

  it.each([
    ['another site', 'https://evil.example.com/home'],
    ['a protocol-relative address', '//evil.example.com/home'],
    ['a backslash trick', '/\\evil.example.com'],
    ['a relative path', 'reports'],
    ['the login screen', '/login?next=1'],
    ['the root', '/'],
    ['the new-password screen', '/new-password'],
    ['the callback itself', SSO_CALLBACK_PATH],
    ['something not a text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_what, path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});

describe('returnPathFromState', () => {
  it("reads the login screen's `from`, a path or a location", () => {
    expect(returnPathFromState({ from: '/files' })).toBe('/files');
    expect(
      returnPathFromState({ from: { pathname: '/reports', search: '?tab=daily', hash: '#x' } }),
    ).toBe('/reports?tab=daily#x');
    expect(returnPathFromState({ from: { pathname: '/alerts' } })).toBe('/alerts');
  });

  it('gives nothing for a state without a usable `from`', () => {
    expect(returnPathFromState(null)).toBeNull();
    expect(returnPathFromState('/files')).toBeNull();
    expect(returnPathFromState({})).toBeNull();
    expect(returnPathFromState({ from: { search: '?a=1' } })).toBeNull();
    expect(returnPathFromState({ from: '//evil.example.com' })).toBeNull();
    expect(returnPathFromState({ from: { pathname: '/login' } })).toBeNull();
  });
});

describe('landingPathOf', () => {
  it('sends a user without a permission object to the video wall, anyone else home', () => {
    expect(landingPathOf({ user_permission: null })).toBe('/vms');
    expect(landingPathOf({ user_permission: { dashboard: true } })).toBe('/home');
    expect(landingPathOf(null)).toBe('/home');
  });
});
