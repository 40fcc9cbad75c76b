// The session as a state machine. `status` says whether the user is signed in:
// the route guard reads it, the base query reads `token`.
// - After a right password, a user with two-step sign-in waits in `secondStepRequired` (the
//   challenge is the only thing held, never a session) for a code, or for the enrolment the
//   settings require (`secondStep: 'enrol'`).
// - A session the server ended (signed out elsewhere, idle, expired: a 401 to a call that
//   carried the token) leads to `sessionEnded`, which keeps the notice the login shows.
import type { UserProfile } from '@/api/generated/auth.gen';
import type { PayloadAction } from '@reduxjs/toolkit';
import { createMachineSlice, type TransitionTable } from '../machine';

export type AuthStatus =
  | 'anonymous'
  | 'signingIn'
  | 'secondStepRequired'
  | 'authenticated'
  | 'passwordChangeRequired'
  | 'sessionEnded';

export type SecondStepKind = 'totp' | 'enrol';

/** Why the server ended the session: the notice's catalogue key. */
export type SessionEndReason = 'revoked' | 'idle' | 'expired' | 'unknown';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  profile: UserProfile | null;
  /** Message of the last failed sign-in (an i18n key or the server's text). */
  error: string | null;
  /** In secondStepRequired: the credential of the second step and which step it is. */
  challenge?: { token: string; kind: SecondStepKind } | null;
  /** In sessionEnded: why, for the login's notice. */
  endReason?: SessionEndReason | null;
}

export const anonymousAuthState: AuthState = {
  status: 'anonymous',
  token: null,
  profile: null,
  error: null,
};

type AuthEvent =
  | 'signInStarted'
  | 'secondStepRequested'
  | 'secondStepFailed'
  | 'signInCancelled'
  | 'signedIn'
  | 'signedInNeedsNewPassword'
  | 'signInFailed'
  | 'profileLoaded'
  | 'passwordChanged'
  | 'signedOut'
  | 'sessionExpired';

export const authTransitions: TransitionTable<AuthStatus, AuthEvent> = {
  anonymous: { signInStarted: 'signingIn' },
  signingIn: {
    signedIn: 'authenticated',
    signedInNeedsNewPassword: 'passwordChangeRequired',
    secondStepRequested: 'secondStepRequired',
    signInFailed: 'anonymous',
  },
  secondStepRequired: {
    signedIn: 'authenticated',
    signedInNeedsNewPassword: 'passwordChangeRequired',
    secondStepFailed: 'secondStepRequired',
    // The challenge expired or the user went back: the password again.
    signInFailed: 'anonymous',
    signInCancelled: 'anonymous',
  },
  authenticated: {
    profileLoaded: 'authenticated',
    signedOut: 'anonymous',
    sessionExpired: 'sessionEnded',
  },
  passwordChangeRequired: {
    profileLoaded: 'passwordChangeRequired',
    passwordChanged: 'authenticated',
    signedOut: 'anonymous',
    sessionExpired: 'sessionEnded',
  },
  sessionEnded: {
    signInStarted: 'signingIn',
    signedOut: 'anonymous',
  },
};

interface SessionPayload {
  token: string;
  profile: UserProfile;
}

function forget(state: AuthState): void {
  state.token = null;
  state.profile = null;
  state.challenge = null;
}

const authSlice = createMachineSlice({
  name: 'auth',
  initialState: anonymousAuthState as AuthState,
  transitions: authTransitions,
  reducers: {
    signInStarted: (state) => {
      state.error = null;
      state.endReason = null;
    },
    secondStepRequested: (
      state,
      action: { payload: { challenge: string; kind: SecondStepKind } },
    ) => {
      state.challenge = { token: action.payload.challenge, kind: action.payload.kind };
      state.error = null;
    },
    secondStepFailed: (state, action: { payload: string }) => {
      state.error = action.payload;
    },
    signInCancelled: (state) => {
      state.challenge = null;
      state.error = null;
    },
    signedIn: (state, action: { payload: SessionPayload }) => {
      state.token = action.payload.token;
      state.profile = action.payload.profile;
      state.challenge = null;
      state.error = null;
    },
    signedInNeedsNewPassword: (state, action: { payload: SessionPayload }) => {
      state.token = action.payload.token;
      state.profile = action.payload.profile;
      state.challenge = null;
      state.error = null;
    },
    signInFailed: (state, action: { payload: string }) => {
      state.error = action.payload;
      state.challenge = null;
    },
    profileLoaded: (state, action: { payload: UserProfile }) => {
      state.profile = action.payload;
    },
    passwordChanged: () => {},
    signedOut: (state) => {
      forget(state);
      state.endReason = null;
    },
    sessionExpired: (state, action: PayloadAction<SessionEndReason | undefined>) => {
      forget(state);
      state.endReason = action.payload ?? 'unknown';
    },
  },
});

export const {
  signInStarted,
  secondStepRequested,
  secondStepFailed,
  signInCancelled,
  signedIn,
  signedInNeedsNewPassword,
  signInFailed,
  profileLoaded,
  passwordChanged,
  signedOut,
  sessionExpired,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The reason a 401's code gives (the server's session_revoked, session_idle, session_expired). */
export function sessionEndReasonOf(code: unknown): SessionEndReason {
  if (code === 'session_revoked') return 'revoked';
  if (code === 'session_idle') return 'idle';
  if (code === 'session_expired') return 'expired';
  return 'unknown';
}
