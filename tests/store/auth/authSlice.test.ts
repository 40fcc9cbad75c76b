import type { UserProfile } from '@/api';
import {
  anonymousAuthState,
  authReducer,
  authTransitions,
  passwordChanged,
  profileLoaded,
  sessionExpired,
  signedIn,
  signedInNeedsNewPassword,
  signedOut,
  signInFailed,
  signInStarted,
  type AuthState,
  type AuthStatus,
} from '@/store/auth/authSlice';
import { transitionsOf } from '@/store/machine';

const profile: UserProfile = {
  id: 7,
  name: 'Ana López',
  email: 'ana@example.mx',
  username: 'ana',
  profile_picture_url: null,
  user_role_id: 2,
  user_role: { id: 2, name: 'Editor' },
  user_permission: { dashboard: true, files: true, vms: false, data: false, settings: false },
  customer: { id: 1, legal_name: 'Gasolinera Ana S.A.' },
  first_login: false,
};

const events = {
  signInStarted: signInStarted(),
  signedIn: signedIn({ token: 't-1', profile }),
  signedInNeedsNewPassword: signedInNeedsNewPassword({ token: 't-2', profile }),
  signInFailed: signInFailed('Usuario o contraseña incorrecta'),
  profileLoaded: profileLoaded({ ...profile, name: 'Ana María López' }),
  passwordChanged: passwordChanged(),
  signedOut: signedOut(),
  sessionExpired: sessionExpired(),
};

const sampleState: Record<AuthStatus, AuthState> = {
  anonymous: anonymousAuthState,
  signingIn: { ...anonymousAuthState, status: 'signingIn' },
  authenticated: { status: 'authenticated', token: 't-0', profile, error: null },
  passwordChangeRequired: { status: 'passwordChangeRequired', token: 't-0', profile, error: null },
};

describe('auth state machine', () => {
  it('allows exactly these transitions', () => {
    expect(transitionsOf(authTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`)).toEqual([
      'anonymous --signInStarted--> signingIn',
      'signingIn --signedIn--> authenticated',
      'signingIn --signedInNeedsNewPassword--> passwordChangeRequired',
      'signingIn --signInFailed--> anonymous',
      'authenticated --profileLoaded--> authenticated',
      'authenticated --signedOut--> anonymous',
      'authenticated --sessionExpired--> anonymous',
      'passwordChangeRequired --profileLoaded--> passwordChangeRequired',
      'passwordChangeRequired --passwordChanged--> authenticated',
      'passwordChangeRequired --signedOut--> anonymous',
      'passwordChangeRequired --sessionExpired--> anonymous',
    ]);
  });

  const statuses = Object.keys(sampleState) as AuthStatus[];
  for (const from of statuses) {
    for (const [event, action] of Object.entries(events)) {
      const allowed = authTransitions[from][event as keyof typeof events];
      if (allowed) {
        it(`${from} + ${event} moves to ${allowed}`, () => {
          expect(authReducer(sampleState[from], action).status).toBe(allowed);
        });
      } else {
        it(`${from} + ${event} changes nothing`, () => {
          const before = sampleState[from];
          expect(authReducer(before, action)).toBe(before);
        });
      }
    }
  }

  it('keeps the token and profile of a successful sign-in and forgets them on sign-out', () => {
    const signedInState = authReducer(sampleState.signingIn, events.signedIn);
    expect(signedInState).toMatchObject({ status: 'authenticated', token: 't-1', profile });
    expect(authReducer(signedInState, events.signedOut)).toEqual({
      ...anonymousAuthState,
      error: null,
    });
  });

  it('records why a sign-in failed and clears it on the next attempt', () => {
    const failed = authReducer(sampleState.signingIn, events.signInFailed);
    expect(failed.error).toBe('Usuario o contraseña incorrecta');
    expect(authReducer(failed, events.signInStarted).error).toBeNull();
  });
});
