import { serializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { CardItemsSchema, type CardItemDto } from '../../../contract/catalog/catalog.schemas.js';
import { cardItemsJson, cardItemsSerializerCompiler } from './card-items-json.js';

/*
 * The search routes answer their cards without zod (issue 23): these are the cases where a hand-written
 * writer could differ from the schema's encoding — either kind's id, a missing name in either language,
 * no images or several, a negotiable price, amounts that are not whole riyals, a card with every field at
 * its edge — and each must give the bytes the app's zod serializer gives.
 */

const zodJson = serializerCompiler({ schema: CardItemsSchema, method: 'GET', url: '/api/search/products' });

const product: CardItemDto = {
  _id: '0c6f6a4e-3b7e-4c1a-9d55-2f1f0b6c8a01',
  productId: '0c6f6a4e-3b7e-4c1a-9d55-2f1f0b6c8a01',
  nameAr: 'قفازات نتريل',
  nameEn: 'Nitrile gloves',
  supplier: { userId: '5a1d3c2b-8e9f-4a7b-b6c5-d4e3f2a1b0c9', businessName: 'مؤسسة "الأمان" للتجهيزات' },
  imagesFilesUrls: ['/api/files/a.webp', '/api/files/b.webp'],
  avgRating: 4.5,
  ratingsCount: 300,
  price: 14505,
  isPriceNegotiable: false,
};
const service: CardItemDto = {
  _id: '7e2b9c4d-1f3a-4b5c-8d6e-9f0a1b2c3d4e',
  serviceId: '7e2b9c4d-1f3a-4b5c-8d6e-9f0a1b2c3d4e',
  nameAr: null,
  nameEn: 'Forklift maintenance\nweekly',
  supplier: { userId: '5a1d3c2b-8e9f-4a7b-b6c5-d4e3f2a1b0c9', businessName: 'Unknown Supplier' },
  imagesFilesUrls: [],
  avgRating: 0,
  ratingsCount: 0,
  price: 1,
  isPriceNegotiable: true,
};

describe('the search routes’ card writer', () => {
  it.each([
    ['a product with images, both names and a price in halalas', [product]],
    ['a service without an Arabic name, images or rating, negotiable, 1 halala', [service]],
    [
      'an English-only product of 0 halalas next to a service',
      [{ ...product, nameAr: null, price: 0 }, service],
    ],
    ['an Arabic-only product of a large whole price', [{ ...product, nameEn: null, price: 99_999_900 }]],
    ['an empty page', []],
  ] as const)('writes the bytes zod writes for %s', (_case, cards) => {
    const lean = cardItemsJson(cards as unknown as CardItemDto[]);

    expect(lean).toBe(zodJson(cards));
    // And the bytes are what the schema reads back: the cards themselves.
    expect(CardItemsSchema.decode(JSON.parse(lean))).toEqual(cards);
  });

  it('leaves a route’s other answers (its error bodies) to the zod serializer', () => {
    const compile = (schema: FastifySchema, httpStatus: string) =>
      cardItemsSerializerCompiler({ schema, method: 'GET', url: '/api/search/products', httpStatus });
    const errorJson = compile(ErrorBodySchema, '400');
    const errorBody = {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', statusCode: 400 },
      requestId: 'r-1',
    };

    expect(compile(CardItemsSchema, '200')([product])).toBe(zodJson([product]));
    expect(errorJson(errorBody)).toBe(JSON.stringify(errorBody));
    // Still checked by zod: a body without its request id is refused, not written.
    expect(() => errorJson({ error: errorBody.error })).toThrow();
  });
});
