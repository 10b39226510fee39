import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpointWithHeaders } from '../../lib/api-client';
import { toCardItem, type CardItem } from '../catalog/card-item';
import type { ItemKind } from '../categories/find-category';
import { listingSearchQuery, searchEndpointOf, type ListingFilters } from './search-state';

export interface SearchPage {
  items: CardItem[];
  /** The `x-next-cursor` header; null on the last page. */
  nextCursor: string | null;
}

/**
 * Products or services matching the filters, a page at a time. A failed page is only logged (spec §8):
 * the first leaves the list empty; a later one adds nothing and keeps its cursor, so "load more"
 * tries it again.
 */
export function useListingSearch(kind: ItemKind, filters: ListingFilters) {
  return useInfiniteQuery({
    queryKey: ['search', 'listings', kind, filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<SearchPage> => {
      try {
        const { body, headers } = await callEndpointWithHeaders(
          searchEndpointOf[kind],
          { query: listingSearchQuery(filters, pageParam) },
          { signal },
        );
        return { items: body.map(toCardItem), nextCursor: headers.get('x-next-cursor') || null };
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not search ${kind} for "${filters.q}".`, error);
        return { items: [], nextCursor: pageParam };
      }
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
