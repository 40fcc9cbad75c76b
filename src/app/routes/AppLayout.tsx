// The main layout, loaded on demand (like every screen, in its own chunk), fed
// with the side-menu entries this user may open: the same rule as the guard.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Spinner } from '@/components/Spinner';
import { useAppSelector } from '@/store/hooks';
import { exportRecordedActions } from '../recording';
import { menuItemsFor } from './menuItems';

const MainLayout = lazy(
  () =>
    import(/* webpackChunkName: "screen-MainLayout" */ '@/features/shell/containers/MainLayout'),
);

export function AppLayout({ screen, children }: { screen: string; children: ReactNode }) {
  const profile = useAppSelector((state) => state.auth.profile);
  const menuItems = useMemo(() => menuItemsFor(profile), [profile]);
  return (
    <Suspense fallback={<Spinner />}>
      <MainLayout menuItems={menuItems} screen={screen} onExportActions={exportRecordedActions}>
        {children}
      </MainLayout>
    </Suspense>
  );
}
