import { vatOf } from '../../../contract/cart/cart.schemas';

/**
 * What an offer costs with VAT 15%: the invoice an accepted offer becomes has the amount as one line,
 * its VAT rounded half up as on every invoice line (decision 014, contract `invoiceTotalsOf`). Shown as
 * from a VAT-registered supplier: offers do not say yet whether theirs is; the invoice of an offer from
 * one that is not carries no VAT (decision 018, a recorded follow-up).
 */
export const amountWithVatOf = (amount: number) => amount + vatOf(amount, true);

/** The lowest amount among the offers, which the comparison highlights; null without offers. */
export const lowestAmountOf = (offers: readonly { amount: number }[]) =>
  offers.length === 0 ? null : Math.min(...offers.map((offer) => offer.amount));
