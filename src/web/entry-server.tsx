// The web app built for Node (`vite build --ssr`): the server renders the public pages for guests with it
// (decision 017). First: settings every later module relies on when it is evaluated.
import './lib/zod-config';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import type {
  PageRenderRequest,
  PageRenderer,
  PageState,
  RenderedPage,
} from '../contract/pages/page-rendering';
import { fallbackLanguage } from '../contract/i18n/language-codes';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, type PageHandle } from './app/router';
import { allTranslations } from './i18n/all-translations';
import { bundledNamespaces, createI18n } from './i18n/i18n';
import { languageInfo } from './i18n/languages';
import { setApiTransport } from './lib/api-client';
import { PageHeadContext } from './lib/document-title';

/**
 * Render passes: a pass renders the page, then asks the API for what its components asked for; the next
 * renders with the answers (and may ask for more: a list once the category is known). Three cover every
 * public page; a page still asking after them is left to the browser.
 */
const maxPasses = 3;

const handler = createStaticHandler(appRoutes());

/** A query a component of the page started and that nobody has asked the API for yet. */
function isWaiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    queryFn !== undefined &&
    queryFn !== skipToken &&
    (typeof enabled === 'function' ? enabled(query) : enabled) !== false
  );
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // `prerender` waits for every lazy module and suspended translation, unlike renderToString. Every
  // boundary stays in place: React would otherwise send a large one apart with an inline script to move
  // it, which the page's Content-Security-Policy refuses to run.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

async function renderPage({ url, language }: PageRenderRequest): Promise<RenderedPage | undefined> {
  const context = await handler.query(new Request(new URL(url, 'http://tawrid.local')));
  if (context instanceof Response) return undefined;
  const match = context.matches.at(-1);
  const page = match?.route.handle as PageHandle | undefined;
  if (!page?.isServerRendered) return undefined;

  const i18n = createI18n(allTranslations, language);
  const queryClient = createQueryClient();
  // A failed answer is the browser's to retry and show (below).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  let title = '';
  const head = { setTitle: (pageTitle: string) => (title = pageTitle) };
  const app = (
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext>
    </StrictMode>
  );

  let html = await renderToHtml(app);
  for (let pass = 1; ; pass += 1) {
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) break;
    if (pass === maxPasses) return undefined;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A failed answer (a product that is gone, the API down): the browser renders the page and its error.
    if (waiting.some((query) => query.state.status === 'error')) return undefined;
    html = await renderToHtml(app);
  }

  const used = new Set(i18n.reportNamespaces?.getUsedNamespaces() ?? []);
  const resources: PageState['resources'] = {};
  for (const code of new Set([i18n.language, fallbackLanguage])) {
    resources[code] = Object.fromEntries(
      [...used]
        .filter((namespace) => !bundledNamespaces.has(namespace) && allTranslations[code]?.[namespace])
        .map((namespace) => [namespace, allTranslations[code]![namespace]]),
    );
  }
  const info = languageInfo(i18n.language);
  return {
    // The catch-all page says the address names nothing: so does the status, for search engines.
    status: match?.route.path === '*' ? 404 : context.statusCode,
    language: info.code,
    dir: info.dir,
    title: title || i18n.t('appName'),
    description: `${i18n.t('appName')} — ${i18n.t('tagline')}`,
    html,
    state: {
      language: info.code,
      resources,
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && !query.meta?.isBrowserOnly,
      }),
    },
    pageFile: page.file,
  };
}

export const pageRenderer: PageRenderer = { setApiTransport, renderPage };
