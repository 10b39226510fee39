import { searchEndpoints } from '../../../contract/search/search.endpoints';
import type { ListingSearchQuery } from '../../../contract/search/search.schemas';
import { isSearchSort, type SearchSort } from '../../../contract/search/search-sorts';
import type { ItemKind } from '../categories/find-category';
import { searchScopes, type SearchScope } from './search-scopes';

/** What a listing search asks for; prices are halalas, null when not set. */
export interface ListingFilters {
  q: string;
  categoryId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
}

/**
 * Everything the results page shows lives in the URL (`/items?type=&q=&sort=&minPrice=&maxPrice=&categoryId=`),
 * so results can be shared and the back button restores them. Unknown or malformed values are
 * ignored rather than sent: a hand-edited link still shows results.
 */
export interface SearchState extends ListingFilters {
  kind: SearchScope;
}

const halalasPattern = /^\d{1,12}$/;

function readHalalas(value: string | null): number | null {
  return value !== null && halalasPattern.test(value) ? Number(value) : null;
}

export function readSearchState(
  params: URLSearchParams,
  fallbackKind: SearchScope = 'products',
): SearchState {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    kind: searchScopes.find((scope) => scope === type) ?? fallbackKind,
    q: params.get('q')?.trim() ?? '',
    categoryId: params.get('categoryId') || null,
    minPrice: readHalalas(params.get('minPrice')),
    maxPrice: readHalalas(params.get('maxPrice')),
    sort: isSearchSort(sort) ? sort : 'relevance',
  };
}

/** The URL parameters with some set (a value) or removed (null); the others, and undefined, are kept. */
export function withParams(
  previous: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Results per page; the server's default and at most 60. */
export const searchPageSize = 24;

/** Each kind's search: `GET /api/search/{products|services}`. */
export const searchEndpointOf = {
  products: searchEndpoints.searchProducts,
  services: searchEndpoints.searchServices,
} satisfies Record<ItemKind, unknown>;

/** The search's query: the filters that are set and the page's cursor (undefined values are left out). */
export function listingSearchQuery(filters: ListingFilters, cursor: string | null): ListingSearchQuery {
  return {
    q: filters.q,
    category: filters.categoryId ?? undefined,
    // The page keeps halalas; the API reads a plain `minPrice` as riyals (decision 019).
    minPriceHalalas: filters.minPrice ?? undefined,
    maxPriceHalalas: filters.maxPrice ?? undefined,
    sort: filters.sort,
    limit: searchPageSize,
    cursor: cursor ?? undefined,
  };
}
