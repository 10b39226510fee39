import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardFields,
  PaymentResult,
  PaymentsConfig,
  SandboxCharge,
  SavedCard,
} from '../../../contract/payments/payments.schemas';
import { apiRequest } from '../../lib/api-client';

export const savedCardsQueryKey = ['buyers', 'me', 'cards'] as const;

/** Which card form to show: the sandbox's fields, or Tap's (decision 011). */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => apiRequest<PaymentsConfig>('/api/payments/config'),
    staleTime: Infinity,
  });
}

/** The buyer's saved cards; `enabled: false` where the role cannot list them (a supplier). */
export function useSavedCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedCardsQueryKey,
    queryFn: () => apiRequest<SavedCard[]>('/api/buyers/me/cards'),
    enabled,
  });
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardFields) => apiRequest<SavedCard>('/api/buyers/me/cards', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/buyers/me/cards/${id}`, { method: 'DELETE' }),
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
      apiRequest<PaymentResult>(`/api/payments/${encodeURIComponent(paymentId)}/cancel`, { method: 'POST' }),
  });
}

/** The sandbox's test 3-D Secure page. */
export function useSandboxCharge(id: string) {
  return useQuery({
    queryKey: ['payments', 'sandbox', id],
    queryFn: () => apiRequest<SandboxCharge>(`/api/payments/sandbox/charges/${encodeURIComponent(id)}`),
  });
}

export function useAnswerSandboxCharge(id: string) {
  return useMutation({
    mutationFn: (answer: 'approve' | 'decline') =>
      apiRequest<{ redirectUrl: string }>(
        `/api/payments/sandbox/charges/${encodeURIComponent(id)}/${answer}`,
        { method: 'POST' },
      ),
  });
}
