import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
