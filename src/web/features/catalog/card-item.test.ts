import { describe, expect, it } from 'vitest';
import { toCardItem } from './card-item';

describe('toCardItem', () => {
  it('applies the spec defaults to an empty item', () => {
    expect(toCardItem({})).toEqual({
      id: undefined,
      name: undefined,
      supplierName: undefined,
      imageUrl: undefined,
      avgRating: 0,
      ratingsCount: 0,
      price: 0,
      isPriceNegotiable: false,
    });
  });

  it('takes the id from _id, productId or serviceId and the supplier from either name', () => {
    expect(toCardItem({ productId: 'p1', supplier: { supplierName: 'Al Noor' } })).toMatchObject({
      id: 'p1',
      supplierName: 'Al Noor',
    });
    expect(toCardItem({ _id: 'x', serviceId: 's1', supplier: { businessName: 'Biz' } })).toMatchObject({
      id: 'x',
      supplierName: 'Biz',
    });
    expect(toCardItem({ imagesFilesUrls: ['/a.webp', '/b.webp'] }).imageUrl).toBe('/a.webp');
  });
});
