import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { buildPageRoutes, isServerRendered, type PageRoute, type Section } from './route-builder';
import type { PageHandle } from './router';

/**
 * Issue 25: the operator's console, added to the router when an address under `/operator` is first visited
 * (`patchRoutesOnNavigation`, router.tsx). Its pages, layouts and their entries in the route table stay out
 * of the first chunk every marketplace visitor loads (docs/performance.md, issue 23's first-load goals).
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/operator/**/*.page.tsx');
const pagesPrefix = '../pages/';

export const operatorPageRoutes = buildPageRoutes(
  Object.keys(pageModules).map((file) => file.slice(pagesPrefix.length)),
);

const OperatorLayout = lazy(() =>
  import('../features/operators/operator-layout').then((module) => ({ default: module.OperatorLayout })),
);
const OperatorEntryLayout = lazy(() =>
  import('../features/operators/operator-entry-layout').then((module) => ({
    default: module.OperatorEntryLayout,
  })),
);

function toRouteObject(route: PageRoute): RouteObject {
  const load = pageModules[pagesPrefix + route.file]!;
  const handle: PageHandle = { file: route.file, isServerRendered: isServerRendered(route) };
  return { path: route.path, lazy: async () => ({ Component: (await load()).default }), handle };
}

const routesOf = (section: Section) =>
  operatorPageRoutes.filter((route) => route.section === section).map(toRouteObject);

/** The console's two layouts with their pages, as children of the app's root route. */
export function operatorRoutes(): RouteObject[] {
  return [
    { id: 'operator', element: <OperatorLayout />, children: routesOf('operator') },
    { id: 'operator-entry', element: <OperatorEntryLayout />, children: routesOf('operator-entry') },
  ];
}
