// Single sign-on (OpenID Connect): the providers the login screen offers, starting and finishing
// a sign-in, and the administrators' provider settings. Sign-in failures are shown on the login
// screen (no toast); the settings screen reports its own errors in place.
import { ssoApi } from './generated/sso.gen';

const PROVIDER_LIST = { type: 'SsoProvider', id: 'LIST' } as const;

const api = ssoApi.enhanceEndpoints({
  endpoints: {
    listSsoSignInProviders: { providesTags: [PROVIDER_LIST] },
    listSsoProviders: { providesTags: [PROVIDER_LIST] },
    getSsoProvider: {
      providesTags: (_result, _error, arg) => [{ type: 'SsoProvider', id: arg.id }],
    },
    createSsoProvider: { invalidatesTags: [PROVIDER_LIST] },
    updateSsoProvider: {
      invalidatesTags: (_result, _error, arg) => [
        PROVIDER_LIST,
        { type: 'SsoProvider', id: arg.id },
      ],
    },
    deleteSsoProvider: {
      invalidatesTags: (_result, _error, arg) => [
        PROVIDER_LIST,
        { type: 'SsoProvider', id: arg.id },
      ],
    },
  },
});

export const {
  useListSsoSignInProvidersQuery,
  useStartSsoSignInMutation,
  useFinishSsoSignInMutation,
  useListSsoProvidersQuery,
  useGetSsoProviderQuery,
  useCreateSsoProviderMutation,
  useUpdateSsoProviderMutation,
  useDeleteSsoProviderMutation,
  useTestSsoDiscoveryMutation,
} = api;
export type {
  SsoCallbackRequest,
  SsoDiscoveryTestResult,
  SsoProvider,
  SsoProviderInput,
  SsoProviderList,
  SsoSignInProvider,
  SsoSignInResponse,
} from './generated/sso.gen';
