import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../contract/analytics/analytics.endpoints';
import { callEndpoint } from '../../lib/api-client';

export const analyticsQueryKey = ['analytics', 'me'] as const;

/** The supplier's figures for Riyadh days `from`–`to` (both included); the server's 12 months without them. */
export function useSupplierAnalytics(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...analyticsQueryKey, range.from ?? '', range.to ?? ''],
    // An empty day is left out of the query: the server's default range.
    queryFn: ({ signal }) =>
      callEndpoint(
        analyticsEndpoints.getSupplierAnalytics,
        { query: { from: range.from, to: range.to } },
        { signal },
      ),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
