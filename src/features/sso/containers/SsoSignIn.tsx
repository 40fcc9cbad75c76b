// The login screen's single sign-on buttons (the slot src/app fills on the login screen): lists
// the enabled providers, starts a sign-in with the one pressed (remembering the page the user
// wanted) and sends the browser to the provider. (A sign-in the callback refused is shown by the
// login screen itself, as the auth machine's error.)
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useListSsoSignInProvidersQuery, useStartSsoSignInMutation } from '@/api/sso';
import { failureMessage } from '@/lib/apiFailure';
import { SsoButtons } from '../components/SsoButtons';
import { SSO_FAILURES } from '../model/ssoFailures';
import { returnPathFromState } from '../model/ssoNavigation';

/** Sends the browser away (a seam for tests, where jsdom cannot navigate). */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};

export function SsoSignIn() {
  const { t } = useTranslation('sso');
  const location = useLocation();
  const { data } = useListSsoSignInProvidersQuery();
  const [start] = useStartSsoSignInMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const onStart = async (providerId: number) => {
    setBusyId(providerId);
    setStartError(null);
    try {
      const returnTo = returnPathFromState(location.state);
      const { authorization_url } = await start({
        ssoStartRequest: { provider_id: providerId, ...(returnTo ? { return_to: returnTo } : {}) },
      }).unwrap();
      browser.go(authorization_url);
    } catch (failure) {
      setStartError(failureMessage(failure, SSO_FAILURES));
      setBusyId(null);
    }
  };

  return (
    <SsoButtons
      providers={data?.items ?? []}
      busyId={busyId}
      errorMessage={startError === null ? null : t(startError, { defaultValue: startError })}
      onStart={(id) => void onStart(id)}
      onDismissError={() => setStartError(null)}
    />
  );
}
