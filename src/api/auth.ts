// Sessions, profile and password; the second step of a sign-in, the user's two-step sign-in and
// open sessions ('Mi perfil').
import { authApi, type LoginApiResponse, type SecondStepRequired } from './generated/auth.gen';
import { CACHE } from './cache';

const api = authApi.enhanceEndpoints({
  endpoints: {
    getUserProfile: { providesTags: ['Profile'], keepUnusedDataFor: CACHE.fifteenMinutes },
    updateUserProfile: { invalidatesTags: ['Profile'] },
    getTwoStep: { providesTags: ['TwoStep'] },
    confirmTwoStepEnrolment: { invalidatesTags: ['TwoStep'] },
    disableTwoStep: { invalidatesTags: ['TwoStep'] },
    listSessions: { providesTags: ['Session'] },
    endSession: { invalidatesTags: ['Session'] },
    endOtherSessions: { invalidatesTags: ['Session'] },
  },
});

export const {
  useLoginMutation,
  useLoginSecondStepMutation,
  useStartLoginEnrolmentMutation,
  useConfirmLoginEnrolmentMutation,
  useLogoutMutation,
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useChangePasswordMutation,
  useGetAuthOptionsQuery,
  useGetTwoStepQuery,
  useStartTwoStepEnrolmentMutation,
  useConfirmTwoStepEnrolmentMutation,
  useDisableTwoStepMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = api;

/** The answer of POST /api/login asks for a second step (202) instead of giving a session. */
export function needsSecondStep(answer: LoginApiResponse): answer is SecondStepRequired {
  return 'second_step' in answer;
}

export type {
  UserProfile,
  UserPermission,
  UserRole,
  LoginResponse,
  EnrolledLoginResponse,
  AuthOptions,
  SecondStepRequired,
  TwoStepEnrolment,
  TwoStepStatus,
  SessionInfo,
} from './generated/auth.gen';
