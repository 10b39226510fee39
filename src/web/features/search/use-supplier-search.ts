import { useQuery } from '@tanstack/react-query';
import type { SupplierCard } from '../../../contract/search/search.schemas';
import { apiRequest } from '../../lib/api-client';
import { searchPageSize } from './search-state';

/** Suppliers matching the query (`GET /api/search/suppliers`); a failure is only logged (spec §8). */
export function useSupplierSearch(query: string) {
  return useQuery({
    queryKey: ['search', 'suppliers', query],
    queryFn: async ({ signal }): Promise<SupplierCard[]> => {
      const params = new URLSearchParams({ q: query, limit: String(searchPageSize) });
      try {
        return await apiRequest<SupplierCard[]>(`/api/search/suppliers?${params}`, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not search suppliers for "${query}".`, error);
        return [];
      }
    },
  });
}
