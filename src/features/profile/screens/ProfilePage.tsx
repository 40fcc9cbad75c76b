// Profile (`/profile`): who is signed in, their e-mail (PUT /api/user_profile with the password
// that confirms it, toast 'Perfil editado correctamente') and a password change (POST
// /api/change_password with the current password, toast 'Contraseña actualizada correctamente'),
// with the new-password rules and strength meter, then the alert notification settings (quiet
// hours, daily digest), two-step sign-in and the open sessions ('Sesiones'). The menus'
// 'Cambiar contraseña' opens `?section=password`, a rule's 'Mis avisos' links `?section=notices`,
// and `?section=two-step` / `?section=sessions` open those: the section is scrolled to and its
// first field focused.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useChangePasswordMutation,
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
} from '@/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Card } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { PROFILE_SECTION_PARAM } from '@/lib/appLinks';
import { ALERT_FLAGS } from '@/lib/alerts/conditionKinds';
import { hasAnyPermission } from '@/store/auth/authSelectors';
import { profileLoaded } from '@/store/auth/authSlice';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AccountSummary } from '../components/AccountSummary';
import { AlertNoticeSettings } from '../containers/AlertNoticeSettings';
import { Sessions } from '../containers/Sessions';
import { TwoStepSettings } from '../containers/TwoStepSettings';
import { EmailForm } from '../components/EmailForm';
import { PasswordChangeForm, type PasswordChangeValues } from '../components/PasswordChangeForm';
import { PASSWORD_REFUSALS } from '../model/passwordRefusals';
import { failureMessage, fieldFailureOf, knownFailureKey } from '@/lib/apiFailure';

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
  const [params] = useSearchParams();
  const { key: visit } = useLocation();
  const passwordSection = useRef<HTMLDivElement>(null);
  const noticesSection = useRef<HTMLDivElement>(null);
  const twoStepSection = useRef<HTMLDivElement>(null);
  const sessionsSection = useRef<HTMLDivElement>(null);
  const target = params.get(PROFILE_SECTION_PARAM);
  const loaded = profile !== null;

  // Each visit of the link (a new location key), even from the profile itself.
  useEffect(() => {
    const sections: Record<string, typeof passwordSection> = {
      password: passwordSection,
      notices: noticesSection,
      'two-step': twoStepSection,
      sessions: sessionsSection,
    };
    const section = target !== null ? (sections[target]?.current ?? null) : null;
    if (!loaded || !section) return;
    section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    section.querySelector('input')?.focus({ preventScroll: true });
  }, [target, loaded, visit]);

  if (!profile) {
    return query.isError ? (
      <EmptyState icon="user" title={t('loadFailed')} />
    ) : (
      <Spinner centered />
    );
  }

  const saveEmail = async (email: string, password: string): Promise<string | null> => {
    try {
      const updated = await updateProfile({ userProfileUpdate: { email, password } }).unwrap();
      dispatch(profileLoaded(updated));
      dispatch(toastShown({ severity: 'success', message: 'profile:email.success' }));
      return null;
    } catch (error) {
      const refusal = knownFailureKey(error, PASSWORD_REFUSALS);
      if (refusal) return t(refusal);
      return text(fieldFailureOf(error, 'body.email') ?? failureMessage(error));
    }
  };

  const savePassword = async ({
    currentPassword,
    password,
    confirmation,
  }: PasswordChangeValues) => {
    try {
      await changePassword({
        changePasswordRequest: {
          current_password: currentPassword,
          password,
          password_confirmation: confirmation,
        },
      }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'profile:password.success' }));
      return null;
    } catch (error) {
      // A wrong current password or a refused new one says why; anything else stays generic.
      const refusal = knownFailureKey(error, PASSWORD_REFUSALS);
      return refusal ? t(refusal) : t('password.failed');
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
      <div ref={passwordSection} id="password">
        <Card title={t('password.title')} subtitle={t('password.description')}>
          <PasswordChangeForm onSubmit={savePassword} />
        </Card>
      </div>
      <div ref={twoStepSection} id="two-step">
        <TwoStepSettings />
      </div>
      <div ref={sessionsSection} id="sessions">
        <Sessions />
      </div>
      {/* Only for a user whose flags show some alert kind (the server refuses the others). */}
      {hasAnyPermission(profile, ALERT_FLAGS) && (
        <div ref={noticesSection} id="notices">
          <AlertNoticeSettings />
        </div>
      )}
    </Page>
  );
}
