import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/users`,
        params: {
          search: queryArg.search,
          items: queryArg.items,
        },
      }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/user_profiles`,
        method: 'POST',
        body: queryArg.userCreate,
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.userUpdate,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}`, method: 'DELETE' }),
    }),
    forwardUserInvite: build.mutation<ForwardUserInviteApiResponse, ForwardUserInviteApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/forwarding_invite`, method: 'POST' }),
    }),
    endUserSessions: build.mutation<EndUserSessionsApiResponse, EndUserSessionsApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/end_sessions`, method: 'POST' }),
    }),
    resetUserTwoStep: build.mutation<ResetUserTwoStepApiResponse, ResetUserTwoStepApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/reset_two_step`, method: 'POST' }),
    }),
    uploadUserPhoto: build.mutation<UploadUserPhotoApiResponse, UploadUserPhotoApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/photo`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    deleteUserPhoto: build.mutation<DeleteUserPhotoApiResponse, DeleteUserPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/photo`, method: 'DELETE' }),
    }),
    listGasUsers: build.query<ListGasUsersApiResponse, ListGasUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_users`,
        params: {
          search: queryArg.search,
          items: queryArg.items,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersApi };
export type ListUsersApiResponse = /** status 200 The users. */ UserList;
export type ListUsersApiArg = {
  search?: string;
  items?: number;
};
export type CreateUserApiResponse = /** status 201 Created. */ UserDetail;
export type CreateUserApiArg = {
  userCreate: UserCreate;
};
export type GetUserApiResponse = /** status 200 The user. */ UserDetail;
export type GetUserApiArg = {
  id: Id;
};
export type UpdateUserApiResponse = /** status 200 Saved. */ UserDetail;
export type UpdateUserApiArg = {
  id: Id;
  userUpdate: UserUpdate;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: Id;
};
export type ForwardUserInviteApiResponse = /** status 200 Sent. */ InviteSent;
export type ForwardUserInviteApiArg = {
  id: Id;
};
export type EndUserSessionsApiResponse = /** status 200 How many were ended. */ SessionsEnded;
export type EndUserSessionsApiArg = {
  id: Id;
};
export type ResetUserTwoStepApiResponse = unknown;
export type ResetUserTwoStepApiArg = {
  id: Id;
};
export type UploadUserPhotoApiResponse = /** status 200 The user with the new photo. */ UserDetail;
export type UploadUserPhotoApiArg = {
  id: Id;
  body: {
    file: Blob;
  };
};
export type DeleteUserPhotoApiResponse = /** status 200 The user without a photo. */ UserDetail;
export type DeleteUserPhotoApiArg = {
  id: Id;
};
export type ListGasUsersApiResponse = /** status 200 The users, by e-mail. */ GasUserList;
export type ListGasUsersApiArg = {
  search?: string;
  items?: number;
};
export type StationRef = {
  id: number;
  name: string;
};
export type ScreenPermissions = {
  dashboard: boolean;
  files: boolean;
  vms: boolean;
  data: boolean;
  settings: boolean;
};
export type ReportPermissions = {
  weekly_executive: boolean;
  weekly_analytic: boolean;
  monthly: boolean;
  price: boolean;
  customer_behavior: boolean;
  traffic_sensitivity: boolean;
};
export type UserDetail = {
  id: number;
  name: string;
  email: string;
  username: string;
  telephone: string | null;
  role: {
    id: number;
    name: 'Admin' | 'Editor' | 'Visor' | 'Proveedor';
  } | null;
  customer: {
    id: number;
    name: string;
  } | null;
  profile_picture_url: string | null;
  gas_stations: StationRef[];
  permissions: ScreenPermissions | null;
  report_permissions: ReportPermissions;
  /** The user has not yet set their own password. */
  invitation_pending: boolean;
  last_invited_at: string | null;
};
export type UserList = {
  items: UserDetail[];
  total: number;
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
export type Telephone = string;
export type ManagedRoleId = 1 | 2 | 3;
export type Id = number;
export type UserCreate = {
  name: string;
  email: string;
  telephone?: Telephone | null;
  user_role_id: ManagedRoleId;
  /** Administrators choose it (required for Editor and Visor); an Editor's users always belong to the Editor's customer. */
  customer_id?: Id | null;
  gas_station_ids: Id[];
  permissions: ScreenPermissions;
  report_permissions: ReportPermissions;
  password: string;
  password_confirmation: string;
};
export type UserUpdate = {
  name: string;
  email: string;
  telephone?: Telephone | null;
  user_role_id: ManagedRoleId;
  customer_id?: Id | null;
  gas_station_ids: Id[];
  permissions: ScreenPermissions;
  report_permissions: ReportPermissions;
  password?: string;
  password_confirmation?: string;
};
export type InviteSent = {
  message: string;
  sent_to: string;
};
export type SessionsEnded = {
  ended: number;
};
export type GasUser = {
  id: number;
  name: string;
  email: string;
  role: string | null;
  gas_stations: StationRef[];
};
export type GasUserList = {
  items: GasUser[];
  total: number;
};
export const {
  useListUsersQuery,
  useLazyListUsersQuery,
  useCreateUserMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useForwardUserInviteMutation,
  useEndUserSessionsMutation,
  useResetUserTwoStepMutation,
  useUploadUserPhotoMutation,
  useDeleteUserPhotoMutation,
  useListGasUsersQuery,
  useLazyListGasUsersQuery,
} = injectedRtkApi;
