import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveLanguage } from '../i18n/request-language.js';
import { registerErrorHandling } from '../errors/error-handler.js';
import { pathOfNulCharacter, registerNulCharacterGuard } from './nul-character-guard.js';

/** Found by src/server/security/fuzz.test.ts: a NUL in any text reached PostgreSQL and answered 500. */
describe('registerNulCharacterGuard', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  let handled = 0;
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('language', {
      getter() {
        return resolveLanguage(this.query, this.headers['accept-language']);
      },
    });
    registerErrorHandling(app);
    registerNulCharacterGuard(app);
    app.post(
      '/notes/:id',
      {
        schema: {
          params: z.object({ id: z.string() }),
          querystring: z.object({ q: z.string().optional() }),
          body: z.object({ items: z.array(z.object({ text: z.string() })) }),
        },
      },
      async () => {
        handled += 1;
        return { ok: true };
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: { 'accept-language': 'ar' } });

  it.each([
    [
      'a field deep in the body',
      '/notes/1',
      { items: [{ text: 'ok' }, { text: 'a\u0000b' }] },
      'body.items.1.text',
    ],
    ['the query', '/notes/1?q=%00', { items: [] }, 'querystring.q'],
    ['a path parameter', '/notes/a%00b', { items: [] }, 'params.id'],
  ])('refuses a NUL in %s with MALFORMED_REQUEST naming where', async (_where, url, body, path) => {
    const before = handled;
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('MALFORMED_REQUEST');
    expect(error.details.issues).toEqual([{ path, message: expect.stringMatching(/[\u0600-\u06FF]/) }]);
    expect(handled).toBe(before);
  });

  it('lets text without NUL through, whatever else it holds', async () => {
    const response = await post('/notes/1?q=%E2%80%AE', {
      items: [{ text: '\u202e\u200b\uFEFF مرحبا \u0001' }],
    });
    expect(response.statusCode).toBe(200);
  });

  it('walks a body nested deeper than the call stack without overflowing', () => {
    let nested: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(pathOfNulCharacter(nested, 'body')).toBe(`body${'.0'.repeat(100_000)}`);
  });
});
