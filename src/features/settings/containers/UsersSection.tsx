// The users part of Settings › Users: the list with a server-side search, create and edit in a
// dialog (with photo), forward the invitation and delete after confirming, with their
// toasts. Editors offer the Editor and Visor roles; administrators also Admin and a customer.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateUserMutation,
  useDeleteUserMutation,
  useDeleteUserPhotoMutation,
  useForwardUserInviteMutation,
  useListUsersQuery,
  useUpdateUserMutation,
  useUploadUserPhotoMutation,
  type UserDetail,
} from '@/api/users';
import { useListCustomersQuery } from '@/api/customers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import { PhotoPicker } from '@/components/PhotoPicker';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import {
  crudConfirmation,
  crudEditor,
  useConfirmedAction,
  useCrudList,
  type CrudToast,
} from '@/components/hooks/useCrudList';
import { type FormErrors, submitFailure } from '@/lib/forms';
import { PHOTO_MESSAGES, photoFileProblem } from '@/lib/images/imageDimensions';
import { toastShown } from '@/store/toasts/toastsSlice';
import { UserForm } from '../components/UserForm';
import { UsersTable, type UserRow } from '../components/UsersTable';
import {
  emptyUserValues,
  toUserInput,
  userServerErrors,
  validateUser,
  valuesFromUser,
  type UserFormValues,
} from '../model/userForm';
import { useStationOptions } from './useStationOptions';
import { asFailedCall, errorMessageKeys, failureMessage } from '@/lib/apiFailure';

function UserDialog({ user, onClose }: { user: UserDetail | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'errors']);
  const dispatch = useAppDispatch();
  const profile = useAppSelector((state) => state.auth.profile);
  const isAdmin = profile?.user_role_id === 1;
  const mode = user ? 'edit' : 'create';
  const customers = useListCustomersQuery(undefined, { skip: !isAdmin });
  const stations = useStationOptions();
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const [uploadPhoto, upload] = useUploadUserPhotoMutation();
  const [removePhoto] = useDeleteUserPhotoMutation();
  const [photoUrl, setPhotoUrl] = useState<string | null>(user?.profile_picture_url ?? null);
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [initialValues] = useState(() => (user ? valuesFromUser(user) : emptyUserValues()));
  const validate = useMemo(() => validateUser(mode), [mode]);
  const roles = [
    ...(isAdmin ? [{ value: '1', label: t('roles.Admin') }] : []),
    { value: '2', label: t('roles.Editor') },
    { value: '3', label: t('roles.Visor') },
  ];

  const sendPhoto = async (id: number, file: File) => {
    try {
      const saved = await uploadPhoto({ id, body: { file } }).unwrap();
      setPhotoUrl(saved.profile_picture_url);
      return true;
    } catch (error) {
      setPhotoError(failureMessage(error, { fallback: t('errors:unexpected') }));
      return false;
    }
  };

  const onPhoto = async (file: File) => {
    const problem = await photoFileProblem(file);
    if (problem) return setPhotoError(PHOTO_MESSAGES[problem]);
    setPhotoError(null);
    if (user) await sendPhoto(user.id, file);
    else {
      setPendingPhoto(file);
      setPhotoUrl(URL.createObjectURL(file));
    }
  };

  const onSubmit = async (values: UserFormValues): Promise<FormErrors | undefined> => {
    const input = toUserInput(values);
    try {
      const saved = user
        ? await update({ id: user.id, userUpdate: input }).unwrap()
        : await create({ userCreate: input }).unwrap();
      if (!user && pendingPhoto && !(await sendPhoto(saved.id, pendingPhoto))) {
        dispatch(toastShown({ severity: 'error', message: 'users:form.photoNotSaved' }));
      }
      dispatch(
        toastShown({
          severity: 'success',
          message: user ? 'users:form.edited' : 'users:form.created',
        }),
      );
      onClose();
      return undefined;
    } catch (error) {
      const fields = userServerErrors(mode, asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <UserForm
      mode={mode}
      initialValues={initialValues}
      roles={roles}
      customers={
        isAdmin
          ? (customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))
          : undefined
      }
      stations={stations.options}
      stationCustomers={stations.customers}
      validate={validate}
      onSubmit={onSubmit}
      onCancel={onClose}
      photo={
        <PhotoPicker
          label={t('form.photo')}
          url={photoUrl}
          uploading={upload.isLoading}
          error={photoError}
          onSelect={(file) => void onPhoto(file)}
          onRemove={() => {
            setPhotoUrl(null);
            setPendingPhoto(null);
            if (user) void removePhoto({ id: user.id });
          }}
        />
      }
    />
  );
}

export function UsersSection() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const ownId = useAppSelector((state) => state.auth.profile?.id);
  const { box, search } = useDebouncedSearch();
  const [remove] = useDeleteUserMutation();
  const [invite] = useForwardUserInviteMutation();
  const notify = (toast: CrudToast) => dispatch(toastShown(toast));

  const list = useListUsersQuery(search ? { search } : {});
  const users = list.data?.items ?? [];
  const crud = useCrudList<UserDetail>({
    items: users,
    list,
    remove: (user) => remove({ id: user.id }).unwrap(),
    deleted: 'users:delete.success',
    notify,
    t,
  });
  const invitation = useConfirmedAction<UserDetail>({
    run: (user) => invite({ id: user.id }).unwrap(),
    success: (user) => ({
      severity: 'success',
      message: 'users:invite.sent',
      values: { email: user.email },
    }),
    notify,
    unexpected: errorMessageKeys.unexpected,
  });
  const rows: UserRow[] = users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    telephone: u.telephone,
    role: u.role?.name ?? null,
    stations: u.gas_stations.map((s) => s.name),
    pictureUrl: u.profile_picture_url,
    pending: u.invitation_pending,
    self: u.id === ownId,
  }));

  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      search={{ ...box, label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
      add={{ label: t('add'), onClick: crud.openCreate }}
      editor={crudEditor(crud, {
        createTitle: t('form.createTitle'),
        editTitle: t('form.editTitle'),
        maxWidth: 'md',
        form: ({ item }) => <UserDialog user={item} onClose={crud.closeEditor} />,
      })}
      confirmations={[
        crudConfirmation(invitation, {
          key: 'invite',
          title: t('invite.title'),
          acceptLabel: t('invite.accept'),
          danger: false,
          message: (user) => t('invite.confirm', { email: user.email }),
        }),
        crudConfirmation(crud.deletion, {
          title: t('delete.title'),
          message: (user) => t('delete.confirm', { name: user.name }),
        }),
      ]}
    >
      <UsersTable
        rows={rows}
        searching={search !== ''}
        onInvite={(row) => invitation.ask(crud.find(row.id))}
        {...crud.table}
      />
    </CrudListLayout>
  );
}
