// The single sign-on buttons of the enabled providers: starts a sign-in with the one pressed
// (remembering the page the user wanted) and sends the browser to the provider. Loaded by
// SsoSignIn only when some provider is enabled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStartSsoSignInMutation, type SsoSignInProvider } from '@/api/sso';
import { failureMessage } from '@/lib/apiFailure';
import { SsoButtons } from '../components/SsoButtons';
import { browser } from '../model/browserNavigation';
import { SSO_FAILURES } from '../model/ssoFailures';
import { returnPathFromState } from '../model/ssoNavigation';

export function SsoStart({ providers }: { providers: SsoSignInProvider[] }) {
  const { t } = useTranslation('sso');
  const location = useLocation();
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
      providers={providers}
      busyId={busyId}
      errorMessage={startError === null ? null : t(startError, { defaultValue: startError })}
      onStart={(id) => void onStart(id)}
      onDismissError={() => setStartError(null)}
    />
  );
}
