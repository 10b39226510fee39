import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';
import { choosePlanPath, planPath, planQueryKey } from './use-plan';

const invoicesPath = `${planPath}/invoices`;
const planInvoicesQueryKey = [...planQueryKey, 'invoices'] as const;

/** Where the platform's invoice for a Premium month is shown and printed. */
export const planInvoicePath = (id: string) => `${choosePlanPath}/invoices/${encodeURIComponent(id)}`;

/** The platform's tax invoices for the supplier's Premium months, newest first, a page at a time. */
export function usePlanInvoices() {
  return useInfiniteQuery({
    queryKey: [...planInvoicesQueryKey, 'list'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      const { body, headers } = await apiRequestWithHeaders<Invoice[]>(`${invoicesPath}${search}`, {
        signal,
      });
      return { items: body, nextCursor: headers.get('x-next-cursor') || null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function usePlanInvoice(id: string) {
  return useQuery({
    queryKey: [...planInvoicesQueryKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<Invoice>(`${invoicesPath}/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}
