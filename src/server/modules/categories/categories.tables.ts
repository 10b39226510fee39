import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categoryUses } from '../../../contract/categories/categories.schemas.js';

export const categoryUse = pgEnum('category_use', categoryUses);

/** Main categories (no parent) and their subcategories, named in both languages. */
export const categories = pgTable(
  'categories',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stable key of the taxonomy entry; names may change, slugs never do. */
    slug: text().notNull().unique(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    usedFor: categoryUse().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.parentId, table.position)],
);

export type CategoryRow = typeof categories.$inferSelect;
