import { useQuery } from '@tanstack/react-query';
import { plansEndpoints } from '../../../contract/plans/plans.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { choosePlanPath, planQueryKey } from './use-plan';

const planInvoicesQueryKey = [...planQueryKey, 'invoices'] as const;

/** Where the platform's invoice for a Premium month is shown and printed. */
export const planInvoicePath = (id: string) => `${choosePlanPath}/invoices/${encodeURIComponent(id)}`;

/** The platform's tax invoices for the supplier's Premium months, newest first, a page at a time. */
export function usePlanInvoices() {
  return useCursorPages(plansEndpoints.listPlanInvoices, { queryKey: [...planInvoicesQueryKey, 'list'] });
}

export function usePlanInvoice(id: string) {
  return useQuery({
    queryKey: [...planInvoicesQueryKey, 'one', id],
    queryFn: ({ signal }) => callEndpoint(plansEndpoints.getPlanInvoice, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}
