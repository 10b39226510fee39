import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckoutAnswerSchema, CheckoutBody } from '../../../contract/payments/payments.schemas';
import { ApiError, apiRequest } from '../../lib/api-client';
import { browserNavigation } from './browser-navigation';
import { cartQueryKey } from './use-cart';

type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;
/** How the buyer pays: a saved card, or a new one (kept when `saveCard`). */
export type CheckoutPayment = Omit<CheckoutBody, 'idempotencyKey'>;

/** Failures after which the server may still have taken the attempt: a retry must reuse its key. */
const answerlessCodes = new Set(['NETWORK_ERROR', 'UNEXPECTED_RESPONSE', 'INTERNAL_ERROR']);
/** Refusals that mean the cart changed under the buyer: it is read again to show which line. */
const cartCodes = new Set(['OUT_OF_STOCK', 'CART_HAS_PROBLEMS', 'CART_EMPTY']);

/**
 * `POST /api/checkout` (decision 011). One idempotency key per attempt, made in the browser: a double
 * press sends nothing more while the call runs, and a retry after a failure without an answer reuses the
 * key, so the server answers the same payment instead of charging twice. A refusal ends the attempt.
 * Success leaves the app for the provider's page, and the button stays busy until the page goes.
 */
export function useCheckout() {
  const client = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  // Set at the press itself, before any render, so a second press of the same frame is ignored too.
  const isSending = useRef(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: CheckoutBody) => apiRequest<CheckoutAnswer>('/api/checkout', { method: 'POST', body }),
    onSuccess: ({ redirectUrl }) => {
      setIsLeaving(true);
      browserNavigation.assign(redirectUrl);
    },
    onError: (error) => {
      isSending.current = false;
      if (!(error instanceof ApiError) || !answerlessCodes.has(error.code)) attemptKey.current = null;
      if (error instanceof ApiError && cartCodes.has(error.code)) {
        void client.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });
  const isBusy = mutation.isPending || isLeaving;
  return {
    /** `onError` runs after the common handling, e.g. to put a card error on its field. */
    pay(payment: CheckoutPayment, options: { onError?: (error: unknown) => void } = {}) {
      if (isBusy || isSending.current) return;
      isSending.current = true;
      attemptKey.current ??= crypto.randomUUID();
      mutation.mutate({ ...payment, idempotencyKey: attemptKey.current }, { onError: options.onError });
    },
    isBusy,
    error: mutation.error,
  };
}
