import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginRequest }),
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
export type LoginApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
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
