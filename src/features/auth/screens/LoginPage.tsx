// Login screen (`/` and `/login`). Signs in through the auth machine: signInStarted, the login
// call, then signedIn (to where the guard came from, else /home, or /vms for users with no
// permission object) or signedInNeedsNewPassword (to /new-password) on success, signInFailed
// with the message on failure. A user with two-step sign-in gets secondStepRequested and the
// second step (containers/SecondStep) before either. After the server ended the session
// (status sessionEnded) a notice says why above the form. A user who is already signed in is
// sent on at once.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  needsSecondStep,
  useGetAuthOptionsQuery,
  useLoginMutation,
  type LoginResponse,
} from '@/api';
import { Alert } from '@/components/Alert';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  secondStepRequested,
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
import { Spinner } from '@/components/Spinner';

// The second step (code form, enrolment with its QR code, recovery codes) loads only for the
// users who have one: the login page is the first thing anybody downloads.
const SecondStep = lazy(() =>
  import('../containers/SecondStep').then((module) => ({ default: module.SecondStep })),
);

export interface LoginPageProps {
  /** Other ways to sign in, under the form (src/app puts single sign-on's buttons here). */
  alternatives?: ReactNode;
}

export default function LoginPage({ alternatives }: LoginPageProps = {}) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector((state) => state.auth.status);
  const profile = useAppSelector((state) => state.auth.profile);
  const error = useAppSelector((state) => state.auth.error);
  const challenge = useAppSelector((state) => state.auth.challenge ?? null);
  const endReason = useAppSelector((state) =>
    state.auth.status === 'sessionEnded' ? (state.auth.endReason ?? 'unknown') : null,
  );
  const [login, { isLoading }] = useLoginMutation();
  const { data: options } = useGetAuthOptionsQuery();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [errorDismissed, setErrorDismissed] = useState(false);

  if (status === 'authenticated') {
    return <Navigate to={redirectTarget(location.state, landingPath(profile))} replace />;
  }
  if (status === 'passwordChangeRequired') return <Navigate to={NEW_PASSWORD_PATH} replace />;

  const enter = (session: LoginResponse) => {
    const payload = { token: session.token, profile: session.profile };
    if (session.first_login) {
      dispatch(signedInNeedsNewPassword(payload));
      navigate(NEW_PASSWORD_PATH, { replace: true });
    } else {
      dispatch(signedIn(payload));
      navigate(redirectTarget(location.state, landingPath(session.profile)), { replace: true });
    }
  };

  if (status === 'secondStepRequired' && challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondStep challenge={challenge.token} kind={challenge.kind} onSignedIn={enter} />
      </Suspense>
    );
  }

  const onSubmit = async ({ username, password, remember }: LoginFormValues) => {
    setErrorDismissed(false);
    dispatch(signInStarted());
    try {
      const answer = await login({
        loginRequest: { username: username.trim(), password, remember },
      }).unwrap();
      if (needsSecondStep(answer)) {
        dispatch(secondStepRequested({ challenge: answer.challenge, kind: answer.second_step }));
      } else {
        enter(answer);
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
      {endReason && (
        <Alert severity="info" title={t('sessionEnded.title')}>
          {t(`sessionEnded.${endReason}`)}
        </Alert>
      )}
      <LoginForm
        onSubmit={onSubmit}
        submitting={isLoading || status === 'signingIn'}
        errorMessage={errorMessage}
        onDismissError={() => setErrorDismissed(true)}
        externalProvider={options?.external_provider ?? null}
        onForgotPassword={() => setForgotOpen(true)}
      />
      {alternatives}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
