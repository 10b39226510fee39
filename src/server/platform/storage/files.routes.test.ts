import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../errors/error-handler.js';
import { registerOpenApi } from '../http/openapi.js';
import { filesRoutes } from './files.routes.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

describe('GET /api/files/*', () => {
  const app = Fastify({ logger: false });
  let root: string;
  const image = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake image bytes');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tawrid-files-'));
    const storage = createLocalDiskStorage({ root });
    await storage.put('products/p-1/a1b2.webp', image, 'image/webp');

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await registerOpenApi(app);
    await app.register(filesRoutes, { storage });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the stored bytes with their type, a long cache and a locked-down policy', async () => {
    const response = await app.inject({ url: '/api/files/products/p-1/a1b2.webp' });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(image)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('answers 404 NOT_FOUND for a key that is not stored', async () => {
    const response = await app.inject({ url: '/api/files/products/p-1/missing.webp' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String), statusCode: 404 },
      requestId: expect.any(String),
    });
  });

  it.each(['/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/x.svg', '/api/files/PRODUCTS/x.webp'])(
    'answers 404 NOT_FOUND for the invalid key in %s',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it('is listed in the OpenAPI document with its image and error answers', async () => {
    const response = await app.inject({ url: '/api/docs/json' });

    const operation = response.json().paths['/api/files/{*}'].get;

    expect(operation.tags).toEqual(['files']);
    expect(Object.keys(operation.responses[200].content)).toEqual(['image/webp', 'image/png', 'image/jpeg']);
    expect(operation.responses[404].content['application/json']).toBeDefined();
  });
});
