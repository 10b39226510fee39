import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentInFlightDetails } from '../../../contract/payments/payments.schemas';
import { ApiError } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';
import { browserNavigation } from '../payments/browser-navigation';
import { useCancelPayment } from '../payments/use-payments';
import { cartQueryKey } from './use-cart';

/** The payment a CHECKOUT_IN_PROGRESS refusal names (decision 011), null for any other failure. */
export function paymentInFlightOf(error: unknown): PaymentInFlightDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'CHECKOUT_IN_PROGRESS') return null;
  const { paymentId, redirectUrl } = error.details ?? {};
  if (typeof paymentId !== 'string') return null;
  return { paymentId, redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : null };
}

/**
 * What a buyer can do when the cart is already being paid (a 3-D Secure page left open in another tab):
 * go on with that payment on its 3-D Secure page, or cancel it and pay again with what was just chosen.
 * A payment that went through meanwhile is not cancelled: the buyer is taken to the orders it made.
 */
export function CheckoutInFlight({
  inFlight,
  onCancelled,
}: {
  inFlight: PaymentInFlightDetails;
  /** Pays again, once the waiting payment is cancelled. */
  onCancelled: () => void;
}) {
  const { t, i18n } = useTranslation('cart');
  const navigate = useNavigate();
  const client = useQueryClient();
  const cancel = useCancelPayment();
  const { redirectUrl } = inFlight;

  const cancelAndPayAgain = () =>
    cancel.mutate(inFlight.paymentId, {
      onSuccess: (result) => {
        if (result.status === 'FAILED') onCancelled();
        if (result.status === 'PAID') {
          void client.invalidateQueries({ queryKey: cartQueryKey });
          void navigate('/buyer/orders');
        }
      },
    });

  return (
    <>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        {redirectUrl && (
          <Button variant="filled" mih={44} onClick={() => browserNavigation.assign(redirectUrl)}>
            {t('checkout.inFlight.continue')}
          </Button>
        )}
        <Button variant="default" mih={44} loading={cancel.isPending} onClick={cancelAndPayAgain}>
          {t('checkout.inFlight.cancelAndPay')}
        </Button>
      </Group>
      {cancel.data?.status === 'PENDING' && (
        <Text size="sm" role="status">
          {t('checkout.inFlight.stillPending')}
        </Text>
      )}
      {cancel.isError && (
        <Text size="sm" c="red" role="alert">
          {formErrorText(cancel.error, t, i18n.resolvedLanguage ?? 'en', 'cart:checkout.failed')}
        </Text>
      )}
    </>
  );
}
