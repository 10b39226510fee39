/**
 * Most lines a cart holds. Apart from the zod schemas (cart.schemas.ts re-exports it) so the web app's
 * header can count a guest's cart without loading zod on every first page (docs/performance.md).
 */
export const maxCartLines = 100;
