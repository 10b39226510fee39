import { useEffect } from 'react';
import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import type { PaymentResult as Result } from '../../../contract/payments/payments.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';
import { formatMoney } from '../../lib/format';
import { choosePlanPath, usePlanChanged } from '../plans/use-plan';
import { useRedirectCountdown } from './use-redirect-countdown';

/** Failure codes with their own message (spec §8 Payment); any other is «payment failed». */
const failureCodes = new Set([
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_ABANDONED',
  'OUT_OF_STOCK',
  'PAYMENT_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'CHARGE_ID_MISSING',
]);
/**
 * An invoice's installment is no order: its failures say the invoice is still unpaid (decision 013);
 * INVOICE_ALREADY_PAID is a duplicate payment that was refunded.
 */
const invoiceFailureCodes = new Set([
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_ABANDONED',
  'PAYMENT_FAILED',
  'INVOICE_ALREADY_PAID',
]);
/** A month of Premium is no order either: its failures say the plan did not change (decision 016). */
const planFailureCodes = new Set([
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_ABANDONED',
  'PAYMENT_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

const pendingPollMs = 3000;

type Outcome =
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'paid'; result: Result }
  | { kind: 'failed'; message: string; invoiceId: string | null };

/** Where the result moves on to once it is final: a plan's page, an invoice, the orders or the cart. */
function targetOf(outcome: Outcome, isPlan: boolean, invoiceId: string | null): string | null {
  if (outcome.kind === 'checking' || outcome.kind === 'pending') return null;
  if (isPlan) return choosePlanPath;
  if (invoiceId) return `/buyer/invoices/${encodeURIComponent(invoiceId)}`;
  return outcome.kind === 'paid' ? '/buyer/orders' : '/buyer/cart';
}

/**
 * `/buyer/payment/callback?tap_id=` (decision 011): settles the provider's charge through the server (the
 * only trusted answer), then says what happened and moves on after a visible countdown — to the orders
 * when paid, back to the cart otherwise. An invoice's payment (decision 013) goes back to its invoice
 * either way: to see it paid, or to try again. A supplier's month of Premium (`side="supplier"`,
 * `/supplier/payment/callback`) goes back to the plan page either way. The result is announced politely
 * to screen readers.
 */
export function PaymentResult({
  chargeId,
  side = 'buyer',
}: {
  chargeId: string | null;
  /** Whose callback: a supplier pays only for its plan. */
  side?: 'buyer' | 'supplier';
}) {
  const { t, i18n } = useTranslation(['orders', 'plans']);
  const lang = i18n.language;
  // Confirming is idempotent on the server; a query runs it once per charge, also in strict mode.
  const confirm = useQuery({
    queryKey: ['payments', 'confirm', chargeId],
    queryFn: () => callEndpoint(paymentsEndpoints.confirmPayment, { body: { chargeId: chargeId! } }),
    enabled: chargeId !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const paymentId = confirm.data?.status === 'PENDING' ? confirm.data.paymentId : null;
  // Still open at the provider (e.g. 3-D Secure not finished): ask again until it settles.
  const poll = useQuery({
    queryKey: ['payments', 'one', paymentId],
    queryFn: ({ signal }) =>
      callEndpoint(paymentsEndpoints.getPayment, { params: { id: paymentId! } }, { signal }),
    enabled: paymentId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'PENDING' ? false : pendingPollMs,
  });

  const failureText = (code: string | null) =>
    t(`errors:${code && failureCodes.has(code) ? code : 'PAYMENT_FAILED'}`);
  const invoiceFailureText = (code: string | null) =>
    t(`payment.invoiceFailures.${code && invoiceFailureCodes.has(code) ? code : 'PAYMENT_FAILED'}`);
  const planFailureText = (code: string | null) =>
    t(`plans:payment.failures.${code && planFailureCodes.has(code) ? code : 'PAYMENT_FAILED'}`);
  const latest = poll.data ?? confirm.data;
  const isPlan = side === 'supplier' || latest?.purpose === 'PLAN';
  let outcome: Outcome;
  if (chargeId === null)
    outcome = {
      kind: 'failed',
      message: isPlan ? t('plans:payment.missingId') : t('payment.missingId'),
      invoiceId: null,
    };
  else if (confirm.isError)
    outcome = {
      kind: 'failed',
      message: isPlan
        ? confirm.error instanceof ApiError && planFailureCodes.has(confirm.error.code)
          ? planFailureText(confirm.error.code)
          : formErrorText(confirm.error, t, lang, 'plans:payment.failures.PAYMENT_FAILED')
        : confirm.error instanceof ApiError && failureCodes.has(confirm.error.code)
          ? failureText(confirm.error.code)
          : formErrorText(confirm.error, t, lang, 'errors:PAYMENT_FAILED'),
      invoiceId: null,
    };
  else if (!latest) outcome = { kind: 'checking' };
  else if (latest.status === 'PAID') outcome = { kind: 'paid', result: latest };
  else if (latest.status === 'FAILED')
    outcome = {
      kind: 'failed',
      message: isPlan
        ? planFailureText(latest.failureCode)
        : latest.invoiceId
          ? invoiceFailureText(latest.failureCode)
          : failureText(latest.failureCode),
      invoiceId: latest.invoiceId,
    };
  else outcome = { kind: 'pending' };

  const invoiceId =
    outcome.kind === 'paid' ? outcome.result.invoiceId : outcome.kind === 'failed' ? outcome.invoiceId : null;
  const target = targetOf(outcome, isPlan, invoiceId);
  const left = useRedirectCountdown(target);
  // A paid month makes the supplier Premium and ACTIVE: what the layout and the plan page show changes.
  const planChanged = usePlanChanged();
  const isPlanPaid = isPlan && outcome.kind === 'paid';
  useEffect(() => {
    if (isPlanPaid) planChanged();
  }, [isPlanPaid, planChanged]);
  const targetLabel = isPlan
    ? outcome.kind === 'paid'
      ? t('plans:payment.toPlan')
      : t('plans:payment.backToPlan')
    : invoiceId
      ? outcome.kind === 'paid'
        ? t('payment.toInvoice')
        : t('payment.backToInvoice')
      : outcome.kind === 'paid'
        ? t('payment.toOrders')
        : t('payment.toCart');

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="md">
          <div role="status" aria-live="polite" aria-atomic="true">
            {outcome.kind === 'checking' || outcome.kind === 'pending' ? (
              <Stack align="center" gap="sm">
                <Loader aria-hidden />
                <Text>{outcome.kind === 'checking' ? t('payment.checking') : t('payment.pending')}</Text>
              </Stack>
            ) : outcome.kind === 'paid' ? (
              <Stack align="center" gap="sm">
                <ThemeIcon color="green" size={56} radius="xl" variant="light">
                  <IconCircleCheck size={36} aria-hidden />
                </ThemeIcon>
                <Title order={1} size="h2">
                  {isPlan ? t('plans:payment.successTitle') : t('payment.successTitle')}
                </Title>
                <Text data-testid="payment-message">
                  {isPlan
                    ? t('plans:payment.success')
                    : outcome.result.invoiceId
                      ? t('payment.invoiceSuccess')
                      : t('payment.success', { count: outcome.result.orderIds.length })}
                </Text>
                <Text c="dimmed">
                  {t('payment.amount', { amount: formatMoney(outcome.result.amount, lang) })}
                </Text>
              </Stack>
            ) : (
              <Stack align="center" gap="sm">
                <ThemeIcon color="red" size={56} radius="xl" variant="light">
                  <IconCircleX size={36} aria-hidden />
                </ThemeIcon>
                <Title order={1} size="h2">
                  {isPlan ? t('plans:payment.failureTitle') : t('payment.failureTitle')}
                </Title>
                <Text data-testid="payment-message">{outcome.message}</Text>
              </Stack>
            )}
          </div>
          {target && (
            <>
              <Text size="sm" c="dimmed" data-testid="payment-countdown">
                {t('payment.redirect', { count: left })}
              </Text>
              <Button component={Link} to={target} replace variant="light">
                {targetLabel}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
