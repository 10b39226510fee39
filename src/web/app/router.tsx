import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { ErrorPage } from './error-page';
import { SimpleLayout } from './layouts/simple-layout';
import { SiteLayout } from './layouts/site-layout';
import { buildPageRoutes, isServerRendered, type PageRoute, type Section } from './route-builder';
import { RouteGuard } from './route-guard';

/**
 * Every page file of the marketplace; each loads on first visit (one chunk per page). The operator's console
 * has its own table (operator-routes.tsx), added when one of its addresses is visited.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../pages/**/*.page.tsx',
  '!../pages/operator/**',
]);
const pagesPrefix = '../pages/';

export const pageRoutes = buildPageRoutes(
  Object.keys(pageModules).map((file) => file.slice(pagesPrefix.length)),
);

/** What the server's page renderer needs to know of a page route (entry-server.tsx). */
export interface PageHandle {
  /** The page file under src/web/pages: its chunk, styles and preloads in the build's manifest. */
  file: string;
  isServerRendered: boolean;
}

function toRouteObject(route: PageRoute): RouteObject {
  const load = pageModules[pagesPrefix + route.file]!;
  const lazy = async () => ({ Component: (await load()).default });
  const handle: PageHandle = { file: route.file, isServerRendered: isServerRendered(route) };
  return route.path === '/' ? { index: true, lazy, handle } : { path: route.path, lazy, handle };
}

// Only suppliers see this layout: it loads with their first page, not with everyone's.
const SupplierLayout = lazy(() =>
  import('./layouts/supplier-layout').then((module) => ({ default: module.SupplierLayout })),
);

const routesOf = (section: Section) =>
  pageRoutes.filter((route) => route.section === section).map(toRouteObject);

const rootRouteId = 'root';

/**
 * Issue 25: the console's routes join the tree on the first visit to an address under `/operator` (before
 * that, such an address would only match the catch-all).
 */
const addOperatorRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/operator' && !path.startsWith('/operator/')) return;
  const { operatorRoutes } = await import('./operator-routes');
  patch(rootRouteId, operatorRoutes());
};

/**
 * The marketplace's route tree: the browser's router and the server's page renderer (entry-server.tsx) share
 * it; the server never renders the console.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: rootRouteId,
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
        {
          // Issue 26: a member's pages on either side (the team).
          element: (
            <RouteGuard allowedRoles={['buyer', 'supplier']}>
              <SiteLayout />
            </RouteGuard>
          ),
          children: routesOf('member'),
        },
        { element: <SimpleLayout />, children: routesOf('simple') },
        { path: '/', element: <SiteLayout />, children: routesOf('public') },
      ],
    },
  ];
}

/** The browser's router. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: addOperatorRoutes });
}

/**
 * The browser's router over a page the server rendered (decision 017): the page's lazy modules are loaded
 * first, so the first render is the server's markup and not the loading fallback.
 */
export async function createHydratingRouter() {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, {
    hydrationData: { loaderData: {} },
    patchRoutesOnNavigation: addOperatorRoutes,
  });
}
