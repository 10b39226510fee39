/*
 * The business limits every amount the server multiplies or adds up is bound by (issue 19, item 4):
 * a unit price and a quantity per line, checked on every write (listing create and update, cart add,
 * update and merge, the guest quote, supplier invoice lines, group purchase joins). Prices change after a
 * product sits in someone's cart, so only these per-unit and per-line bounds, not a line total checked
 * when the line was added, keep another account's cart exact. The database refuses a listing price past
 * the limit too (drizzle/0016_amount-limits.sql).
 *
 * Why they hold (2^53 - 1 = 9,007,199,254,740,991, the largest integer a JavaScript number is exact to):
 *   a line                  <= 1,000,000,000 × 50,000          =        50,000,000,000,000
 *   its VAT as vatOf works   = (line × 15 + 50) / 100: line × 15 + 50 <= 750,000,000,000,050
 *   a cart of 100 lines, each from its own supplier with the highest delivery fee (1,000,000):
 *     products              <= 100 × 50,000,000,000,000       =  5,000,000,000,000,000
 *     delivery fees         <= 100 × 1,000,000                =            100,000,000
 *     VAT (per line, up)    <= 100 × 7,500,000,000,000 + 100 × 150,000 = 750,000,015,000,000
 *     total                 <=                                   5,750,000,115,000,000  < 2^53
 *   a supplier invoice (50 lines, a delivery fee up to 1,000,000,000): less than half the cart's.
 *   a group purchase member's invoice: one line and one delivery fee.
 * src/server/modules/cart/amount-limits.test.ts recomputes the worst cart with BigInt. A cart worth more
 * than one checkout pays (maxCheckoutTotal) is still shown exactly; checkout refuses it with
 * CART_TOTAL_TOO_LARGE.
 *
 * Zod-free, like cart-limits.ts, so the guest cart in the browser holds to them without loading zod;
 * the schemas that check them (unitPriceSchema, lineQuantitySchema) are in cart.schemas.ts.
 */

/**
 * Highest price per unit, in halalas: SAR 10,000,000 (listings, services, invoice lines), like an
 * invoice's total (maxInvoiceTotal).
 */
export const maxUnitPrice = 10_000_000_00;
/** Most units one line holds: a cart line, a listing's case and order quantities, an invoice line. */
export const maxLineQuantity = 50_000;
