// The route table as react-router routes, with the not-found page last. Declarative routing
// (<BrowserRouter>) rather than the data router: the app loads data with RTK Query, and the
// data router would add about 17 KB gzip to every first visit.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { RouteGate } from './RouteGate';
import { notFoundLoader, routeTable } from './routeTable';

const NotFoundPage = lazy(notFoundLoader);

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<Spinner />}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
