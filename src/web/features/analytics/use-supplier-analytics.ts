import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupplierAnalytics } from '../../../contract/analytics/analytics.schemas';
import { apiRequest } from '../../lib/api-client';

export const analyticsQueryKey = ['analytics', 'me'] as const;

/** The supplier's figures for Riyadh days `from`–`to` (both included); the server's 12 months without them. */
export function useSupplierAnalytics(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...analyticsQueryKey, range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (range.from) query.set('from', range.from);
      if (range.to) query.set('to', range.to);
      const search = query.size > 0 ? `?${query}` : '';
      return apiRequest<SupplierAnalytics>(`/api/suppliers/me/analytics${search}`, { signal });
    },
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}
