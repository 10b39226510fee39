/**
 * What a search looks among. Apart from the search box, so that a page reading the search's address (the
 * landing page's sections) does not bring the box's form fields with it.
 */
export const searchScopes = ['products', 'services', 'suppliers'] as const;
export type SearchScope = (typeof searchScopes)[number];
