import { useCursorPages } from '../../lib/use-cursor-pages';
import { toCardItem } from '../catalog/card-item';
import type { ItemKind } from '../categories/find-category';
import { listingSearchQuery, searchEndpointOf, type ListingFilters } from './search-state';

/**
 * Products or services matching the filters, a page at a time. A failed page is only logged (spec §8):
 * the first leaves the list empty; a later one adds nothing and keeps its cursor, so "load more"
 * tries it again.
 */
export function useListingSearch(kind: ItemKind, filters: ListingFilters) {
  return useCursorPages(searchEndpointOf[kind], {
    queryKey: ['search', 'listings', kind, filters],
    input: { query: listingSearchQuery(filters, null) },
    toItem: toCardItem,
    onPageFailed: 'keep',
  });
}
