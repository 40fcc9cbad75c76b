// Profile (`/profile`): who is signed in, their e-mail (PUT /api/user_profile, toast 'Perfil
// editado correctamente') and a password change (POST /api/change_password, toast 'Contraseña
// actualizada correctamente'), with the new-password rules and strength meter.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useChangePasswordMutation,
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
} from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { profileLoaded } from '@/store/auth/authSlice';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AccountSummary } from '../components/AccountSummary';
import { EmailForm } from '../components/EmailForm';
import { PasswordChangeForm, type PasswordChangeValues } from '../components/PasswordChangeForm';
import { errorMessageOf, fieldErrorOf } from '../model/errorMessage';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  max-width: 960px;
`;

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const storedProfile = useAppSelector((state) => state.auth.profile);
  // The layout keeps the stored profile fresh; this read covers a reload before it arrives.
  const query = useGetUserProfileQuery(undefined, { skip: storedProfile !== null });
  const profile = storedProfile ?? query.data ?? null;
  const [updateProfile] = useUpdateUserProfileMutation();
  const [changePassword] = useChangePasswordMutation();
  const text = (message: string) => t(message, { defaultValue: message });

  if (!profile) {
    return query.isError ? (
      <EmptyState icon="user" title={t('loadFailed')} />
    ) : (
      <Spinner centered />
    );
  }

  const saveEmail = async (email: string): Promise<string | null> => {
    try {
      const updated = await updateProfile({ userProfileUpdate: { email } }).unwrap();
      dispatch(profileLoaded(updated));
      dispatch(toastShown({ severity: 'success', message: 'profile:email.success' }));
      return null;
    } catch (error) {
      return text(fieldErrorOf(error, 'body.email') ?? errorMessageOf(error));
    }
  };

  const savePassword = async ({ password, confirmation }: PasswordChangeValues) => {
    try {
      await changePassword({
        changePasswordRequest: { password, password_confirmation: confirmation },
      }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'profile:password.success' }));
      return null;
    } catch {
      return t('password.failed');
    }
  };

  return (
    <Page>
      <Card title={t('account.title')} subtitle={t('subtitle')}>
        <AccountSummary
          name={profile.name}
          username={profile.username}
          pictureUrl={profile.profile_picture_url}
          roleName={profile.user_role?.name}
          customerName={profile.customer?.legal_name}
        />
      </Card>
      <Card title={t('email.title')}>
        <EmailForm currentEmail={profile.email} onSubmit={saveEmail} />
      </Card>
      <Card title={t('password.title')} subtitle={t('password.description')}>
        <PasswordChangeForm onSubmit={savePassword} />
      </Card>
    </Page>
  );
}
