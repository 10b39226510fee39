import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceCustomer } from '../../../contract/invoices/invoices.schemas';
import { apiRequest } from '../../lib/api-client';

/** As many as the API gives at once: a supplier picks among its own customers, rarely more. */
const customersLimit = 50;

/**
 * `GET /api/suppliers/me/customers?q=`: the businesses the supplier can invoice (a chat or an order with
 * it), by business or person name. The previous answer stays while the next one loads.
 */
export function useInvoiceCustomers(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['invoice-customers', q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(customersLimit) });
      if (q) params.set('q', q);
      return apiRequest<InvoiceCustomer[]>(`/api/suppliers/me/customers?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
