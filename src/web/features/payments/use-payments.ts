import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import type { CardFields } from '../../../contract/payments/payments.schemas';
import { callEndpoint } from '../../lib/api-client';

export const savedCardsQueryKey = ['buyers', 'me', 'cards'] as const;

/** Which card form to show: the sandbox's fields, or Tap's (decision 011). */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => callEndpoint(paymentsEndpoints.getPaymentsConfig),
    staleTime: Infinity,
  });
}

/** The buyer's saved cards; `enabled: false` where the role cannot list them (a supplier). */
export function useSavedCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedCardsQueryKey,
    queryFn: () => callEndpoint(paymentsEndpoints.listCards),
    enabled,
  });
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardFields) => callEndpoint(paymentsEndpoints.saveCard, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(paymentsEndpoints.deleteCard, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

/**
 * Gives up one of the caller's payments still waiting (decision 011), e.g. a 3-D Secure page left open in
 * another tab: answers it FAILED (abandoned), or PAID when its charge captured meanwhile.
 */
export function useCancelPayment() {
  return useMutation({
    mutationFn: (paymentId: string) =>
      callEndpoint(paymentsEndpoints.cancelPayment, { params: { id: paymentId } }),
  });
}

/** The sandbox's test 3-D Secure page. */
export function useSandboxCharge(id: string) {
  return useQuery({
    queryKey: ['payments', 'sandbox', id],
    queryFn: () => callEndpoint(paymentsEndpoints.getSandboxCharge, { params: { id } }),
  });
}

const sandboxAnswers = {
  approve: paymentsEndpoints.approveSandboxCharge,
  decline: paymentsEndpoints.declineSandboxCharge,
};

export function useAnswerSandboxCharge(id: string) {
  return useMutation({
    mutationFn: (answer: keyof typeof sandboxAnswers) =>
      callEndpoint(sandboxAnswers[answer], { params: { id } }),
  });
}
