import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { categoryTaxonomy } from './category-taxonomy.js';

const arabicLetters = /[\u0600-\u06FF]/;

describe('categories API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('lists the 15 main categories with Arabic names for lang=ar', async () => {
    const response = await get('/api/categories/main?lang=ar');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; name: string; usedFor: string }[]>();
    expect(body).toHaveLength(15);
    expect(body.map((c) => c.name)).toEqual(categoryTaxonomy.map((c) => c.nameAr));
    expect(body.every((c) => arabicLetters.test(c.name))).toBe(true);
    expect(body.filter((c) => c.usedFor === 'PRODUCT')).toHaveLength(8);
    expect(body.filter((c) => c.usedFor === 'SERVICE')).toHaveLength(7);
    expect(Object.keys(body[0]!).sort()).toEqual(['id', 'name', 'usedFor']);
  });

  it('lists the main categories with English names for lang=en', async () => {
    const body = (await get('/api/categories/main?lang=en')).json<{ name: string }[]>();
    expect(body.map((c) => c.name)).toEqual(categoryTaxonomy.map((c) => c.nameEn));
  });

  it('answers in the Accept-Language language when lang is absent', async () => {
    const response = await get('/api/categories/main', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(response.json<{ name: string }[]>()[0]!.name).toBe(categoryTaxonomy[0]!.nameAr);
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('nests every subcategory under its main category', async () => {
    const response = await get('/api/categories?lang=en');
    expect(response.statusCode).toBe(200);
    const body =
      response.json<{ name: string; usedFor: string; subcategories: { id: string; name: string }[] }[]>();
    expect(body).toHaveLength(15);
    body.forEach((main, index) => {
      expect(main.subcategories.map((s) => s.name)).toEqual(
        categoryTaxonomy[index]!.subcategories.map((s) => s.nameEn),
      );
    });
  });

  // Issue 20: any language tag is read by its primary language (English for others, spec §9); only what
  // is no language tag at all is refused.
  it('refuses a lang that is no language tag with a 400 and a clear error in the caller language', async () => {
    const response = await get(`/api/categories/main?lang=${encodeURIComponent('12$%')}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toMatchObject({ code: 'UNSUPPORTED_LANGUAGE', statusCode: 400 });
    expect(body.error.message).toContain('"ar"');
    expect(body.error.details.issues).toEqual([{ path: 'querystring.lang', message: body.error.message }]);
    expect(body.requestId).toBe(response.headers['x-request-id']);

    const arabic = await get('/api/categories?lang=e', { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error.message).toMatch(arabicLetters);
  });
});
