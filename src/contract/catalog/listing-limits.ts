/**
 * Most images a listing shows. Apart from the zod schemas (catalog.schemas.ts re-exports it) so the
 * product page's gallery reads it without loading zod (docs/performance.md).
 */
export const maxListingImages = 3;
