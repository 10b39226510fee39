import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorPaymentsEndpoints as endpoints } from '../../../contract/payments/payments.endpoints';
import type { OperatorPaymentDetails } from '../../../contract/payments/payments.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

export interface PaymentFilters {
  status?: 'PENDING' | 'PAID' | 'FAILED';
  from?: string;
  to?: string;
  needsAttention?: boolean;
}

const paymentsKey = ['operator-payments'] as const;

/** Finance's list of payments with its filters, a page at a time (issue 25). */
export function useFinancePayments(filters: PaymentFilters) {
  const query = {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    needsAttention: filters.needsAttention ? ('true' as const) : undefined,
  };
  return useCursorPages(endpoints.listOperatorPayments, {
    queryKey: [...paymentsKey, 'list', query],
    input: { query },
    keepPreviousList: true,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One payment with its history and the provider's word on its charge (asked each time it is shown). */
export function useFinancePayment(id: string) {
  return useQuery({
    queryKey: [...paymentsKey, 'one', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getOperatorPayment, { params: { id } }, { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** Finance's two actions; each answers the payment's page as it is afterwards. */
export function useFinancePaymentActions(id: string) {
  const client = useQueryClient();
  const settle = (details: OperatorPaymentDetails) => {
    client.setQueryData([...paymentsKey, 'one', id], details);
    void client.invalidateQueries({ queryKey: [...paymentsKey, 'list'] });
  };
  const recheck = useMutation({
    mutationFn: () => callEndpoint(endpoints.recheckOperatorPayment, { params: { id } }),
    onSuccess: settle,
  });
  const resolve = useMutation({
    mutationFn: (note: string) =>
      callEndpoint(endpoints.resolveOperatorPayment, { params: { id }, body: { note } }),
    onSuccess: settle,
  });
  return { recheck, resolve };
}
