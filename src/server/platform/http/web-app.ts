import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageApiTransport, PageRenderer } from '../../../contract/pages/page-rendering.js';
import type { Language } from '../../../contract/i18n/language-codes.js';
import { sessionCookieName } from '../auth/request-auth.js';
import { createSharedAnswers } from '../cache/shared-answers.js';
import { pageDocument, pageLanguage, pageStyles, type BuildManifest } from './page-documents.js';
import { acceptedEncoding, isNotModified, pageBytes, type PageBytes } from './page-bytes.js';

/** A path the single-page app owns: a GET outside /api/ whose last segment has no file extension. */
export function isAppRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

/** The operator's console (issue 25): `/operator` and below. */
export function isOperatorConsolePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/operator' || pathname.startsWith('/operator/');
}

/** Answers an app route: a page the server rendered, or index.html for the browser to render. */
export type SendWebApp = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The page's code asks the API through the app's own routes (no socket), in the page's language, as a
 * guest: the language of the render under way is kept for its requests.
 */
function apiThroughRoutes(app: FastifyInstance, renderLanguage: AsyncLocalStorage<string>): PageApiTransport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: { ...(init.headers as Record<string, string>), 'accept-language': renderLanguage.getStore() },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * Renders one node runs at once. They share the process's one thread with the API: more would only wait
 * for the same core and hold back every other request (docs/performance.md).
 */
const maxRendersUnderWay = 2;

/** The server build of the web app, when it was built (`npm run build`); without it every page is the browser's. */
async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webDistDir, '..', 'web-ssr', 'entry-server.js');
  const manifest = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifest)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { pageRenderer: PageRenderer };
  return module.pageRenderer;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; pages are never cached so a new release
 * is picked up at once. The build writes brotli and gzip copies of its text files (vite.config.ts), sent to
 * browsers that accept them. Decision 017: a guest asking for a public page gets it rendered by the server
 * (markup, the styles and scripts it needs, and the API answers it showed); anyone signed in, any other
 * page, or a page whose rendering fails gets index.html, where the browser's router takes over.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<SendWebApp> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(`The web app is not built (${webDistDir}/index.html is missing): run \`npm run build\`.`);
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // Issue 25: the operator's console is no page for search engines, and never rendered here for guests.
  const sendConsole = (reply: FastifyReply) => sendIndex(reply.header('x-robots-tag', 'noindex, nofollow'));

  const renderer = await loadPageRenderer(webDistDir);
  if (!renderer) {
    return async (request, reply) =>
      isOperatorConsolePath(request.url) ? sendConsole(reply) : sendIndex(reply);
  }
  const template = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  // Each page's stylesheets, read once: they change only with a deploy.
  const pageCss = new Map<string, Promise<string>>();
  const pageCssOf = (pageFile: string) => {
    if (!pageCss.has(pageFile)) {
      const files = pageStyles(manifest, pageFile).map((href) =>
        readFile(path.join(webDistDir, href), 'utf8'),
      );
      pageCss.set(
        pageFile,
        Promise.all(files).then((texts) => texts.join('\n')),
      );
    }
    return pageCss.get(pageFile)!;
  };
  const renderLanguage = new AsyncLocalStorage<string>();
  renderer.setApiTransport(apiThroughRoutes(app, renderLanguage));

  // A page costs 30–45 ms of one core (docs/performance.md). Guests asking for the same address in the same
  // language within 10 s share one render (as searches do, decision 010); past two renders at once the
  // browser renders the page instead, so a burst of guests never queues behind the server.
  // A render keeps its bytes, compressed once per encoding asked for (page-bytes.ts): a repeated page costs
  // about what a static file does.
  const renderedPages = createSharedAnswers<PageBytes | undefined>({
    ttlMs: 10_000,
    maxEntries: 500,
  });
  let rendersUnderWay = 0;
  const busy = new Error('every page renderer is busy');
  const renderedPage = (url: string, language: Language) =>
    renderedPages.answer(`${language} ${url}`, async () => {
      // Thrown, not answered: a failure is not shared, so the next guest gets a render again.
      if (rendersUnderWay >= maxRendersUnderWay) throw busy;
      rendersUnderWay += 1;
      try {
        const page = await renderLanguage.run(language, () => renderer.renderPage({ url, language }));
        if (!page) return undefined;
        return pageBytes(page.status, pageDocument(template, await pageCssOf(page.pageFile), page));
      } finally {
        rendersUnderWay -= 1;
      }
    });

  return async (request, reply) => {
    if (isOperatorConsolePath(request.url)) return sendConsole(reply);
    // A signed-in person's pages show its own things: the browser renders them.
    if (request.method !== 'GET' || request.cookies[sessionCookieName]) return sendIndex(reply);
    const language = pageLanguage(request.query, request.cookies, request.headers['accept-language']);
    const page = await renderedPage(request.url, language).catch((error: unknown) => {
      if (error !== busy)
        request.log.error({ err: error }, 'the page could not be rendered; the browser will');
      return undefined;
    });
    if (!page) return sendIndex(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('etag', page.etag);
    // The guest's browser revalidates (no-cache): the same page again is 304, with no body.
    if (page.status === 200 && isNotModified(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await page.bytes(encoding));
  };
}
