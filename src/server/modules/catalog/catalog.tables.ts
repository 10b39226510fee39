import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxUnitPrice } from '../../../contract/cart/amount-limits.js';
import { serviceAvailabilities } from '../../../contract/catalog/catalog.schemas.js';
import { categories } from '../categories/categories.tables.js';
import { users } from '../users/users.tables.js';

export const serviceAvailability = pgEnum('service_availability', serviceAvailabilities);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Search columns (saudi.md "Arabic text"; search-text.ts). `search_name` and `search_text` hold the
 * normalized words and their variants (without و/ف/ب/ك/ل, without the article), written by the
 * repository on every create, update and duplicate; null means "not computed yet" (rows from before
 * migration 0005, or written by hand), and the service fills those before its first text search.
 * `search_vector` is derived by PostgreSQL: the normalized names (weight A), the English stems of the raw
 * names in both languages (B) and descriptions (C), and the normalized name, description and category names in both
 * languages (D). One GIN index on it answers prefix (`word:*`), stemmed and exact-word queries. Typos
 * go through `search_terms` instead of a trigram index on `search_text`: whole-text trigram similarity
 * scores «glvoes» against «nitrile gloves» at 0.29, under any threshold that does not match everything
 * (docs/performance.md).
 */
const searchVector = sql`setweight(to_tsvector('simple'::regconfig, coalesce(search_name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(name_en, '') || ' ' || coalesce(name_ar, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '') || ' ' || coalesce(description_ar, '')), 'C')
  || setweight(to_tsvector('simple'::regconfig, coalesce(search_text, '')), 'D')`;

const listingColumns = () => ({
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  supplierId: uuid()
    .notNull()
    .references(() => users.id),
  categoryId: uuid()
    .notNull()
    .references(() => categories.id),
  /**
   * Name and description in Arabic and in English (decision 027): null where the supplier has not written
   * that language; at least one name (the `…_named` check). Readers choose with `textIn`.
   */
  nameAr: text(),
  nameEn: text(),
  descriptionAr: text(),
  descriptionEn: text(),
  /** Halalas. */
  price: integer().notNull(),
  isPublished: boolean().notNull().default(false),
  /** Kept when averages arrive with reviews; 0 until then. */
  avgRating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  ratingsCount: integer().notNull().default(0),
  /** Soft delete: orders and invoices keep pointing at the row (issue: delete is soft). */
  deletedAt: timestamp({ withTimezone: true }),
  /**
   * Taken down by an operator on a report (issue 25): hidden from buyers everywhere (the visibility rule
   * and the search projection), and the supplier cannot publish it again; the reason as the operator wrote it.
   */
  takenDownAt: timestamp({ withTimezone: true }),
  takedownReason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Normalized words of the name and their variants (search-text.ts). */
  searchName: text(),
  /** Normalized words of name, description and category names (both languages), with variants. */
  searchText: text(),
  /** Not indexed: searches match on the projection below (decision 029); this is its source. */
  searchVector: tsvector().generatedAlwaysAs(searchVector),
});

/** Indexes of the search columns, the same on both tables. */
const searchIndexes = (table: {
  searchName: ExtraConfigColumn;
  categoryId: ExtraConfigColumn;
  price: ExtraConfigColumn;
  isPublished: ExtraConfigColumn;
  deletedAt: ExtraConfigColumn;
}) => [
  // "Find alternatives" (findSimilarCards): visible listings of a category nearest in name, then in price,
  // walked in that order (trigram and btree_gist distances); `%` across categories uses it too.
  index()
    .using('gist', table.categoryId, table.searchName.op('gist_trgm_ops'), table.price)
    .where(sql`${table.isPublished} AND ${table.deletedAt} IS NULL`),
];

