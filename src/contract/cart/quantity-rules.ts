/**
 * The one quantity rule of cart, checkout and group purchases (conventions §6). Apart from the zod schemas
 * (cart.schemas.ts re-exports it) so the product page's "add to cart" checks a typed quantity without
 * loading zod (docs/performance.md).
 */

/** What a quantity must respect: the product's case rules and its stock. */
export interface OrderQuantityRules {
  caseQuantity: number;
  minOrderQuantity: number;
  /** Null means unlimited. */
  maxOrderQuantity: number | null;
  stock: number;
}

export const quantityProblems = [
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_ABOVE_MAXIMUM',
  'NOT_CASE_MULTIPLE',
  'OUT_OF_STOCK',
] as const;
export type QuantityProblem = (typeof quantityProblems)[number];

/**
 * At least the minimum, at most the maximum when set, a multiple of the case quantity, not above the
 * stock. Null when it holds.
 */
export function quantityProblem(quantity: number, rules: OrderQuantityRules): QuantityProblem | null {
  if (quantity < rules.minOrderQuantity) return 'QUANTITY_BELOW_MINIMUM';
  if (rules.maxOrderQuantity !== null && quantity > rules.maxOrderQuantity) return 'QUANTITY_ABOVE_MAXIMUM';
  if (quantity % rules.caseQuantity !== 0) return 'NOT_CASE_MULTIPLE';
  if (quantity > rules.stock) return 'OUT_OF_STOCK';
  return null;
}
