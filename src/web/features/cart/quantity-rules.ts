import type { ErrorCode } from '../../../contract/errors/error-codes';
import { maxLineQuantity } from '../../../contract/cart/amount-limits';
import { quantityProblem, type OrderQuantityRules } from '../../../contract/cart/quantity-rules';

/** A product's order terms; the stock is unknown to the browser, so the server checks that one. */
export type QuantityTerms = Pick<
  OrderQuantityRules,
  'caseQuantity' | 'minOrderQuantity' | 'maxOrderQuantity'
>;

/** What a typed quantity breaks, as an error code of the `errors` namespace; null when it may be sent. */
export function typedQuantityProblem(value: number | string, terms: QuantityTerms): ErrorCode | null {
  if (value === '') return 'FIELD_REQUIRED';
  const quantity = Number(value);
  if (!Number.isInteger(quantity) || quantity <= 0) return 'AMOUNT_INVALID';
  if (quantity > maxLineQuantity) return 'QUANTITY_TOO_LARGE';
  return quantityProblem(quantity, { ...terms, stock: Number.POSITIVE_INFINITY });
}
