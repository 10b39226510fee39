import type {
  CategoryWithSubcategories,
  MainCategory,
} from '../../../contract/catalog/categories.schemas.js';
import type { Language } from '../../../contract/i18n/languages.js';
import type { CategoriesRepository } from './categories.repository.js';
import type { CategoryRow } from './categories.tables.js';
import type { CategorySeed } from './category-taxonomy.js';

const nameIn = (row: CategoryRow, language: Language) => (language === 'ar' ? row.nameAr : row.nameEn);

export function createCategoriesService({ repository }: { repository: CategoriesRepository }) {
  return {
    /** Main categories with their subcategories, named in `language` (`GET /api/categories`). */
    async listCategoryTree(language: Language): Promise<CategoryWithSubcategories[]> {
      const rows = await repository.findAll();
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
      const rows = await repository.findAll();
      return rows
        .filter((row) => row.parentId === null)
        .map((row) => ({ id: row.id, name: nameIn(row, language), usedFor: row.usedFor }));
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
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
