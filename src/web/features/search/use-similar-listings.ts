import { useQuery } from '@tanstack/react-query';
import { searchEndpoints } from '../../../contract/search/search.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { toCardItem, type CardItem } from '../catalog/card-item';
import type { ItemKind } from '../categories/find-category';

/** The most alternatives a listing page shows. */
export const maxAlternatives = 8;

const similarOf = {
  products: searchEndpoints.findSimilarProducts,
  services: searchEndpoints.findSimilarServices,
};

/** Listings like this one (`GET /api/{products|services}/{id}/similar`); a failure is only logged. */
export function useSimilarListings(kind: ItemKind, id: string) {
  return useQuery({
    queryKey: ['similar', kind, id],
    queryFn: async ({ signal }): Promise<CardItem[]> => {
      try {
        const raw = await callEndpoint(similarOf[kind], { params: { id } }, { signal });
        return raw.slice(0, maxAlternatives).map(toCardItem);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not load alternatives to ${kind} ${id}.`, error);
        return [];
      }
    },
  });
}
