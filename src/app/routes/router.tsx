// Builds the browser router from the route table, with the not-found page last.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/Spinner';
import { RouteGate } from './RouteGate';
import { notFoundLoader, routeTable } from './routeTable';

const NotFoundPage = lazy(notFoundLoader);

export function buildRoutes(): RouteObject[] {
  return [
    ...routeTable.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
    {
      path: '*',
      element: (
        <Suspense fallback={<Spinner />}>
          <NotFoundPage />
        </Suspense>
      ),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
