// Login screen (`/` and `/login`). Signs in through the auth machine: signInStarted, the login
// call, then signedIn (to where the guard came from, else /home, or /vms for users with no
// permission object) or signedInNeedsNewPassword (to /new-password) on success, signInFailed
// with the message on failure. A user who is already signed in is sent on at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useGetAuthOptionsQuery, useLoginMutation } from '@/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  signedIn,
  signedInNeedsNewPassword,
  signInFailed,
  signInStarted,
} from '@/store/auth/authSlice';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { LoginForm, type LoginFormValues } from '../components/LoginForm';
import { LOGIN_FAILURES } from '../model/loginError';
import { landingPath, NEW_PASSWORD_PATH, redirectTarget } from '../model/redirectTarget';
import { failureMessage } from '@/lib/apiFailure';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector((state) => state.auth.status);
  const profile = useAppSelector((state) => state.auth.profile);
  const error = useAppSelector((state) => state.auth.error);
  const [login, { isLoading }] = useLoginMutation();
  const { data: options } = useGetAuthOptionsQuery();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [errorDismissed, setErrorDismissed] = useState(false);

  if (status === 'authenticated') {
    return <Navigate to={redirectTarget(location.state, landingPath(profile))} replace />;
  }
  if (status === 'passwordChangeRequired') return <Navigate to={NEW_PASSWORD_PATH} replace />;

  const onSubmit = async ({ username, password, remember }: LoginFormValues) => {
    setErrorDismissed(false);
    dispatch(signInStarted());
    try {
      const session = await login({
        loginRequest: { username: username.trim(), password, remember },
      }).unwrap();
      const payload = { token: session.token, profile: session.profile };
      if (session.first_login) {
        dispatch(signedInNeedsNewPassword(payload));
        navigate(NEW_PASSWORD_PATH, { replace: true });
      } else {
        dispatch(signedIn(payload));
        navigate(redirectTarget(location.state, landingPath(session.profile)), { replace: true });
      }
    } catch (failure) {
      dispatch(signInFailed(failureMessage(failure, LOGIN_FAILURES)));
    }
  };

  const errorMessage = error && !errorDismissed ? t(error, { defaultValue: error }) : null;

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      // Only the year: not worth loading luxon (22 KB gzip) on the first page anyone sees.
      footer={t('login.footer', { year: new Date().getFullYear() })}
    >
      <LoginForm
        onSubmit={onSubmit}
        submitting={isLoading || status === 'signingIn'}
        errorMessage={errorMessage}
        onDismissError={() => setErrorDismissed(true)}
        externalProvider={options?.external_provider ?? null}
        onForgotPassword={() => setForgotOpen(true)}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
