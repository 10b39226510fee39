import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AnswerOf } from '../../../contract/http/endpoint';
import type { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import type { CheckoutBody } from '../../../contract/payments/payments.schemas';
import type { plansEndpoints } from '../../../contract/plans/plans.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { browserNavigation } from './browser-navigation';

/** How one pays: a saved card, or a new one (kept when `saveCard`, or always by the plan's upgrade). */
export type CardPayment = Omit<CheckoutBody, 'idempotencyKey'>;

/** The endpoints that take a card payment and answer where the browser goes next. */
type CardPaymentEndpoint =
  typeof paymentsEndpoints.checkout | typeof paymentsEndpoints.payInvoice | typeof plansEndpoints.upgrade;

/**
 * The three take the same call: a card payment's body (with what the endpoint adds, e.g. the installment)
 * and, for an invoice, its id; each answers the payment and where the browser goes next. (callEndpoint's
 * input is typed for one endpoint at a time, not for a choice of them.)
 */
const callCardPayment = callEndpoint as unknown as (
  endpoint: CardPaymentEndpoint,
  input: { params?: { id: string }; body: object },
) => Promise<AnswerOf<CardPaymentEndpoint>>;

/** Failures after which the server may still have taken the attempt: a retry must reuse its key. */
const answerlessCodes = new Set(['NETWORK_ERROR', 'UNEXPECTED_RESPONSE', 'INTERNAL_ERROR']);

/**
 * One card payment through the provider (decision 011), for the cart's checkout
 * (`paymentsEndpoints.checkout`), an invoice's installment (`paymentsEndpoints.payInvoice`, with `params`
 * naming the invoice and `body` the installment) and a supplier's month of Premium
 * (`plansEndpoints.upgrade`). One idempotency key per attempt, made in the browser: a double press sends
 * nothing more while the call runs, and a retry after a failure without an answer reuses the key, so the
 * server answers the same payment instead of charging twice. A refusal ends the attempt, and so does
 * paying for something else (another invoice or `body`). Success leaves the app for the provider's page,
 * and the button stays busy until the page goes.
 */
export function useCardPayment<Extra extends object = Record<never, never>>({
  endpoint,
  params,
  body,
  onRefused,
}: {
  endpoint: CardPaymentEndpoint;
  /** The path's parameters: the invoice's `{ id }`. */
  params?: { id: string };
  /** What the endpoint needs besides the card, e.g. `{ installment }`. */
  body?: Extra;
  /** Runs on every failure with an answer, e.g. to read again what the refusal says has changed. */
  onRefused?: (error: ApiError) => void;
}) {
  const attempt = useRef<{ key: string; for: string } | null>(null);
  // The last payment asked for, sent again by `payAgain` (kept in memory only, like the form's fields).
  const lastPayment = useRef<CardPayment | null>(null);
  // Set at the press itself, before any render, so a second press of the same frame is ignored too.
  const isSending = useRef(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (payload: object) => callCardPayment(endpoint, { params, body: payload }),
    onSuccess: ({ redirectUrl }) => {
      setIsLeaving(true);
      browserNavigation.assign(redirectUrl);
    },
    onError: (error) => {
      isSending.current = false;
      if (!(error instanceof ApiError) || !answerlessCodes.has(error.code)) attempt.current = null;
      if (error instanceof ApiError && !answerlessCodes.has(error.code)) onRefused?.(error);
    },
  });
  const isBusy = mutation.isPending || isLeaving;
  /** `onError` runs after the common handling, e.g. to put a card error on its field. */
  function pay(payment: CardPayment, options: { onError?: (error: unknown) => void } = {}) {
    if (isBusy || isSending.current) return;
    isSending.current = true;
    lastPayment.current = payment;
    const target = JSON.stringify([endpoint.path, params ?? {}, body ?? {}]);
    if (attempt.current?.for !== target) attempt.current = { key: crypto.randomUUID(), for: target };
    mutation.mutate(
      { ...body, ...payment, idempotencyKey: attempt.current.key },
      { onError: options.onError },
    );
  }
  return {
    pay,
    /** Sends the last payment again, as a new attempt (after the payment that blocked it was cancelled). */
    payAgain() {
      if (lastPayment.current) pay(lastPayment.current);
    },
    isBusy,
    error: mutation.error,
    /** Forgets the last failure (e.g. when the form is closed); a pending attempt key is kept. */
    reset: mutation.reset,
  };
}

export type CardPaymentAttempt = ReturnType<typeof useCardPayment>;
