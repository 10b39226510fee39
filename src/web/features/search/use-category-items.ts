import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { toCardItem, type CardItem, type RawCardItem } from '../catalog/card-item';
import type { ItemKind } from '../categories/find-category';

/** Listings of one category (`GET /api/search/{products|services}?category=`); a failure leaves the list empty (spec §8). */
export function useCategoryItems(kind: ItemKind, categoryId: string | null) {
  return useQuery({
    queryKey: ['search', kind, categoryId],
    enabled: categoryId !== null,
    queryFn: async (): Promise<CardItem[]> => {
      try {
        const raw = await apiRequest<RawCardItem[]>(
          `/api/search/${kind}?category=${encodeURIComponent(categoryId!)}`,
        );
        return raw.map(toCardItem);
      } catch (error) {
        console.warn(`Could not load ${kind} of category ${categoryId}.`, error);
        return [];
      }
    },
  });
}
