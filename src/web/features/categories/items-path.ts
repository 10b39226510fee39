/** Where a category's listings are browsed (spec §2: `/items?categoryId={id}`). */
export const itemsPath = (categoryId: string) => `/items?categoryId=${encodeURIComponent(categoryId)}`;
