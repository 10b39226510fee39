import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../contract/analytics/analytics.endpoints';
import { callEndpoint } from '../../lib/api-client';

export const supplierOverviewQueryKey = ['analytics', 'overview'] as const;

/** What needs the supplier now. */
export function useSupplierOverview() {
  return useQuery({
    queryKey: supplierOverviewQueryKey,
    queryFn: ({ signal }) => callEndpoint(analyticsEndpoints.getSupplierOverview, {}, { signal }),
  });
}