export const products = pgTable(
  'products',
  {
    ...listingColumns(),
    caseQuantity: integer().notNull(),
    minOrderQuantity: integer().notNull(),
    maxOrderQuantity: integer(),
    stock: integer().notNull(),
    isGroupPurchaseEnabled: boolean().notNull().default(false),
    groupMinQuantity: integer(),
    groupDeadlineDays: integer(),
    groupPrice: integer(),
  },
  (table) => [
    index().on(table.supplierId),
    index()
      .on(table.categoryId)
      .where(sql`${table.isPublished} AND ${table.deletedAt} IS NULL`),
    check('products_price_positive', sql`${table.price} > 0`),
    // Issue 19: a reprice past the unit price limit would break the carts the product sits in.
    check('products_price_within_limit', sql`${table.price} <= ${sql.raw(String(maxUnitPrice))}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_named', sql`${table.nameAr} IS NOT NULL OR ${table.nameEn} IS NOT NULL`),
    ...searchIndexes(table),
  ],
);

export const services = pgTable(
  'services',
  {
    ...listingColumns(),
    isPriceNegotiable: boolean().notNull().default(false),
    availability: serviceAvailability().notNull(),
  },
  (table) => [
    index().on(table.supplierId),
    index()
      .on(table.categoryId)
      .where(sql`${table.isPublished} AND ${table.deletedAt} IS NULL`),
    check('services_price_positive', sql`${table.price} > 0`),
    check('services_price_within_limit', sql`${table.price} <= ${sql.raw(String(maxUnitPrice))}`),
    check('services_named', sql`${table.nameAr} IS NOT NULL OR ${table.nameEn} IS NOT NULL`),
    ...searchIndexes(table),
  ],
);

/*
 * The search projection (decision 029): one narrow row per listing with only what a search filters, sorts
 * and matches on, so a search reads about 150 bytes per match instead of the 1.65 kB listing row. Written
 * by PostgreSQL itself (migration 0022: `listing_search_sync` after each insert and update statement, over
 * its rows, writing those whose copied columns changed), in the transaction of the write, so it is exactly the listing tables
 * whatever path wrote them (repository, migrations, the bench generator) and a stock change on checkout
 * writes nothing here.
 *
 * - `prior`: the listing's quality and popularity, an integer (larger first) that orders the matches
 *   within a relevance tier: round(1000 × q × ln(e + n)), where n is the number of ratings and q the
 *   Bayesian average rating (10 pseudo-ratings of 3 stars) mapped from 1–5 stars to 0–1; an unrated
 *   listing has 500, one of 4.5 stars from 300 ratings 4,919, one of 1.5 stars from 300 ratings 787.
 * - `name_vector`: the words of the names only (normalized with variants, and English stems): the first
 *   relevance tier is the listings whose name has every query word.
 * - `search_vector`: the listing's search vector without positions and weights (`strip`): what matching
 *   needs, at a third of the size; nothing ranks by position any more.
 * - `is_visible`: published and not deleted. The supplier's side (ACTIVE, store open) is read from users'
 *   view in the search statement itself, so hiding a store hides its listings at once.
 *
 * Every index is partial on `is_visible` and ends with the sorts' tie-breakers (created_at, id), so an
 * `ORDER BY … LIMIT` walks one and stops after a page.
 */
const listingSearchColumns = (listing: typeof products | typeof services) => ({
  id: uuid()
    .primaryKey()
    .references(() => listing.id, { onDelete: 'cascade' }),
  supplierId: uuid().notNull(),
  categoryId: uuid().notNull(),
  price: integer().notNull(),
  avgRating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
  ratingsCount: integer().notNull(),
  prior: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  isVisible: boolean().notNull(),
  nameVector: tsvector().notNull(),
  searchVector: tsvector().notNull(),
});

const listingSearchIndexes = (table: {
  [column in keyof ReturnType<typeof listingSearchColumns>]: ExtraConfigColumn;
}) => {
  const visible = sql`${table.isVisible}`;
  // `ORDER BY x DESC` puts nulls first: an index walks in that order only if it was built so.
  type IndexColumn = Parameters<ReturnType<typeof index>['on']>[0];
  const descending = (column: ExtraConfigColumn): IndexColumn => column.desc().nullsFirst();
  /** An index ending with the tie-breakers, newest first (each call: drizzle keeps the order on the column). */
  const walk = (...leading: IndexColumn[]) => {
    const columns = [...leading, descending(table.createdAt), descending(table.id)];
    return index()
      .on(...(columns as [IndexColumn, ...IndexColumn[]]))
      .where(visible);
  };
  return [
    index().using('gin', table.nameVector).where(visible),
    index().using('gin', table.searchVector).where(visible),
    // Migration 0022 adds INCLUDE (supplier_id, price, avg_rating, ratings_count, name_vector), which
    // drizzle-kit cannot write: the name tier walks it as an index-only scan (decision 029).
    walk(descending(table.prior)),
    walk(),
    walk(table.price),
    walk(descending(table.avgRating), descending(table.ratingsCount)),
    walk(table.categoryId),
    // A category's page by price (either way: backwards, then the tie-breakers sorted within a price) or by
    // rating walks its own part of one of these instead of reading the whole category and sorting it.
    walk(table.categoryId, table.price),
    walk(table.categoryId, descending(table.avgRating), descending(table.ratingsCount)),
    walk(table.supplierId),
  ];
};

export const productSearch = pgTable('product_search', listingSearchColumns(products), listingSearchIndexes);
export const serviceSearch = pgTable('service_search', listingSearchColumns(services), listingSearchIndexes);

/** Up to 3 images per listing, in order; each stored re-encoded with a thumbnail. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    productId: uuid().references(() => products.id),
    serviceId: uuid().references(() => services.id),
    position: integer().notNull(),
    key: text().notNull(),
    thumbnailKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.productId, table.position),
    index().on(table.serviceId, table.position),
    check('listing_images_one_owner', sql`(${table.productId} IS NULL) <> (${table.serviceId} IS NULL)`),
  ],
);

/**
 * Every distinct stored search token (both kinds), for typo tolerance: a query word found in no stored
 * word is looked up here by trigram distance (GiST, nearest first), and the near ones within the
 * allowed edit distance join the query. Rows are only added; a word no listing uses any more costs
 * nothing but a row.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (table) => [
  index().using('gist', table.term.op('gist_trgm_ops')),
]);

export type ProductRow = typeof products.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;
