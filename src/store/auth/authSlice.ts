// The session as a state machine. `status` says whether the user is signed in:
// the route guard reads it, the base query reads `token`.
import type { UserProfile } from '@/api/generated/auth.gen';
import { createMachineSlice, type TransitionTable } from '../machine';

export type AuthStatus = 'anonymous' | 'signingIn' | 'authenticated' | 'passwordChangeRequired';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  profile: UserProfile | null;
  /** Message of the last failed sign-in (an i18n key or the server's text). */
  error: string | null;
}

export const anonymousAuthState: AuthState = {
  status: 'anonymous',
  token: null,
  profile: null,
  error: null,
};

type AuthEvent =
  | 'signInStarted'
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
    signInFailed: 'anonymous',
  },
  authenticated: {
    profileLoaded: 'authenticated',
    signedOut: 'anonymous',
    sessionExpired: 'anonymous',
  },
  passwordChangeRequired: {
    profileLoaded: 'passwordChangeRequired',
    passwordChanged: 'authenticated',
    signedOut: 'anonymous',
    sessionExpired: 'anonymous',
  },
};

interface SessionPayload {
  token: string;
  profile: UserProfile;
}

function forget(state: AuthState): void {
  state.token = null;
  state.profile = null;
}

const authSlice = createMachineSlice({
  name: 'auth',
  initialState: anonymousAuthState as AuthState,
  transitions: authTransitions,
  reducers: {
    signInStarted: (state) => {
      state.error = null;
    },
    signedIn: (state, action: { payload: SessionPayload }) => {
      state.token = action.payload.token;
      state.profile = action.payload.profile;
    },
    signedInNeedsNewPassword: (state, action: { payload: SessionPayload }) => {
      state.token = action.payload.token;
      state.profile = action.payload.profile;
    },
    signInFailed: (state, action: { payload: string }) => {
      state.error = action.payload;
    },
    profileLoaded: (state, action: { payload: UserProfile }) => {
      state.profile = action.payload;
    },
    passwordChanged: () => {},
    signedOut: (state) => forget(state),
    sessionExpired: (state) => forget(state),
  },
});

export const {
  signInStarted,
  signedIn,
  signedInNeedsNewPassword,
  signInFailed,
  profileLoaded,
  passwordChanged,
  signedOut,
  sessionExpired,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
