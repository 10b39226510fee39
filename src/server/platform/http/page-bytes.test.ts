import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, isNotModified, pageBytes } from './page-bytes.js';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, then the page as it is', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding('')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });

  it('honours q-values: q=0 refuses an encoding, * names every other one', () => {
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('BR; q=0.5, gzip;q=1')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    // A name that merely contains another is not it.
    expect(acceptedEncoding('x-brotli, x-gzip')).toBe('identity');
  });
});

describe('pageBytes', () => {
  const document = '<!doctype html><html lang="ar"><main>قفازات نتريل</main></html>'.repeat(50);

  it('compresses once per encoding and keeps the bytes', async () => {
    const page = pageBytes(200, document);
    const brotli = await page.bytes('br');
    expect(await page.bytes('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(document);
    expect(gunzipSync(await page.bytes('gzip')).toString()).toBe(document);
    expect((await page.bytes('identity')).toString()).toBe(document);
    expect(brotli.length).toBeLessThan(Buffer.byteLength(document) / 4);
  });

  it('names the document by a weak validator that changes with it', () => {
    const etag = pageBytes(200, document).etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageBytes(200, document).etag).toBe(etag);
    expect(pageBytes(200, document.replace('lang="ar"', 'lang="en"')).etag).not.toBe(etag);
  });

  it('compares If-None-Match weakly, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(isNotModified('W/"abc"', etag)).toBe(true);
    expect(isNotModified('"abc"', etag)).toBe(true);
    expect(isNotModified('"x", W/"abc"', etag)).toBe(true);
    expect(isNotModified('*', etag)).toBe(true);
    expect(isNotModified('W/"abd"', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});
