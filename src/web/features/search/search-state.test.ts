import { describe, expect, it } from 'vitest';
import { endpointPath } from '../../lib/api-client';
import { listingSearchQuery, readSearchState, searchEndpointOf, withParams } from './search-state';

describe('readSearchState', () => {
  it('reads every choice from the URL', () => {
    const params = new URLSearchParams({
      type: 'services',
      q: ' logo ',
      sort: 'price_desc',
      minPrice: '1000',
      maxPrice: '250000',
      categoryId: 'c1',
    });
    expect(readSearchState(params)).toEqual({
      kind: 'services',
      q: 'logo',
      sort: 'price_desc',
      minPrice: 1000,
      maxPrice: 250000,
      categoryId: 'c1',
    });
  });

  it('ignores unknown kinds and sorts and malformed prices', () => {
    const params = new URLSearchParams({
      type: 'tenders',
      q: 'x',
      sort: 'cheapest',
      minPrice: '-5',
      maxPrice: '1e3',
    });
    expect(readSearchState(params, 'services')).toEqual({
      kind: 'services',
      q: 'x',
      sort: 'relevance',
      minPrice: null,
      maxPrice: null,
      categoryId: null,
    });
  });
});

describe('withParams', () => {
  it('sets, removes and keeps parameters', () => {
    const previous = new URLSearchParams({ q: 'drill', sort: 'rating', minPrice: '100' });
    expect(String(withParams(previous, { sort: 'newest', minPrice: null, maxPrice: undefined }))).toBe(
      'q=drill&sort=newest',
    );
  });
});

describe('listingSearchQuery', () => {
  it('sends only the filters that are set, then the cursor', () => {
    const filters = { q: 'drill', categoryId: null, minPrice: 0, maxPrice: null, sort: 'rating' as const };
    expect(endpointPath(searchEndpointOf.products, { query: listingSearchQuery(filters, null) })).toBe(
      '/api/search/products?q=drill&minPriceHalalas=0&sort=rating&limit=24',
    );
    expect(
      endpointPath(searchEndpointOf.services, {
        query: listingSearchQuery({ ...filters, categoryId: 'c1', minPrice: null }, 'next'),
      }),
    ).toBe('/api/search/services?q=drill&category=c1&sort=rating&limit=24&cursor=next');
  });
});
