/**
 * Routes come from the page files under src/web/pages (spec §2, "Route construction"):
 * - each folder name, and the file name without `.page.tsx`, becomes a lowercase hyphenated segment;
 * - a bracketed name (`[id]`) becomes a route parameter (`:id`);
 * - when the last two segments are identical, one is dropped (`landing/landing.page.tsx` → `/landing`);
 * - `index.page.tsx` is its folder's index; the root `not-found.page.tsx` is the catch-all.
 */

/** `member`: a signed-in person's pages on either side (issue 26: the team settings). */
export type Section = 'buyer' | 'supplier' | 'member' | 'simple' | 'public' | 'operator' | 'operator-entry';

/** Issue 25: the console's pages an operator opens before being signed in. */
const operatorEntryPaths = new Set(['/operator/sign-in', '/operator/setup']);

export interface PageRoute {
  /** Absolute path: `/buyer/orders/:id`, `/`, or `*` for the catch-all. */
  readonly path: string;
  /** The page file, relative to the pages folder. */
  readonly file: string;
  readonly section: Section;
}

/** Account pages shown in the simple layout (logo and language toggle only). */
const simplePaths = new Set([
  '/login',
  '/signup',
  '/verify-email',
  '/request-password-reset',
  '/password-reset',
  // Issue 26: the invitation's link.
  '/invitations/accept',
]);

function toSegment(name: string): string {
  const parameter = /^\[(\w+)\]$/.exec(name);
  if (parameter) return `:${parameter[1]}`;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

export function routePathFromFile(file: string): string {
  const withoutSuffix = file.replace(/^\.?\//, '').replace(/\.page\.tsx$/, '');
  if (withoutSuffix === 'not-found') return '*';
  const segments = withoutSuffix.split('/').map(toSegment);
  if (segments.at(-1) === 'index') segments.pop();
  if (segments.length >= 2 && segments.at(-1) === segments.at(-2)) segments.pop();
  return `/${segments.join('/')}`;
}

export function sectionOf(path: string): Section {
  // Issue 25: the operator's console, apart from the marketplace (no site header or footer).
  if (operatorEntryPaths.has(path)) return 'operator-entry';
  if (path === '/operator' || path.startsWith('/operator/')) return 'operator';
  if (path === '/buyer' || path.startsWith('/buyer/')) return 'buyer';
  if (path === '/supplier' || path.startsWith('/supplier/')) return 'supplier';
  if (path === '/settings' || path.startsWith('/settings/')) return 'member';
  if (simplePaths.has(path)) return 'simple';
  // The sandbox's test 3-D Secure page stands in for a bank's page: no site menus around it.
  if (path.startsWith('/payments/')) return 'simple';
  return 'public';
}

/**
 * Decision 017: the server renders the public pages for guests — the catalog, the storefronts and the static
 * pages — except the root, which only redirects by role, and the cart, which lives in the browser's storage.
 * Never the operator's console (issue 25): its pages are in sections of their own.
 */
export function isServerRendered(route: Pick<PageRoute, 'path' | 'section'>): boolean {
  return route.section === 'public' && route.path !== '/' && route.path !== '/cart';
}

export function buildPageRoutes(files: readonly string[]): PageRoute[] {
  const routes = files.map((file) => {
    const path = routePathFromFile(file);
    return { path, file, section: sectionOf(path) };
  });
  const seen = new Map<string, string>();
  for (const route of routes) {
    const other = seen.get(route.path);
    if (other) throw new Error(`Two pages claim ${route.path}: ${other} and ${route.file}`);
    seen.set(route.path, route.file);
  }
  return routes;
}
