/**
 * A group purchase's fixed terms (spec §4, §9; decision 015). Apart from the zod schemas
 * (group-purchases.schemas.ts re-exports them) so the product page shows a group's terms without loading
 * zod (docs/performance.md).
 */

/** Spec §4, §9: buyers from the same city a group needs. */
export const groupBuyersRequired = 5;

/**
 * The saving of the group price on the standard price, in whole percent rounded down (a page never
 * promises more than the buyer saves): 1,800 → 1,500 halalas is 16%.
 */
export const groupSavingPercentOf = (price: number, groupPrice: number) =>
  price > 0 ? Math.floor(((price - groupPrice) * 100) / price) : 0;
