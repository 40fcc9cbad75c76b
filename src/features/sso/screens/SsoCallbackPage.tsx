// /sso/callback: where the identity provider sends the browser back. Hands what it sent (code,
// state, iss, or an error) to the server once, then enters the app signed in (to the page the
// user wanted, else their landing screen; /new-password first with a temporary password), or
// goes back to the login screen, which shows the refusal's message. A user with two-step
// sign-in goes to the login screen's second step (as after a password), which then opens the
// page the user wanted.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFinishSsoSignInMutation, type SsoCallbackRequest } from '@/api/sso';
import { Spinner } from '@/components/Spinner';
import { failureMessage } from '@/lib/apiFailure';
import { useAppDispatch } from '@/store/hooks';
import {
  secondStepRequested,
  signedIn,
  signedInNeedsNewPassword,
  signInFailed,
  signInStarted,
} from '@/store/auth/authSlice';
import { SSO_FAILURES } from '../model/ssoFailures';
import { landingPathOf, safeReturnPath } from '../model/ssoNavigation';

const FIELDS = ['state', 'code', 'iss', 'error', 'error_description'] as const;

export default function SsoCallbackPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [finish] = useFinishSsoSignInMutation();
  // A state is good once: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // The login screen shows the auth machine's error: an i18n key or the server's text.
    const refused = (message: string) => {
      dispatch(signInFailed(message));
      navigate('/login', { replace: true });
    };
    const request: Partial<SsoCallbackRequest> = {};
    for (const field of FIELDS) {
      const value = params.get(field);
      if (value !== null) request[field] = value.slice(0, field === 'code' ? 4000 : 2000);
    }
    dispatch(signInStarted());
    if (!request.state) {
      refused('sso:errors.stateInvalid');
      return;
    }
    finish({ ssoCallbackRequest: request as SsoCallbackRequest })
      .unwrap()
      .then((session) => {
        if ('second_step' in session) {
          dispatch(
            secondStepRequested({ challenge: session.challenge, kind: session.second_step }),
          );
          navigate('/login', {
            replace: true,
            state: { from: safeReturnPath(session.return_to) ?? undefined },
          });
          return;
        }
        const payload = { token: session.token, profile: session.profile };
        if (session.first_login) {
          dispatch(signedInNeedsNewPassword(payload));
          navigate('/new-password', { replace: true });
          return;
        }
        dispatch(signedIn(payload));
        navigate(safeReturnPath(session.return_to) ?? landingPathOf(session.profile), {
          replace: true,
        });
      })
      .catch((failure: unknown) => {
        refused(failureMessage(failure, SSO_FAILURES));
      });
  }, [dispatch, finish, navigate, params, t]);

  return <Spinner label={t('callback.signingIn')} />;
}
