/**
 * Sort orders of the search endpoints. Apart from the schemas (search.schemas.ts) so the search page's
 * sort menu reads them without loading zod (26 kB gzip), which the page does not otherwise need (docs/performance.md).
 */
export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Whether a text from an address or a select is one of the sort orders. */
export const isSearchSort = (value: string | null | undefined): value is SearchSort =>
  searchSorts.some((sort) => sort === value);
