import type { UserProfile } from '@/api';
import {
  anonymousAuthState,
  authReducer,
  authTransitions,
  passwordChanged,
  profileLoaded,
  secondStepFailed,
  secondStepRequested,
  sessionEndReasonOf,
  sessionExpired,
  signInCancelled,
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
  sessionExpired: sessionExpired('idle'),
  secondStepRequested: secondStepRequested({ challenge: 'c-1', kind: 'totp' }),
  secondStepFailed: secondStepFailed('auth:errors.wrongCode'),
  signInCancelled: signInCancelled(),
};

const sampleState: Record<AuthStatus, AuthState> = {
  anonymous: anonymousAuthState,
  signingIn: { ...anonymousAuthState, status: 'signingIn' },
  authenticated: { status: 'authenticated', token: 't-0', profile, error: null },
  passwordChangeRequired: { status: 'passwordChangeRequired', token: 't-0', profile, error: null },
  secondStepRequired: {
    ...anonymousAuthState,
    status: 'secondStepRequired',
    challenge: { token: 'c-0', kind: 'totp' },
  },
  sessionEnded: { ...anonymousAuthState, status: 'sessionEnded', endReason: 'revoked' },
};

describe('auth state machine', () => {
  it('allows exactly these transitions', () => {
    expect(transitionsOf(authTransitions).map((t) => `${t.from} --${t.event}--> ${t.to}`)).toEqual([
      'anonymous --signInStarted--> signingIn',
      'signingIn --signedIn--> authenticated',
      'signingIn --signedInNeedsNewPassword--> passwordChangeRequired',
      'signingIn --secondStepRequested--> secondStepRequired',
      'signingIn --signInFailed--> anonymous',
      'secondStepRequired --signedIn--> authenticated',
      'secondStepRequired --signedInNeedsNewPassword--> passwordChangeRequired',
      'secondStepRequired --secondStepFailed--> secondStepRequired',
      'secondStepRequired --signInFailed--> anonymous',
      'secondStepRequired --signInCancelled--> anonymous',
      'authenticated --profileLoaded--> authenticated',
      'authenticated --signedOut--> anonymous',
      'authenticated --sessionExpired--> sessionEnded',
      'passwordChangeRequired --profileLoaded--> passwordChangeRequired',
      'passwordChangeRequired --passwordChanged--> authenticated',
      'passwordChangeRequired --signedOut--> anonymous',
      'passwordChangeRequired --sessionExpired--> sessionEnded',
      'sessionEnded --signInStarted--> signingIn',
      'sessionEnded --signedOut--> anonymous',
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
      challenge: null,
      endReason: null,
    });
  });

  it('records why a sign-in failed and clears it on the next attempt', () => {
    const failed = authReducer(sampleState.signingIn, events.signInFailed);
    expect(failed.error).toBe('Usuario o contraseña incorrecta');
    expect(authReducer(failed, events.signInStarted).error).toBeNull();
  });

  it('holds only the challenge while the second step is due, never a token', () => {
    const waiting = authReducer(sampleState.signingIn, events.secondStepRequested);
    expect(waiting).toMatchObject({
      status: 'secondStepRequired',
      token: null,
      challenge: { token: 'c-1', kind: 'totp' },
    });
    const wrong = authReducer(waiting, events.secondStepFailed);
    expect(wrong).toMatchObject({ status: 'secondStepRequired', error: 'auth:errors.wrongCode' });
    const inside = authReducer(wrong, events.signedIn);
    expect(inside).toMatchObject({ status: 'authenticated', token: 't-1', challenge: null });
    expect(inside.error).toBeNull();
    // An expired challenge: back to the password, with the reason.
    const expired = authReducer(waiting, signInFailed('auth:errors.challengeExpired'));
    expect(expired).toMatchObject({ status: 'anonymous', challenge: null });
  });

  it('keeps why the server ended the session until the next sign-in', () => {
    const ended = authReducer(sampleState.authenticated, events.sessionExpired);
    expect(ended).toMatchObject({ status: 'sessionEnded', token: null, profile: null });
    expect(ended.endReason).toBe('idle');
    const again = authReducer(ended, events.signInStarted);
    expect(again).toMatchObject({ status: 'signingIn', endReason: null });
    expect(authReducer(sampleState.authenticated, sessionExpired()).endReason).toBe('unknown');
  });

  it('reads the reason from the 401 code', () => {
    expect(sessionEndReasonOf('session_revoked')).toBe('revoked');
    expect(sessionEndReasonOf('session_idle')).toBe('idle');
    expect(sessionEndReasonOf('session_expired')).toBe('expired');
    expect(sessionEndReasonOf('unauthorized')).toBe('unknown');
  });
});
