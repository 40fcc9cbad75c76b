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

export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  // Saved: the success message shows and the form stays disabled while the app moves on.
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The submission lasts until the app has moved on, so a failure of that step (after the save
  // succeeded) is reported like a failed save: the form's submit error.
  const onSubmit = async ({ password, confirmation }: NewPasswordValues) => {
    try {
      await changePassword({
        changePasswordRequest: { password, password_confirmation: confirmation },
      }).unwrap();
    } catch {
      return t('newPassword.failed');
    }
    setSaved(true);
    const failure = await new Promise<string | null>((resolve) => {
      timer.current = setTimeout(() => {
        timer.current = null;
        try {
          dispatch(passwordChanged());
          fullPageLoad(AFTER_NEW_PASSWORD_PATH);
          resolve(null);
        } catch {
          resolve(t('newPassword.postFailed'));
        }
      }, NEW_PASSWORD_REDIRECT_DELAY_MS);
    });
    if (failure !== null) setSaved(false);
    return failure;
  };

  return (
    <AuthCard title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      <NewPasswordForm
        onSubmit={onSubmit}
        successMessage={saved ? t('newPassword.success') : null}
      />
    </AuthCard>
  );
}
