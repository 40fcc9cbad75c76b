// New-password screen (`/new-password`, outside the layout): typing, submit, loading,
// 'Contraseña actualizada correctamente', then after 500 ms the session becomes authenticated
// (the store writes firstLogin 'false') and the browser does a full page load of /vms.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { passwordChanged } from '@/store/auth/authSlice';
import { AuthCard } from '../components/AuthCard';
import { fullPageLoad } from '../containers/fullPageLoad';
import { NewPasswordForm, type NewPasswordValues } from '../components/NewPasswordForm';

/** Delay between the success message and moving on. */
export const NEW_PASSWORD_REDIRECT_DELAY_MS = 500;
/** Where the user lands after setting the password (a full page load). */
export const AFTER_NEW_PASSWORD_PATH = '/vms';

type Phase = 'editing' | 'saving' | 'saved' | 'failed' | 'postFailed';

export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const [phase, setPhase] = useState<Phase>('editing');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = async ({ password, confirmation }: NewPasswordValues) => {
    setPhase('saving');
    try {
      await changePassword({
        changePasswordRequest: { password, password_confirmation: confirmation },
      }).unwrap();
    } catch {
      setPhase('failed');
      return;
    }
    setPhase('saved');
    timer.current = setTimeout(() => {
      timer.current = null;
      try {
        dispatch(passwordChanged());
        fullPageLoad(AFTER_NEW_PASSWORD_PATH);
      } catch {
        setPhase('postFailed');
      }
    }, NEW_PASSWORD_REDIRECT_DELAY_MS);
  };

  const errorMessage =
    phase === 'failed'
      ? t('newPassword.failed')
      : phase === 'postFailed'
        ? t('newPassword.postFailed')
        : null;

  return (
    <AuthCard title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      <NewPasswordForm
        onSubmit={onSubmit}
        saving={phase === 'saving' || phase === 'saved'}
        errorMessage={errorMessage}
        successMessage={phase === 'saved' ? t('newPassword.success') : null}
      />
    </AuthCard>
  );
}
