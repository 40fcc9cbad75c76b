import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    loginSecondStep: build.mutation<LoginSecondStepApiResponse, LoginSecondStepApiArg>({
      query: (queryArg) => ({
        url: `/api/login/second_step`,
        method: 'POST',
        body: queryArg.secondStepRequest,
      }),
    }),
    startLoginEnrolment: build.mutation<StartLoginEnrolmentApiResponse, StartLoginEnrolmentApiArg>({
      query: (queryArg) => ({
        url: `/api/login/enrolment`,
        method: 'POST',
        body: queryArg.challengeRequest,
      }),
    }),
    confirmLoginEnrolment: build.mutation<
      ConfirmLoginEnrolmentApiResponse,
      ConfirmLoginEnrolmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/login/enrolment/confirm`,
        method: 'POST',
        body: queryArg.secondStepRequest,
      }),
    }),
    getTwoStep: build.query<GetTwoStepApiResponse, GetTwoStepApiArg>({
      query: () => ({ url: `/api/two_step` }),
    }),
    disableTwoStep: build.mutation<DisableTwoStepApiResponse, DisableTwoStepApiArg>({
      query: (queryArg) => ({
        url: `/api/two_step`,
        method: 'DELETE',
        body: queryArg.twoStepProof,
      }),
    }),
    startTwoStepEnrolment: build.mutation<
      StartTwoStepEnrolmentApiResponse,
      StartTwoStepEnrolmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/two_step/enrolment`,
        method: 'POST',
        body: queryArg.twoStepProof,
      }),
    }),
    confirmTwoStepEnrolment: build.mutation<
      ConfirmTwoStepEnrolmentApiResponse,
      ConfirmTwoStepEnrolmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/two_step/enrolment/confirm`,
        method: 'POST',
        body: queryArg.codeRequest,
      }),
    }),
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/api/sessions` }),
    }),
    endSession: build.mutation<EndSessionApiResponse, EndSessionApiArg>({
      query: (queryArg) => ({ url: `/api/sessions/${queryArg.id}`, method: 'DELETE' }),
    }),
    endOtherSessions: build.mutation<EndOtherSessionsApiResponse, EndOtherSessionsApiArg>({
      query: () => ({ url: `/api/sessions/end_others`, method: 'POST' }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    getUserProfile: build.query<GetUserProfileApiResponse, GetUserProfileApiArg>({
      query: () => ({ url: `/api/user_profile` }),
    }),
    updateUserProfile: build.mutation<UpdateUserProfileApiResponse, UpdateUserProfileApiArg>({
      query: (queryArg) => ({
        url: `/api/user_profile`,
        method: 'PUT',
        body: queryArg.userProfileUpdate,
      }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/change_password`,
        method: 'POST',
        body: queryArg.changePasswordRequest,
      }),
    }),
    getAuthOptions: build.query<GetAuthOptionsApiResponse, GetAuthOptionsApiArg>({
      query: () => ({ url: `/api/auth/options` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type LoginApiResponse =
  | /** status 200 Signed in. */ LoginResponse
  | /** status 202 The password is right, and a second step is due before a session is opened: a code of the user's authenticator app (`totp`), or, for a user who must use two-step sign-in and has not enrolled, the enrolment (`enrol`). The challenge is the only credential of the calls that finish the sign-in, for a few minutes. */ SecondStepRequired;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LoginSecondStepApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginSecondStepApiArg = {
  secondStepRequest: SecondStepRequest;
};
export type StartLoginEnrolmentApiResponse =
  /** status 200 A new secret, kept until confirmed. */ TwoStepEnrolment;
export type StartLoginEnrolmentApiArg = {
  challengeRequest: ChallengeRequest;
};
export type ConfirmLoginEnrolmentApiResponse =
  /** status 200 Enrolled and signed in; the recovery codes are shown this once. */ EnrolledLoginResponse;
export type ConfirmLoginEnrolmentApiArg = {
  secondStepRequest: SecondStepRequest;
};
export type GetTwoStepApiResponse = /** status 200 The state. */ TwoStepStatus;
export type GetTwoStepApiArg = void;
export type DisableTwoStepApiResponse = /** status 200 Turned off. */ TwoStepStatus;
export type DisableTwoStepApiArg = {
  twoStepProof: TwoStepProof;
};
export type StartTwoStepEnrolmentApiResponse =
  /** status 200 A new secret, kept until confirmed. */ TwoStepEnrolment;
export type StartTwoStepEnrolmentApiArg = {
  twoStepProof: TwoStepProof;
};
export type ConfirmTwoStepEnrolmentApiResponse =
  /** status 200 Enrolled; the previous secret and recovery codes stop working. */ RecoveryCodes;
export type ConfirmTwoStepEnrolmentApiArg = {
  codeRequest: CodeRequest;
};
export type ListSessionsApiResponse = /** status 200 The sessions. */ SessionInfo[];
export type ListSessionsApiArg = void;
export type EndSessionApiResponse = unknown;
export type EndSessionApiArg = {
  id: Id;
};
export type EndOtherSessionsApiResponse = /** status 200 How many were ended. */ SessionsEnded;
export type EndOtherSessionsApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetUserProfileApiResponse = /** status 200 The profile. */ UserProfile;
export type GetUserProfileApiArg = void;
export type UpdateUserProfileApiResponse = /** status 200 The updated profile. */ UserProfile;
export type UpdateUserProfileApiArg = {
  userProfileUpdate: UserProfileUpdate;
};
export type ChangePasswordApiResponse = /** status 200 Password changed. */ MessageResponse;
export type ChangePasswordApiArg = {
  changePasswordRequest: ChangePasswordRequest;
};
export type GetAuthOptionsApiResponse = /** status 200 Sign-in options. */ AuthOptions;
export type GetAuthOptionsApiArg = void;
export type GetHealthApiResponse = /** status 200 Alive and ready. */ Health;
export type GetHealthApiArg = void;
export type UserRole = {
  /** 1 Admin, 2 Editor, 3 Visor, 4 Proveedor. */
  id: number;
  name: 'Admin' | 'Editor' | 'Visor' | 'Proveedor';
};
export type UserPermission = {
  dashboard: boolean;
  files: boolean;
  vms: boolean;
  data: boolean;
  settings: boolean;
};
export type CustomerRef = {
  id: number;
  legal_name: string;
};
export type UserProfile = {
  id: number;
  name: string;
  email: string;
  username: string;
  profile_picture_url: string | null;
  user_role_id: number | null;
  user_role: UserRole | null;
  user_permission: UserPermission | null;
  customer: CustomerRef | null;
  first_login: boolean;
};
export type LoginResponse = {
  token: string;
  expires_at: string;
  /** The user must set a new password before going on. */
  first_login: boolean;
  profile: UserProfile;
};
export type SecondStepRequired = {
  /** totp = a code is due; enrol = the user must enrol first. */
  second_step: 'totp' | 'enrol';
  /** Credential of the second step, until expires_at. */
  challenge: string;
  expires_at: string;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type LoginRequest = {
  /** Username or e-mail. */
  username: string;
  password: string;
  /** Keep the session for longer. */
  remember?: boolean;
};
export type SecondStepRequest = {
  challenge: string;
  /** Six digits of the authenticator app, or a recovery code (xxxx-xxxx-xxxx-xxxx). */
  code: string;
};
export type TwoStepEnrolment = {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth URI as an SVG QR code. */
  qr_svg: string;
};
export type ChallengeRequest = {
  challenge: string;
};
export type EnrolledLoginResponse = {
  token: string;
  expires_at: string;
  first_login: boolean;
  profile: UserProfile;
  recovery_codes: string[];
};
export type TwoStepStatus = {
  enabled: boolean;
  enabled_at: string | null;
  /** The settings require it of this user: it cannot be turned off. */
  required: boolean;
  recovery_codes_left: number;
};
export type TwoStepProof = {
  password?: string;
  /** A code of the authenticator app or a recovery code, instead of the password. */
  code?: string;
};
export type RecoveryCodes = {
  recovery_codes: string[];
};
export type CodeRequest = {
  code: string;
};
export type SessionInfo = {
  id: number;
  /** The session making this call. */
  current: boolean;
  /** From the user agent, e.g. "Chrome 130". */
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';
  ip: string | null;
  created_at: string;
  last_seen_at: string;
};
export type Id = number;
export type SessionsEnded = {
  ended: number;
};
export type UserProfileUpdate = {
  name?: string;
  email?: string;
  /** An https: address, or a photo this server stored (/api/photos/{name}); no other scheme (javascript:, data:, http:). */
  profile_picture_url?: string | null;
  /** The current password; required to change the e-mail. */
  password?: string;
};
export type MessageResponse = {
  message: string;
};
export type ChangePasswordRequest = {
  /** Required except right after signing in with a temporary password. */
  current_password?: string;
  password: string;
  password_confirmation: string;
};
export type AuthOptions = {
  external_provider: {
    name: string;
    url: string;
  } | null;
};
export type Health = {
  /** ok when ready. */
  status: 'ok' | 'unavailable';
  /** The release this node runs (package.json), to see which nodes a rolling upgrade has reached. */
  version: string;
  /** The process answers (always true in an answer). */
  live: boolean;
  /** Every dependency answers; false = API calls answer 503 for now. */
  ready: boolean;
  checks: {
    /** A query on the database answered (up) or failed to reach it (down). */
    database: 'up' | 'down';
  };
  /** Spanish message when not ready. */
  message?: string;
};
export const {
  useLoginMutation,
  useLoginSecondStepMutation,
  useStartLoginEnrolmentMutation,
  useConfirmLoginEnrolmentMutation,
  useGetTwoStepQuery,
  useLazyGetTwoStepQuery,
  useDisableTwoStepMutation,
  useStartTwoStepEnrolmentMutation,
  useConfirmTwoStepEnrolmentMutation,
  useListSessionsQuery,
  useLazyListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useLogoutMutation,
  useGetUserProfileQuery,
  useLazyGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useChangePasswordMutation,
  useGetAuthOptionsQuery,
  useLazyGetAuthOptionsQuery,
  useGetHealthQuery,
  useLazyGetHealthQuery,
} = injectedRtkApi;
