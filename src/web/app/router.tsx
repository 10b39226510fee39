import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { ErrorPage } from './error-page';
import { SimpleLayout } from './layouts/simple-layout';
import { SiteLayout } from './layouts/site-layout';
import { buildPageRoutes, type PageRoute, type Section } from './route-builder';
import { RouteGuard } from './route-guard';

/** Every page file; each loads on first visit (one chunk per page). */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/*.page.tsx');
const pagesPrefix = '../pages/';

export const pageRoutes = buildPageRoutes(
  Object.keys(pageModules).map((file) => file.slice(pagesPrefix.length)),
);

function toRouteObject(route: PageRoute): RouteObject {
  const load = pageModules[pagesPrefix + route.file]!;
  const lazy = async () => ({ Component: (await load()).default });
  return route.path === '/' ? { index: true, lazy } : { path: route.path, lazy };
}

// Only suppliers see this layout: it loads with their first page, not with everyone's.
const SupplierLayout = lazy(() =>
  import('./layouts/supplier-layout').then((module) => ({ default: module.SupplierLayout })),
);

const routesOf = (section: Section) =>
  pageRoutes.filter((route) => route.section === section).map(toRouteObject);

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <PageSpinner fillsScreen />,
      // A layout or page waits here (and in each layout) while its translations load (i18n/i18n.ts).
      element: (
        <Suspense fallback={<PageSpinner fillsScreen />}>
          <Outlet />
        </Suspense>
      ),
      children: [
        {
          element: (
            <RouteGuard allowedRoles={['buyer']}>
              <SiteLayout />
            </RouteGuard>
          ),
          children: routesOf('buyer'),
        },
        {
          element: (
            <RouteGuard allowedRoles={['supplier']}>
              <SupplierLayout />
            </RouteGuard>
          ),
          children: routesOf('supplier'),
        },
        { element: <SimpleLayout />, children: routesOf('simple') },
        { path: '/', element: <SiteLayout />, children: routesOf('public') },
      ],
    },
  ]);
}
