import { useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { useCardPayment } from '../payments/use-card-payment';
import { cartQueryKey } from './use-cart';

/** Refusals that mean the cart changed under the buyer: it is read again to show which line. */
const cartCodes = new Set(['OUT_OF_STOCK', 'CART_HAS_PROBLEMS', 'CART_EMPTY', 'CART_CHANGED']);

/** Checkout (decision 011): pays the whole server cart, as any card payment is made. */
export function useCheckout() {
  const client = useQueryClient();
  return useCardPayment({
    endpoint: paymentsEndpoints.checkout,
    onRefused: (error) => {
      if (cartCodes.has(error.code)) void client.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
