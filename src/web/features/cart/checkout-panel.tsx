import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart/cart.schemas';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { CardPaymentForm } from '../payments/card-payment-form';
import { CheckoutInFlight, paymentInFlightOf } from './checkout-in-flight';
import { useCheckout } from './use-checkout';
import { useNameIn } from '../../components/localized-text';

/** The product a refusal names, when the server says which (OUT_OF_STOCK at reservation). */
export function refusedProductId(error: unknown): string | null {
  const id = error instanceof ApiError ? error.details?.productId : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Paying for the buyer's cart (decision 011) with the card payment form, through `POST /api/checkout`.
 * Refused while the cart has a line to fix (spec §8 "Cart: remove out-of-stock items to proceed").
 */
export function CheckoutPanel({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('cart');
  const nameIn = useNameIn();
  const lang = i18n.resolvedLanguage ?? 'en';
  const checkout = useCheckout();

  const inFlight = paymentInFlightOf(checkout.error);
  const refusedId = refusedProductId(checkout.error);
  const refusedLine = cart.groups
    .flatMap((group) => group.lines)
    .find((line) => line.productId === refusedId);
  const failure =
    checkout.error == null
      ? null
      : refusedLine
        ? t('checkout.outOfStockLine', { name: nameIn(refusedLine) })
        : formErrorText(checkout.error, t, lang, 'cart:checkout.failed');

  return (
    <Stack gap="md">
      <Title order={2} size="h4" id="checkout-title">
        {t('checkout.title')}
      </Title>
      <CardPaymentForm
        payment={checkout}
        submitLabel={t('checkout.pay', { total: formatMoney(cart.total, lang) })}
        isBlocked={!cart.canCheckOut}
        failureTitle={inFlight ? t('checkout.inFlight.title') : t('checkout.failedTitle')}
        failureText={failure}
        labelledBy="checkout-title"
      >
        {inFlight && <CheckoutInFlight inFlight={inFlight} onCancelled={checkout.payAgain} />}
        {!cart.canCheckOut && (
          <Text c="red" size="sm" role="status">
            {t('checkout.blocked')}
          </Text>
        )}
      </CardPaymentForm>
    </Stack>
  );
}
