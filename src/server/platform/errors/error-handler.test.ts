import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './error-handler.js';

describe('registerErrorHandling', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.get('/conflict', async () => {
      throw new AppError('CONFLICT', { orderId: 'o-1' });
    });
    app.get('/defect', async () => {
      throw new Error('connection to 10.0.0.7 refused: password authentication failed for user "admin"');
    });
    app.post(
      '/things',
      { schema: { body: z.object({ name: z.string().min(3), count: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an AppError with its status, code, localized message and details', async () => {
    const response = await app.inject({ url: '/conflict', headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'يتعارض هذا مع الحالة الحالية. حدّث الصفحة وحاول مرة أخرى.',
        statusCode: 409,
        details: { orderId: 'o-1' },
      },
      requestId: expect.any(String),
    });
  });

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const response = await app.inject({ url: '/defect' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      statusCode: 500,
    });
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toContain('password');
  });

  it('lists every invalid field with a message in the caller language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things?lang=ar',
      payload: { name: 'ab', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.name',
      'body.count',
    ]);
    for (const issue of error.details.issues) expect(issue.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers malformed JSON with MALFORMED_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('answers an unsupported content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

/** Found by src/server/security/fuzz.test.ts: these answers had Fastify's own body, not ours. */
describe('errors Fastify and Node answer before any hook', () => {
  const app = Fastify({
    logger: false,
    genReqId: () => 'req-1',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/things/:id', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers a broken percent-encoding in the path with MALFORMED_REQUEST', async () => {
    const response = await app.inject({ url: '/things/%E0%A4%A', headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'MALFORMED_REQUEST',
        statusCode: 400,
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      },
      requestId: 'req-1',
    });
    expect(response.headers['x-request-id']).toBe('req-1');
  });

  it('answers a path parameter over the router limit with URI_TOO_LONG', async () => {
    const response = await app.inject({ url: `/things/${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json().error).toMatchObject({ code: 'URI_TOO_LONG', statusCode: 414 });
  });

  it('answers headers over 16 KB on the socket with HEADERS_TOO_LARGE', async () => {
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body!)).toMatchObject({
      error: { code: 'HEADERS_TOO_LARGE', statusCode: 431 },
      requestId: expect.any(String),
    });
  });
});
