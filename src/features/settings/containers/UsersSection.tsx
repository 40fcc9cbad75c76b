// The users part of Settings › Users: the list with a server-side search, create and edit in a
// dialog (with photo), forward the invitation and delete after confirming, with the toasts of
// part 2 §8. Editors offer the Editor and Visor roles; administrators also Admin and a customer.
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
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
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { PhotoPicker } from '@/components/PhotoPicker';
import { SearchInput } from '@/components/SearchInput';
import { asFailedCall, failureMessage, type FormErrors } from '@/lib/forms';
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

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

const SEARCH_DELAY_MS = 300;

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
      setPhotoError(failureMessage(error, t('errors:unexpected')));
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
      const message = failureMessage(error, errorMessageKeys.unexpected);
      return { [FORM_ERROR]: t(message, { defaultValue: message }) };
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
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ user: UserDetail | null } | null>(null);
  const [inviting, setInviting] = useState<UserDetail | null>(null);
  const [deleting, setDeleting] = useState<UserDetail | null>(null);
  const [remove, removal] = useDeleteUserMutation();
  const [invite, invitation] = useForwardUserInviteMutation();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const list = useListUsersQuery(search ? { search } : {});
  const users = list.data?.items ?? [];
  const byId = new Map(users.map((u) => [u.id, u]));
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
  const listMessage = failureMessage(list.error, errorMessageKeys.unexpected);
  const say = (severity: 'success' | 'error', message: string, values?: Record<string, string>) =>
    dispatch(toastShown({ severity, message, values }));

  return (
    <Card title={t('title')} subtitle={t('subtitle')} flush>
      <Toolbar>
        <SearchInput
          value={text}
          onChange={setText}
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
        />
        <Button startIcon="plus" onClick={() => setEditing({ user: null })}>
          {t('add')}
        </Button>
      </Toolbar>
      <UsersTable
        rows={rows}
        loading={list.isLoading}
        searching={search !== ''}
        error={
          list.isError
            ? {
                message: t(listMessage, { defaultValue: listMessage }),
                onRetry: () => void list.refetch(),
              }
            : null
        }
        onEdit={(row) => setEditing({ user: byId.get(row.id) ?? null })}
        onInvite={(row) => setInviting(byId.get(row.id) ?? null)}
        onDelete={(row) => setDeleting(byId.get(row.id) ?? null)}
      />
      <Modal
        open={editing !== null}
        title={editing?.user ? t('form.editTitle') : t('form.createTitle')}
        maxWidth="md"
        footer={null}
        onCancel={() => setEditing(null)}
      >
        {editing && <UserDialog user={editing.user} onClose={() => setEditing(null)} />}
      </Modal>
      <Modal
        open={inviting !== null}
        title={t('invite.title')}
        acceptLabel={t('invite.accept')}
        pending={invitation.isLoading}
        onCancel={() => setInviting(null)}
        onAccept={async () => {
          if (!inviting) return;
          try {
            await invite({ id: inviting.id }).unwrap();
            say('success', 'users:invite.sent', { email: inviting.email });
          } catch (error) {
            say('error', failureMessage(error, errorMessageKeys.unexpected));
          } finally {
            setInviting(null);
          }
        }}
      >
        {inviting && t('invite.confirm', { email: inviting.email })}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('delete.title')}
        alertType="warning"
        acceptVariant="danger"
        acceptLabel={t('common:actions.delete')}
        pending={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onAccept={async () => {
          if (!deleting) return;
          try {
            await remove({ id: deleting.id }).unwrap();
            say('success', 'users:delete.success');
          } catch (error) {
            say('error', failureMessage(error, errorMessageKeys.unexpected));
          } finally {
            setDeleting(null);
          }
        }}
      >
        {deleting && t('delete.confirm', { name: deleting.name })}
      </Modal>
    </Card>
  );
}
