// The main layout, loaded on demand (part 1 §2.2 lists MainLayout among the lazy screens), fed
// with the side-menu entries this user may open: the same rule as the guard.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Spinner } from '@/components/Spinner';
import { useAppSelector } from '../store/hooks';
import { exportRecordedActions } from '../recording';
import { mayOpen } from './access';
import { routeTable } from './routeTable';

const MainLayout = lazy(
  () =>
    import(/* webpackChunkName: "screen-MainLayout" */ '@/features/shell/containers/MainLayout'),
);

export function AppLayout({ screen, children }: { screen: string; children: ReactNode }) {
  const profile = useAppSelector((state) => state.auth.profile);
  const menuItems = useMemo(
    () =>
      routeTable
        .filter((route) => route.menu && mayOpen(route.access, profile))
        .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
        .map((route) => ({
          key: route.path,
          to: route.path,
          labelKey: route.menu?.label ?? route.screen,
          icon: route.menu?.icon ?? 'file',
          group: route.menu?.group ?? 'main',
        })),
    [profile],
  );
  return (
    <Suspense fallback={<Spinner />}>
      <MainLayout menuItems={menuItems} screen={screen} onExportActions={exportRecordedActions}>
        {children}
      </MainLayout>
    </Suspense>
  );
}
