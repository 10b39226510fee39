import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';

/** The two halves of the catalogue, as they appear in addresses (`/items?kind=`, and the search endpoint of each). */
export type ItemKind = 'products' | 'services';

export interface FoundCategory {
  main: CategoryWithSubcategories;
  /** Null when the id names the main category itself. */
  subcategory: CategoryWithSubcategories['subcategories'][number] | null;
}

/** Finds a main category or a subcategory by id in the category tree. */
export function findCategory(
  tree: readonly CategoryWithSubcategories[],
  id: string | null | undefined,
): FoundCategory | null {
  if (!id) return null;
  for (const main of tree) {
    if (main.id === id) return { main, subcategory: null };
    const subcategory = main.subcategories.find((candidate) => candidate.id === id);
    if (subcategory) return { main, subcategory };
  }
  return null;
}

/** A PRODUCT category lists products, a SERVICE category services. */
export const kindOfCategory = (main: CategoryWithSubcategories): ItemKind =>
  main.usedFor === 'SERVICE' ? 'services' : 'products';
