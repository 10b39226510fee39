import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesEndpoints } from '../../../contract/invoices/invoices.endpoints';
import { callEndpoint } from '../../lib/api-client';

/** As many as the API gives at once: a supplier picks among its own customers, rarely more. */
const customersLimit = 50;

/**
 * The businesses the supplier can invoice (a chat or an order with it), by business or person name. The
 * previous answer stays while the next one loads.
 */
export function useInvoiceCustomers(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['invoice-customers', q],
    queryFn: ({ signal }) =>
      callEndpoint(invoicesEndpoints.listCustomers, { query: { limit: customersLimit, q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
