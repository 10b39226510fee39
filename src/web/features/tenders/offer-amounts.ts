import { vatOf } from '../../../contract/cart/cart.schemas';

/**
 * What an offer costs with VAT 15%: the invoice an accepted offer becomes has the amount as one line,
 * its VAT rounded half up as on every invoice line (decision 014, contract `invoiceTotalsOf`).
 */
export const amountWithVatOf = (amount: number) => amount + vatOf(amount);

/** The lowest amount among the offers, which the comparison highlights; null without offers. */
export const lowestAmountOf = (offers: readonly { amount: number }[]) =>
  offers.length === 0 ? null : Math.min(...offers.map((offer) => offer.amount));
