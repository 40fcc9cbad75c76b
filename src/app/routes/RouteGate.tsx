// Applies the guard to one route: redirects (replacing the history entry) or renders the
// screen, lazily, inside the main layout or bare.
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { STORAGE_KEYS } from '@/store/auth/authStorage';
import { useAppSelector } from '@/store/hooks';
import { decideAccess } from './access';
import type { RouteDefinition, ScreenLoader } from './routeTable';
import { AppLayout } from './AppLayout';

const lazyScreens = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(load);
    lazyScreens.set(load, screen);
  }
  return screen;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

export function RouteGate({ route }: { route: RouteDefinition }) {
  const auth = useAppSelector((state) => state.auth);
  const location = useLocation();
  const Screen = useMemo(() => lazyScreen(route.load), [route.load]);
  const decision = decideAccess(route.access, auth, location.pathname, storedToken());

  if (decision === 'login') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision === 'newPassword') return <Navigate to="/new-password" replace />;

  const content =
    decision === 'forbidden' ? (
      <Forbidden />
    ) : decision === 'pending' ? (
      <Spinner />
    ) : (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  return route.layout === 'main' ? <AppLayout screen={route.screen}>{content}</AppLayout> : content;
}

const ForbiddenPage = lazy(() => import('@/features/shell/screens/ForbiddenPage'));
function Forbidden() {
  return (
    <Suspense fallback={<Spinner />}>
      <ForbiddenPage />
    </Suspense>
  );
}
