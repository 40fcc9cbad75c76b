import type { UserProfile } from '@/api';
import { anonymousAuthState, type AuthState } from '@/store/auth/authSlice';
import { loadPersistedAuth, persistAuth, STORAGE_KEYS } from '@/store/auth/authStorage';

const profile = { id: 3, name: 'Visor', user_role_id: 3 } as UserProfile;

describe('session persistence', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec keys token, profile and firstLogin', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', profile: 'profile', firstLogin: 'firstLogin' });
  });

  it('restores a stored session', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('profile', JSON.stringify(profile));
    expect(loadPersistedAuth(localStorage)).toEqual({
      status: 'authenticated',
      token: 'abc',
      profile,
      error: null,
    });
  });

  it('restores a first-login session as needing a new password', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('firstLogin', 'true');
    expect(loadPersistedAuth(localStorage).status).toBe('passwordChangeRequired');
  });

  it('removes an unreadable profile together with the token', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('profile', '{not json');
    expect(loadPersistedAuth(localStorage)).toEqual(anonymousAuthState);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
  });

  it('writes sign-in and erases sign-out', () => {
    const signed: AuthState = { status: 'authenticated', token: 'xyz', profile, error: null };
    persistAuth(anonymousAuthState, signed, localStorage);
    expect(localStorage.getItem('token')).toBe('xyz');
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toEqual(profile);
    expect(localStorage.getItem('firstLogin')).toBe('false');
    persistAuth(signed, anonymousAuthState, localStorage);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
  });
});
