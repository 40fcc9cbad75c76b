// Users (Settings, Users tab) and gas users (administrators).
import { usersApi, type UploadUserPhotoApiArg } from './generated/users.gen';
import { photoForm } from './photoForm';

const api = usersApi.enhanceEndpoints({
  endpoints: {
    listUsers: { providesTags: ['User'] },
    getUser: { providesTags: (_r, _e, arg) => [{ type: 'User', id: arg.id }] },
    createUser: { invalidatesTags: ['User'] },
    updateUser: { invalidatesTags: ['User'] },
    deleteUser: { invalidatesTags: ['User'] },
    forwardUserInvite: { invalidatesTags: ['User'] },
    uploadUserPhoto: {
      query: (arg: UploadUserPhotoApiArg) => ({
        url: `/api/users/${arg.id}/photo`,
        method: 'PUT',
        body: photoForm(arg.body.file),
      }),
      invalidatesTags: ['User'],
    },
    deleteUserPhoto: { invalidatesTags: ['User'] },
    listGasUsers: { providesTags: ['User'] },
    endUserSessions: { invalidatesTags: ['Session'] },
    resetUserTwoStep: { invalidatesTags: ['TwoStep', 'Session'] },
  },
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useForwardUserInviteMutation,
  useUploadUserPhotoMutation,
  useDeleteUserPhotoMutation,
  useListGasUsersQuery,
  useEndUserSessionsMutation,
  useResetUserTwoStepMutation,
} = api;
export type {
  UserDetail,
  UserCreate,
  UserUpdate,
  ScreenPermissions,
  ReportPermissions,
  GasUser,
  StationRef,
} from './generated/users.gen';
