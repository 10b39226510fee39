/**
 * Sort orders of the search endpoints. Apart from the schemas (listings.schemas.ts) so the search page's
 * sort menu reads them without loading zod, 90 kB the page does not otherwise need (docs/performance.md).
 */
export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];
