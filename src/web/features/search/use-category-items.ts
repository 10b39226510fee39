import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { toCardItem, type CardItem } from '../catalog/card-item';
import type { ItemKind } from '../categories/find-category';
import { searchEndpointOf } from './search-state';

/** Listings of one category (`GET /api/search/{products|services}?category=`); a failure leaves the list empty (spec §8). */
export function useCategoryItems(kind: ItemKind, categoryId: string | null) {
  return useQuery({
    queryKey: ['search', kind, categoryId],
    enabled: categoryId !== null,
    queryFn: async (): Promise<CardItem[]> => {
      try {
        const raw = await callEndpoint(searchEndpointOf[kind], { query: { category: categoryId! } });
        return raw.map(toCardItem);
      } catch (error) {
        console.warn(`Could not load ${kind} of category ${categoryId}.`, error);
        return [];
      }
    },
  });
}
