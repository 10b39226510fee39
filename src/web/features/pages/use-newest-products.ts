import { useQuery } from '@tanstack/react-query';
import { searchEndpoints } from '../../../contract/search/search.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { toCardItem, type CardItem } from '../catalog/card-item';

/** How many of the newest products the buyer's homepage shows. */
export const newestProductsLimit = 8;

/** The newest products buyers may see: `GET /api/search/products?sort=newest&limit=8`. */
export function useNewestProducts() {
  return useQuery({
    queryKey: ['search', 'products', 'newest', newestProductsLimit],
    queryFn: async (): Promise<CardItem[]> => {
      const raw = await callEndpoint(searchEndpoints.searchProducts, {
        query: { sort: 'newest', limit: newestProductsLimit },
      });
      return raw.slice(0, newestProductsLimit).map(toCardItem);
    },
  });
}
