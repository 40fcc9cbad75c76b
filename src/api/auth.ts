// Sessions, profile and password.
import { authApi } from './generated/auth.gen';
import { CACHE } from './cache';

const api = authApi.enhanceEndpoints({
  endpoints: {
    getUserProfile: { providesTags: ['Profile'], keepUnusedDataFor: CACHE.fifteenMinutes },
    updateUserProfile: { invalidatesTags: ['Profile'] },
  },
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useChangePasswordMutation,
  useGetAuthOptionsQuery,
} = api;

export type {
  UserProfile,
  UserPermission,
  UserRole,
  LoginResponse,
  AuthOptions,
} from './generated/auth.gen';
