/**
 * Decision 017: the server renders the public pages for guests with the web app's own code, built for Node
 * (`dist/web-ssr/entry-server.js`), and the browser takes the HTML over (hydration). These are the terms
 * between the two; neither imports the other.
 */

/** How the page's code reaches the API while the server renders it: the server's own routes. */
export type PageApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  /** The address as asked: path and query. */
  url: string;
  /** The page's language, chosen by the server (`?lng=`, the language cookie, then Accept-Language). */
  language: string;
}

/** What the browser needs to take the page over as the server rendered it. */
export interface PageState {
  language: string;
  /** The translations the page used, in its language and the fallback: no request waits for them. */
  resources: Record<string, Record<string, unknown>>;
  /** The API answers the page showed (TanStack Query's dehydrated cache). */
  queries: unknown;
}

export interface RenderedPage {
  /** 404 for the catch-all page: an address that names nothing. */
  status: number;
  language: string;
  dir: 'rtl' | 'ltr';
  title: string;
  description: string;
  /** The markup inside the root element. */
  html: string;
  state: PageState;
  /** The page file under src/web/pages: its chunk and styles in the build's manifest. */
  pageFile: string;
}

/** The server build of the web app: `undefined` when the address is not a server-rendered page. */
export interface PageRenderer {
  setApiTransport(transport: PageApiTransport): void;
  renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}

/** The id of the `<script type="application/json">` holding the PageState. */
export const pageStateElementId = 'tawrid-page-state';
