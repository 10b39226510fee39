import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTaxonomy } from './modules/categories/category-taxonomy.js';
import { allEndpoints } from '../contract/endpoints.js';
import { createTestApp } from './test/app.js';

describe('app shell', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('sends security headers and a request id on every answer', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps CORS closed by default', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/categories/main',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves every endpoint of the contract', () => {
    const missing = allEndpoints
      .filter((endpoint) => !testApp.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('answers an unknown API path with ROUTE_NOT_FOUND', async () => {
    const response = await testApp.app.inject({ url: '/api/nothing-here?lang=ar' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const mainCategories = document.paths['/api/categories/main'].get;
    expect(mainCategories.parameters[0]).toMatchObject({ name: 'lang', in: 'query' });
    expect(mainCategories.responses['200']).toBeDefined();
    expect((await testApp.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('CORS when origins are configured', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => testApp.close());

  it('allows only the configured origin, with credentials', async () => {
    const allowed = await testApp.app.inject({
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-expose-headers']).toBe('x-next-cursor');
    const other = await testApp.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serving the built web app', () => {
  let webDistDir: string;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Tawrid</title>');
    await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    // The build's precompressed copies (vite.config.ts `precompress`).
    await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log(1)'));
    testApp = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('answers app routes with index.html, never cached', async () => {
    const response = await testApp.app.inject({ url: '/buyer/orders/42?tab=all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Tawrid</title>');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await testApp.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy a browser accepts, brotli first, and the plain file to others', async () => {
    const url = '/assets/app-1a2b.js';
    const brotli = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');

    const gzipped = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log(1)');

    const plain = await testApp.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not fall back for API paths, file paths or other methods', async () => {
    expect((await testApp.app.inject({ url: '/api/missing' })).json().error.code).toBe('ROUTE_NOT_FOUND');
    expect((await testApp.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/landing' })).statusCode).toBe(404);
  });
});

/**
 * Decision 017 with a stand-in for the web app's server build (dist/web-ssr/entry-server.js): it renders
 * what it is asked, asking the API for a category list on the way, as the real one does.
 */
const stubPageRenderer = `
let transport;
export const renders = { count: 0 };
export const pageRenderer = {
  setApiTransport(next) { transport = next; },
  async renderPage({ url, language }) {
    renders.count += 1;
    if (url.startsWith('/buyer')) return undefined;
    if (url.startsWith('/broken')) throw new Error('render failed');
    if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await transport('/api/categories/main', { method: 'GET', headers: {} });
    const categories = await answer.json();
    return {
      status: url.startsWith('/nothing-here') ? 404 : 200,
      language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      title: language === 'ar' ? 'قفازات «نتريل» & $& | توريد' : 'Gloves | Tawrid',
      description: 'Tawrid — <b>',
      html: '<main><h1>' + categories[0].name + '</h1></main>',
      state: { language, resources: {}, queries: { note: '</script><script>alert(1)</script> \\u2028' } },
      pageFile: 'products/[id].page.tsx',
    };
  },
};
`;

describe('public pages rendered by the server (decision 017)', () => {
  let webDistDir: string;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const template = [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    '    <meta name="description" content="Tawrid — the bilingual B2B marketplace" />',
    '    <title>Tawrid | توريد</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/web-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/web-1.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_web-1.js'] },
    '_web-1.js': { file: 'assets/web-1.js', css: ['assets/web-1.css'] },
    'pages/products/[id].page.tsx': { file: 'assets/id-1.js', imports: ['_web-1.js', '_details-1.js'] },
    '_details-1.js': { file: 'assets/details-1.js', imports: ['_web-1.js'], css: ['assets/details-1.css'] },
  };
  const page = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
  let renders: { count: number };

  beforeAll(async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-dist-'));
    webDistDir = path.join(distDir, 'web');
    await mkdir(path.join(webDistDir, '.vite'), { recursive: true });
    await mkdir(path.join(distDir, 'web-ssr'));
    await writeFile(path.join(webDistDir, 'index.html'), template);
    await writeFile(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'assets', 'details-1.css'), '.details{color:red}');
    const entry = path.join(distDir, 'web-ssr', 'entry-server.js');
    await writeFile(entry, stubPageRenderer);
    testApp = await createTestApp({ webDistDir });
    // The same module instance the server loaded: its count of renders.
    ({ renders } = (await import(pathToFileURL(entry).href)) as { renders: { count: number } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(path.dirname(webDistDir), { recursive: true, force: true });
  });

  it("sends a guest the page in its language, with the page's own styles inlined and its scripts waiting", async () => {
    const response = await page('/products/1', { 'accept-language': 'ar-SA,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    // The category came from the API through the app's own routes, in the page's language.
    expect(html).toContain(`<div id="root"><main><h1>${categoryTaxonomy[0]!.nameAr}</h1></main></div>`);
    // The entry's styles stay one link; the page's own follow them inline, as one request fewer each.
    expect(html.match(/web-1\.css/g)).toHaveLength(1);
    expect(html).not.toContain('details-1.css');
    expect(html.indexOf('<style>.details{color:red}</style>')).toBeGreaterThan(html.indexOf('web-1.css'));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/web-1.js">',
    );
  });

  it('escapes the title and description, and keeps the state from closing its script element', async () => {
    const html = (await page('/products/1?lng=ar')).body;
    expect(html).toContain('<title>قفازات «نتريل» &amp; $&amp; | توريد</title>');
    expect(html).toContain('<meta name="description" content="Tawrid — &lt;b&gt;" />');
    expect(html).toContain('<meta property="og:title" content="قفازات «نتريل» &amp; $&amp; | توريد" />');
    const state = /<script type="application\/json" id="tawrid-page-state">(.*)<\/script>/.exec(html);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(state![1]!).queries.note).toBe('</script><script>alert(1)</script> \u2028');
  });

  it('chooses the language by ?lng=, then the language cookie, then Accept-Language', async () => {
    const arabic = { 'accept-language': 'ar' };
    expect((await page('/products/1?lng=en', arabic)).body).toContain('<html lang="en" dir="ltr"');
    expect((await page('/products/1', { ...arabic, cookie: 'i18nextLng=en-GB' })).body).toContain(
      'lang="en"',
    );
    expect((await page('/products/1', { 'accept-language': 'fr, en;q=0.3' })).body).toContain('lang="en"');
  });

  it('answers the catch-all page with 404', async () => {
    expect((await page('/nothing-here')).statusCode).toBe(404);
  });

  it('sends the same page compressed as the browser accepts: brotli, gzip or none, with its length', async () => {
    const url = '/products/encodings?lng=ar';
    const brotli = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzipped = await page(url, { 'accept-encoding': 'gzip' });
    const plain = await page(url, { 'accept-encoding': 'identity' });
    const none = await page(url);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    const document = plain.body;
    expect(document).toContain('<div id="root"><main>');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(document);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(document);
    expect(none.body).toBe(document);
    for (const answer of [brotli, gzipped, plain]) {
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      // A cache between the server and the browser keeps one copy per encoding, language and session.
      expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('keeps the compressed bytes with the render: a repeated page is the same bytes, and 304 when unchanged', async () => {
    const url = '/products/repeated?lng=ar';
    const br = { 'accept-encoding': 'br' };
    const first = await page(url, br);
    const again = await page(url, br);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Each request keeps its own id: only the page's bytes are shared.
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const unchanged = await page(url, { ...br, 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await page(url, { ...br, 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
  });

  it('never sends one language the bytes of the other', async () => {
    const url = '/products/languages';
    const br = { 'accept-encoding': 'br' };
    const arabic = await page(url, { ...br, 'accept-language': 'ar' });
    const english = await page(url, { ...br, 'accept-language': 'en' });
    const arabicAgain = await page(url, { ...br, 'accept-language': 'ar-SA' });
    expect(brotliDecompressSync(arabic.rawPayload).toString()).toContain('<html lang="ar" dir="rtl"');
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('<html lang="en" dir="ltr"');
    expect(english.headers.etag).not.toBe(arabic.headers.etag);
    expect(arabicAgain.rawPayload.equals(arabic.rawPayload)).toBe(true);
    // The English page's validator does not revalidate the Arabic one.
    const revalidated = await page(url, {
      ...br,
      'accept-language': 'ar',
      'if-none-match': String(english.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(brotliDecompressSync(revalidated.rawPayload).toString()).toContain('lang="ar"');
  });

  it('never sends a signed-in person the guest render, nor 304 for it', async () => {
    const url = '/products/signed-in?lng=en';
    const guest = await page(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(guest.rawPayload).toString()).toContain('<main>');
    const signedIn = await page(url, {
      'accept-encoding': 'identity',
      cookie: 'tawrid_session=abc',
      'if-none-match': String(guest.headers.etag),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('<main>');
    expect(signedIn.headers.etag).not.toBe(guest.headers.etag);
  });

  it("leaves a signed-in person's pages, other pages and failed renders to the browser", async () => {
    const shell = (body: string) => expect(body).toContain('<div id="root"></div>');
    shell((await page('/products/1', { cookie: 'tawrid_session=abc' })).body);
    shell((await page('/buyer/orders')).body);
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    shell(broken.body);
  });

  it('renders an address once for the guests asking for it in the same language within seconds', async () => {
    const before = renders.count;
    await Promise.all([page('/products/shared?lng=ar'), page('/products/shared?lng=ar')]);
    await page('/products/shared?lng=ar');
    expect(renders.count - before).toBe(1);
    await page('/products/shared?lng=en');
    expect(renders.count - before).toBe(2);
  });

  it('leaves the page to the browser when two renders are already under way', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => page(`/slow/${i}`)));
    const rendered = answers.filter((answer) => answer.body.includes('<main>'));
    expect(rendered).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.includes('<div id="root"></div>'))).toHaveLength(3);
    // Not remembered as declined: the next guest asking for it gets the page rendered.
    const declined = answers.findIndex((answer) => answer.body.includes('<div id="root"></div>'));
    expect((await page(`/slow/${declined}`)).body).toContain('<main>');
  });
});
