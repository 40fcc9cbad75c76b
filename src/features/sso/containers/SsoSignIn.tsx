// The login screen's single sign-on buttons (the slot src/app fills on the login screen): asks
// for the enabled providers and, only when there is one, loads the buttons and their strings
// (containers/SsoStart), so a login without single sign-on downloads nothing of it. (A sign-in
// the callback refused is shown by the login screen itself, as the auth machine's error.)
import { lazy, Suspense } from 'react';
import { useListSsoSignInProvidersQuery } from '@/api/sso';

const SsoStart = lazy(() => import('./SsoStart').then((module) => ({ default: module.SsoStart })));

export function SsoSignIn() {
  const { data } = useListSsoSignInProvidersQuery();
  const providers = data?.items ?? [];
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SsoStart providers={providers} />
    </Suspense>
  );
}
