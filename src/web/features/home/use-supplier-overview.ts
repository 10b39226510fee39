import { useQuery } from '@tanstack/react-query';
import type { SupplierOverview } from '../../../contract/analytics/analytics.schemas';
import { apiRequest } from '../../lib/api-client';

export const supplierOverviewQueryKey = ['analytics', 'overview'] as const;

/** What needs the supplier now (`GET /api/suppliers/me/overview`). */
export function useSupplierOverview() {
  return useQuery({
    queryKey: supplierOverviewQueryKey,
    queryFn: ({ signal }) => apiRequest<SupplierOverview>('/api/suppliers/me/overview', { signal }),
  });
}
