import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { categories, type CategoryRow } from './categories.tables.js';

export type CategoryUpsert = Pick<CategoryRow, 'slug' | 'usedFor' | 'nameEn' | 'nameAr' | 'position'>;
export type CategoryListing = Pick<CategoryRow, 'id' | 'parentId' | 'usedFor' | 'nameEn' | 'nameAr'>;

const updateFromExcluded = {
  usedFor: sql`excluded.used_for`,
  nameEn: sql`excluded.name_en`,
  nameAr: sql`excluded.name_ar`,
  position: sql`excluded.position`,
  parentId: sql`excluded.parent_id`,
  updatedAt: sql`now()`,
};

export function createCategoriesRepository(db: Db) {
  return {
    /** Every category, main and sub, in display order. */
    findAll(): Promise<CategoryListing[]> {
      const { id, parentId, usedFor, nameEn, nameAr, position } = categories;
      return db.select({ id, parentId, usedFor, nameEn, nameAr }).from(categories).orderBy(asc(position));
    },

    /** Inserts or updates main categories and their subcategories by slug, in one transaction. */
    async upsertTreeBySlug(
      mains: readonly CategoryUpsert[],
      subs: readonly (CategoryUpsert & { parentSlug: string })[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(categories)
          .values(mains.map((main) => ({ ...main, parentId: null })))
          .onConflictDoUpdate({ target: categories.slug, set: updateFromExcluded });
        if (subs.length === 0) return;
        await tx
          .insert(categories)
          .values(
            subs.map(({ parentSlug, ...sub }) => ({
              ...sub,
              parentId: sql`(SELECT id FROM categories WHERE slug = ${parentSlug})`,
            })),
          )
          .onConflictDoUpdate({ target: categories.slug, set: updateFromExcluded });
      });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
