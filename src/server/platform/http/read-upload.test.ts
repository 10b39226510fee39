import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLanguage } from '../i18n/request-language.js';
import { registerErrorHandling } from '../errors/error-handler.js';
import { readUpload, readUploadWithFields } from './read-upload.js';

const boundary = '----upload-test';

/** A multipart body from raw parts (each with its own headers), as any client could send it. */
function multipartBody(parts: { headers: string; content: string }[]) {
  return (
    parts.map((part) => `--${boundary}\r\n${part.headers}\r\n\r\n${part.content}\r\n`).join('') +
    `--${boundary}--\r\n`
  );
}
const filePart = {
  headers: 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
  content: 'bytes',
};

/** Found by src/server/security/fuzz.test.ts: unreadable multipart bodies answered 500. */
describe('readUpload and readUploadWithFields', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.decorateRequest('language', {
      getter() {
        return resolveLanguage(this.query, this.headers['accept-language']);
      },
    });
    registerErrorHandling(app);
    await app.register(multipart, { limits: { fileSize: 1024, files: 1, fields: 5 } });
    app.post('/single', async (request) => ({ bytes: (await readUpload(request)).length }));
    app.post('/with-fields', async (request) => {
      const { file, fields } = await readUploadWithFields(request);
      return { bytes: file.length, fields };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url: string, contentType: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it.each(['/single', '/with-fields'])(
    'answers %s without a boundary with MALFORMED_REQUEST',
    async (url) => {
      const response = await send(url, 'multipart/form-data', '12345');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('MALFORMED_REQUEST');
    },
  );

  it.each(['/single', '/with-fields'])('answers %s cut short with MALFORMED_REQUEST', async (url) => {
    // Cut inside the file's bytes, before the closing boundary.
    const whole = multipartBody([{ ...filePart, content: 'x'.repeat(100) }]);
    const body = whole.slice(0, whole.indexOf('xxx') + 50);
    const response = await send(url, `multipart/form-data; boundary=${boundary}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('answers a field declared as JSON that is not JSON with MALFORMED_REQUEST', async () => {
    const body = multipartBody([
      {
        headers: 'Content-Disposition: form-data; name="text"\r\nContent-Type: application/json',
        content: '{',
      },
      filePart,
    ]);
    const response = await send('/with-fields', `multipart/form-data; boundary=${boundary}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('refuses a text field holding a NUL, naming it', async () => {
    const body = multipartBody([
      { headers: 'Content-Disposition: form-data; name="text"', content: 'a\u0000b' },
      filePart,
    ]);
    const response = await send('/with-fields', `multipart/form-data; boundary=${boundary}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'MALFORMED_REQUEST',
      details: { issues: [{ path: 'body.text' }] },
    });
  });

  it('still reads a well-formed upload and says FILE_TOO_LARGE past the limit', async () => {
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const ok = await send(
      '/with-fields',
      contentType,
      multipartBody([{ ...filePart, content: 'x'.repeat(10) }]),
    );
    expect(ok.json()).toEqual({ bytes: 10, fields: {} });
    const big = await send(
      '/single',
      contentType,
      multipartBody([{ ...filePart, content: 'x'.repeat(2000) }]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');
  });
});
