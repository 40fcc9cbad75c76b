import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSsoSignInProviders: build.query<
      ListSsoSignInProvidersApiResponse,
      ListSsoSignInProvidersApiArg
    >({
      query: () => ({ url: `/api/sso/providers` }),
    }),
    startSsoSignIn: build.mutation<StartSsoSignInApiResponse, StartSsoSignInApiArg>({
      query: (queryArg) => ({
        url: `/api/sso/start`,
        method: 'POST',
        body: queryArg.ssoStartRequest,
      }),
    }),
    finishSsoSignIn: build.mutation<FinishSsoSignInApiResponse, FinishSsoSignInApiArg>({
      query: (queryArg) => ({
        url: `/api/sso/callback`,
        method: 'POST',
        body: queryArg.ssoCallbackRequest,
      }),
    }),
    listSsoProviders: build.query<ListSsoProvidersApiResponse, ListSsoProvidersApiArg>({
      query: () => ({ url: `/api/sso_providers` }),
    }),
    createSsoProvider: build.mutation<CreateSsoProviderApiResponse, CreateSsoProviderApiArg>({
      query: (queryArg) => ({
        url: `/api/sso_providers`,
        method: 'POST',
        body: queryArg.ssoProviderInput,
      }),
    }),
    testSsoDiscovery: build.mutation<TestSsoDiscoveryApiResponse, TestSsoDiscoveryApiArg>({
      query: (queryArg) => ({
        url: `/api/sso_providers/discovery_test`,
        method: 'POST',
        body: queryArg.ssoDiscoveryTestRequest,
      }),
    }),
    getSsoProvider: build.query<GetSsoProviderApiResponse, GetSsoProviderApiArg>({
      query: (queryArg) => ({ url: `/api/sso_providers/${queryArg.id}` }),
    }),
    updateSsoProvider: build.mutation<UpdateSsoProviderApiResponse, UpdateSsoProviderApiArg>({
      query: (queryArg) => ({
        url: `/api/sso_providers/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.ssoProviderInput,
      }),
    }),
    deleteSsoProvider: build.mutation<DeleteSsoProviderApiResponse, DeleteSsoProviderApiArg>({
      query: (queryArg) => ({ url: `/api/sso_providers/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ssoApi };
export type ListSsoSignInProvidersApiResponse =
  /** status 200 The providers. */ SsoSignInProviderList;
export type ListSsoSignInProvidersApiArg = void;
export type StartSsoSignInApiResponse =
  /** status 200 Where to send the browser. */ SsoStartResponse;
export type StartSsoSignInApiArg = {
  ssoStartRequest: SsoStartRequest;
};
export type FinishSsoSignInApiResponse =
  | /** status 200 Signed in. */ SsoSignInResponse
  | /** status 202 The provider vouched for the user, and a second step is due before a session is opened, finished with POST /api/login/second_step (or the enrolment) as after a password. */ SsoSecondStepRequired;
export type FinishSsoSignInApiArg = {
  ssoCallbackRequest: SsoCallbackRequest;
};
export type ListSsoProvidersApiResponse =
  /** status 200 The providers and the redirect URL to register with each. */ SsoProviderList;
export type ListSsoProvidersApiArg = void;
export type CreateSsoProviderApiResponse = /** status 201 Created. */ SsoProvider;
export type CreateSsoProviderApiArg = {
  ssoProviderInput: SsoProviderInput;
};
export type TestSsoDiscoveryApiResponse =
  /** status 200 The verdict (ok false with a Spanish message when it cannot be used). */ SsoDiscoveryTestResult;
export type TestSsoDiscoveryApiArg = {
  ssoDiscoveryTestRequest: SsoDiscoveryTestRequest;
};
export type GetSsoProviderApiResponse = /** status 200 The provider. */ SsoProvider;
export type GetSsoProviderApiArg = {
  id: Id;
};
export type UpdateSsoProviderApiResponse = /** status 200 Saved. */ SsoProvider;
export type UpdateSsoProviderApiArg = {
  id: Id;
  ssoProviderInput: SsoProviderInput;
};
export type DeleteSsoProviderApiResponse = unknown;
export type DeleteSsoProviderApiArg = {
  id: Id;
};
export type Id = number;
export type SsoSignInProvider = {
  id: Id;
  /** Display name, e.g. Google or Microsoft. */
  name: string;
};
export type SsoSignInProviderList = {
  items: SsoSignInProvider[];
};
export type SsoStartResponse = {
  authorization_url: string;
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
export type SsoStartRequest = {
  provider_id: Id;
  /** App path to open after signing in (e.g. /reports?tab=daily). */
  return_to?: string;
  remember?: boolean;
};
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
export type SsoSignInResponse = {
  token: string;
  expires_at: string;
  first_login: boolean;
  profile: UserProfile;
  /** The app path given when the sign-in started, if any. */
  return_to: string | null;
};
export type SsoSecondStepRequired = {
  /** totp = a code is due; enrol = the user must enrol first. */
  second_step: 'totp' | 'enrol';
  /** Credential of the second step, until expires_at. */
  challenge: string;
  expires_at: string;
  /** The account's e-mail the provider vouched for. */
  email: string;
  /** The app path given when the sign-in started, if any. */
  return_to: string | null;
};
export type SsoCallbackRequest = {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
  error_description?: string;
};
export type SsoProvider = {
  id: Id;
  name: string;
  issuer_url: string;
  client_id: string;
  has_client_secret: boolean;
  allowed_domains: string[];
  enabled: boolean;
  auto_create: boolean;
  auto_create_customer_id: number | null;
  auto_create_role_id: number | null;
  trust_idp_mfa: boolean;
  updated_at: string;
};
export type SsoProviderList = {
  items: SsoProvider[];
  /** The redirect (callback) URL to register with each provider. */
  redirect_url: string;
};
export type SsoProviderInput = {
  name: string;
  /** Issuer (https://accounts.google.com, https://login.microsoftonline.com/<tenant>/v2.0) or the full address of its /.well-known/openid-configuration. */
  issuer_url: string;
  client_id: string;
  /** Write-only; required when creating, omitted to keep the stored one. */
  client_secret?: string;
  /** E-mail domains allowed to sign in; empty = any. */
  allowed_domains?: string[];
  enabled?: boolean;
  auto_create?: boolean;
  auto_create_customer_id?: Id | null;
  /** Role of the accounts created (2 Editor, 3 Visor); never Admin. */
  auto_create_role_id?: number | null;
  /** Users with two-step sign-in are not asked the second step after this provider. */
  trust_idp_mfa?: boolean;
};
export type SsoDiscoveryTestResult = {
  ok: boolean;
  message: string;
  issuer?: string;
  authorization_endpoint?: string;
};
export type SsoDiscoveryTestRequest = {
  issuer_url: string;
};
export const {
  useListSsoSignInProvidersQuery,
  useLazyListSsoSignInProvidersQuery,
  useStartSsoSignInMutation,
  useFinishSsoSignInMutation,
  useListSsoProvidersQuery,
  useLazyListSsoProvidersQuery,
  useCreateSsoProviderMutation,
  useTestSsoDiscoveryMutation,
  useGetSsoProviderQuery,
  useLazyGetSsoProviderQuery,
  useUpdateSsoProviderMutation,
  useDeleteSsoProviderMutation,
} = injectedRtkApi;
