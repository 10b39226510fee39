import { useQuery } from '@tanstack/react-query';
import type { SupplierCard } from '../../../contract/search/search.schemas';
import { searchEndpoints } from '../../../contract/search/search.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { searchPageSize } from './search-state';

/** Suppliers matching the query (`GET /api/search/suppliers`); a failure is only logged (spec §8). */
export function useSupplierSearch(query: string) {
  return useQuery({
    queryKey: ['search', 'suppliers', query],
    queryFn: async ({ signal }): Promise<SupplierCard[]> => {
      try {
        return await callEndpoint(
          searchEndpoints.searchSuppliers,
          { query: { q: query, limit: searchPageSize } },
          { signal },
        );
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not search suppliers for "${query}".`, error);
        return [];
      }
    },
  });
}
