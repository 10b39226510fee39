import type {
  CategoryUse,
  CategoryWithSubcategories,
  MainCategory,
} from '../../../contract/categories/categories.schemas.js';
import type { Language } from '../../../contract/i18n/languages.js';
import type { CategoriesRepository, CategoryListing } from './categories.repository.js';
import type { CategorySeed } from './category-taxonomy.js';

const nameIn = (row: CategoryListing, language: Language) => (language === 'ar' ? row.nameAr : row.nameEn);

export function createCategoriesService({ repository }: { repository: CategoriesRepository }) {
  // Categories change only when the taxonomy is synced at start-up (every node syncs the same code),
  // so each process keeps them in memory: the header and landing page ask for them on every visit.
  // If categories ever become editable at run time, clear this through platform events.
  let cached: Promise<CategoryListing[]> | undefined;
  const findAll = () =>
    (cached ??= repository.findAll().catch((error: unknown) => {
      cached = undefined;
      throw error;
    }));

  return {
    /** Main categories with their subcategories, named in `language` (`GET /api/categories`). */
    async listCategoryTree(language: Language): Promise<CategoryWithSubcategories[]> {
      const rows = await findAll();
      const tree = new Map<string, CategoryWithSubcategories>();
      for (const row of rows.filter((r) => r.parentId === null)) {
        tree.set(row.id, {
          id: row.id,
          name: nameIn(row, language),
          usedFor: row.usedFor,
          subcategories: [],
        });
      }
      for (const row of rows.filter((r) => r.parentId !== null)) {
        tree.get(row.parentId!)?.subcategories.push({ id: row.id, name: nameIn(row, language) });
      }
      return [...tree.values()];
    },

    /** Main categories only (`GET /api/categories/main`). */
    async listMainCategories(language: Language): Promise<MainCategory[]> {
      const rows = await findAll();
      return rows
        .filter((row) => row.parentId === null)
        .map((row) => ({ id: row.id, name: nameIn(row, language), usedFor: row.usedFor }));
    },

    /** Those of `ids` that are main categories (what a business declares as its activity). */
    async findMainCategoryIds(ids: readonly string[]): Promise<string[]> {
      const wanted = new Set(ids);
      return (await findAll())
        .filter((row) => row.parentId === null && wanted.has(row.id))
        .map((row) => row.id);
    },

    /**
     * The subcategory `id`, with the `usedFor` of its main category (what a listing in it must be), or
     * null when `id` is a main category or unknown.
     */
    async findSubcategory(
      id: string,
    ): Promise<{ id: string; parentId: string; usedFor: CategoryUse } | null> {
      const rows = await findAll();
      const sub = rows.find((row) => row.id === id && row.parentId !== null);
      const main = sub && rows.find((row) => row.id === sub.parentId);
      return sub && main ? { id: sub.id, parentId: main.id, usedFor: main.usedFor } : null;
    },

    /** The ids of a main category's subcategories, or null when `mainId` is not a main category. */
    async subcategoryIdsOf(mainId: string): Promise<string[] | null> {
      const rows = await findAll();
      if (!rows.some((row) => row.id === mainId && row.parentId === null)) return null;
      return rows.filter((row) => row.parentId === mainId).map((row) => row.id);
    },

    /**
     * Brings the table in line with the taxonomy in code (idempotent; run at start-up). Entries are
     * never deleted here: products will reference them.
     */
    async syncTaxonomy(taxonomy: readonly CategorySeed[]): Promise<void> {
      const mains = taxonomy.map(({ subcategories: _, ...main }, index) => ({ ...main, position: index }));
      const subs = taxonomy.flatMap((main) =>
        main.subcategories.map((sub, index) => ({
          ...sub,
          usedFor: main.usedFor,
          position: index,
          parentSlug: main.slug,
        })),
      );
      await repository.upsertTreeBySlug(mains, subs);
      cached = undefined;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
