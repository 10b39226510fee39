import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import type { SearchSort } from '../../../contract/search/search-sorts.js';
import type { Db } from '../../platform/db/database.js';
import { ratingsView } from '../reviews/reviews.service.js';
import { accountsView, suppliersView } from '../users/users.service.js';
import {
  listingImages,
  products,
  searchTerms,
  services,
  type ListingImageRow,
  type ProductRow,
  type ServiceRow,
} from './listings.tables.js';
import { normalizedSql } from '../../platform/text/normalized-sql.js';
import { typoLookupTerms } from '../../platform/text/search-text.js';

/** The pool or an open transaction: the same data verbs run on either. */
type Executor = PgDatabase<NodePgQueryResultHKT>;

/** Columns the supplier edits; the rest (state, ratings, times) the repository and database keep. */
type ListingStateColumns =
  | 'id'
  | 'supplierId'
  | 'isPublished'
  | 'avgRating'
  | 'ratingsCount'
  | 'deletedAt'
  | 'createdAt'
  | 'updatedAt'
  | keyof SearchColumns
  | 'searchVector';
export type ProductValues = Omit<ProductRow, ListingStateColumns>;
export type ServiceValues = Omit<ServiceRow, ListingStateColumns>;
/** What search-text.ts computes from a listing's name, description and category names. */
export interface SearchColumns {
  searchName: string;
  searchText: string;
}
export interface NewImage {
  key: string;
  thumbnailKey: string;
  position: number;
}

const tableOf = (kind: ListingKind) => (kind === 'PRODUCT' ? products : services);
const imageOwnerOf = (kind: ListingKind) =>
  kind === 'PRODUCT' ? listingImages.productId : listingImages.serviceId;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The values of a card's sort key in the order of `sortKeysOf`, the id last: what a cursor holds. */
export type SortKey = (string | number)[];
type SortKeyType = 'real' | 'integer' | 'numeric' | 'timestamptz' | 'uuid';

/** Filters and order of a search among the listings buyers may see. */
export interface VisibleSearch {
  kind: ListingKind;
  /** Subcategories to search in; null: every category. */
  categoryIds: readonly string[] | null;
  supplierId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** A `tsquery` (see the service's `textQueryOf`); absent: no text filter. */
  textQuery?: string;
  sort: SearchSort;
  /** The sort key of the last card of the previous page. */
  after?: SortKey;
  limit: number;
}

/** Microseconds kept: a JavaScript Date would round created_at to milliseconds and break the keyset. */
const exactTime = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type SortField = 'rank' | 'price' | 'avgRating' | 'ratingsCount' | 'createdAt' | 'id';
const sortTypes: Record<SortField, SortKeyType> = {
  rank: 'real',
  price: 'integer',
  avgRating: 'numeric',
  ratingsCount: 'integer',
  createdAt: 'timestamptz',
  id: 'uuid',
};

/**
 * The fields a search sorts on, most significant first; `createdAt` then `id` break ties, so the order
 * is total and a keyset cursor never skips or repeats a card. Relevance is `ts_rank` of the text query
 * (name words weigh most, see listings.tables.ts), then the newest; without a text query, the newest.
 */
export function sortKeysOf(sort: SearchSort, hasTextQuery: boolean) {
  const key = (field: SortField, direction: 'asc' | 'desc') => ({ field, type: sortTypes[field], direction });
  const newest = [key('createdAt', 'desc'), key('id', 'desc')];
  switch (sort) {
    case 'relevance':
      return hasTextQuery ? [key('rank', 'desc'), ...newest] : newest;
    case 'price_asc':
      return [key('price', 'asc'), ...newest];
    case 'price_desc':
      return [key('price', 'desc'), ...newest];
    case 'rating':
      return [key('avgRating', 'desc'), key('ratingsCount', 'desc'), ...newest];
    case 'newest':
      return newest;
  }
}
type SortKeyField = ReturnType<typeof sortKeysOf>[number];

const ordered = (keys: readonly SortKeyField[], columns: Record<SortField, SQL | AnyColumn>) =>
  keys.map(({ field, direction }) => (direction === 'asc' ? asc(columns[field]) : desc(columns[field])));

/** Rows after `values` in the order of `keys`: (a, b) after (x, y) is a ⊳ x, or a = x and b ⊳ y. */
function after(
  keys: readonly SortKeyField[],
  columns: Record<SortField, SQL | AnyColumn>,
  values: SortKey,
): SQL {
  const [first, ...rest] = keys;
  const column = columns[first!.field];
  const value = sql`${values[0]}::${sql.raw(first!.type)}`;
  const beyond = first!.direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  if (rest.length === 0) return beyond;
  return or(beyond, and(sql`${column} = ${value}`, after(rest, columns, values.slice(1))))!;
}

/** What buyers may see: published, not deleted, of an ACTIVE supplier whose store is open. */
function visibleTo(kind: ListingKind): SQL {
  const table = tableOf(kind);
  return and(
    eq(table.isPublished, true),
    isNull(table.deletedAt),
    eq(suppliersView.status, 'ACTIVE'),
    eq(suppliersView.isStoreClosed, false),
  )!;
}

function ownedBy(kind: ListingKind, supplierId: string, id: string): SQL {
  const table = tableOf(kind);
  return and(eq(table.id, id), eq(table.supplierId, supplierId), isNull(table.deletedAt))!;
}

/** The columns of a card item (spec §3). */
function cardColumns(kind: ListingKind) {
  const table = tableOf(kind);
  return {
    id: table.id,
    name: table.name,
    price: table.price,
    avgRating: table.avgRating,
    ratingsCount: table.ratingsCount,
    isPriceNegotiable:
      kind === 'SERVICE' ? services.isPriceNegotiable : sql<boolean>`false`.as('is_price_negotiable'),
    supplierId: table.supplierId,
    businessName: accountsView.businessName,
  };
}

function listingQueries(db: Executor) {
  /** Adds the words of these search texts to the typo lookup (sorted, so parallel writers never deadlock). */
  async function insertSearchTerms(searchTexts: readonly string[]): Promise<void> {
    const terms = [...new Set(searchTexts.flatMap(typoLookupTerms))].sort();
    if (terms.length === 0) return;
    await db
      .insert(searchTerms)
      .values(terms.map((term) => ({ term })))
      .onConflictDoNothing();
  }

  return {
    /** The pool or the transaction these verbs run on: other modules' verbs run in it too (plan lock). */
    executor: db,

    /** Non-deleted listings of one kind of a supplier, optionally only the published ones. */
    async countBySupplier(
      kind: ListingKind,
      supplierId: string,
      options: { isPublished?: boolean } = {},
    ): Promise<number> {
      const table = tableOf(kind);
      const [row] = await db
        .select({ count: count() })
        .from(table)
        .where(
          and(
            eq(table.supplierId, supplierId),
            isNull(table.deletedAt),
            options.isPublished === undefined ? undefined : eq(table.isPublished, options.isPublished),
          ),
        );
      return row!.count;
    },

    /** Writes the search columns and adds their words to the typo lookup, like every write below. */
    async insertProduct(
      supplierId: string,
      values: ProductValues,
      search: SearchColumns,
    ): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, ...search, supplierId })
        .returning();
      await insertSearchTerms([search.searchText]);
      return row!;
    },

    async insertService(
      supplierId: string,
      values: ServiceValues,
      search: SearchColumns,
    ): Promise<ServiceRow> {
      const [row] = await db
        .insert(services)
        .values({ ...values, ...search, supplierId })
        .returning();
      await insertSearchTerms([search.searchText]);
      return row!;
    },

    async findProductBySupplier(supplierId: string, id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(ownedBy('PRODUCT', supplierId, id));
      return row;
    },

    async findServiceBySupplier(supplierId: string, id: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(ownedBy('SERVICE', supplierId, id));
      return row;
    },

    /** Which of these ids are the supplier's own published (not deleted) listings of a kind. */
    async findPublishedIdsBySupplier(kind: ListingKind, supplierId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const table = tableOf(kind);
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            inArray(table.id, [...ids]),
            eq(table.supplierId, supplierId),
            eq(table.isPublished, true),
            isNull(table.deletedAt),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** The supplier's own non-deleted listing, locked for the rest of the transaction when asked. */
    async findStateBySupplier(
      kind: ListingKind,
      supplierId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<{ id: string; isPublished: boolean } | undefined> {
      const table = tableOf(kind);
      const query = db
        .select({ id: table.id, isPublished: table.isPublished })
        .from(table)
        .where(ownedBy(kind, supplierId, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    /**
     * Answers whether the supplier's listing was there to change. A change of name, description or
     * category comes with the new search columns.
     */
    async updateProduct(
      supplierId: string,
      id: string,
      fields: Partial<ProductValues>,
      search?: SearchColumns,
    ): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...fields, ...search, updatedAt: sql`now()` })
        .where(ownedBy('PRODUCT', supplierId, id))
        .returning({ id: products.id });
      if (search && rows.length > 0) await insertSearchTerms([search.searchText]);
      return rows.length > 0;
    },

    async updateService(
      supplierId: string,
      id: string,
      fields: Partial<ServiceValues>,
      search?: SearchColumns,
    ): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ ...fields, ...search, updatedAt: sql`now()` })
        .where(ownedBy('SERVICE', supplierId, id))
        .returning({ id: services.id });
      if (search && rows.length > 0) await insertSearchTerms([search.searchText]);
      return rows.length > 0;
    },

    async updatePublished(
      kind: ListingKind,
      supplierId: string,
      id: string,
      isPublished: boolean,
    ): Promise<boolean> {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set({ isPublished, updatedAt: sql`now()` })
        .where(ownedBy(kind, supplierId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Soft delete: orders and invoices keep pointing at the row, and its images stay. */
    async softDelete(kind: ListingKind, supplierId: string, id: string): Promise<boolean> {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(ownedBy(kind, supplierId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Images of listings, in position order. */
    async findImages(kind: ListingKind, listingIds: readonly string[]): Promise<ListingImageRow[]> {
      if (listingIds.length === 0) return [];
      const owner = imageOwnerOf(kind);
      return db
        .select()
        .from(listingImages)
        .where(inArray(owner, [...listingIds]))
        .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
    },

    async insertImages(kind: ListingKind, listingId: string, images: readonly NewImage[]): Promise<void> {
      if (images.length === 0) return;
      const owner = kind === 'PRODUCT' ? 'productId' : 'serviceId';
      await db.insert(listingImages).values(images.map((image) => ({ ...image, [owner]: listingId })));
    },

    async deleteImage(imageId: string): Promise<void> {
      await db.delete(listingImages).where(eq(listingImages.id, imageId));
    },

    /** Positions 0, 1, 2… in the order of `imageIds`. */
    async updateImagePositions(imageIds: readonly string[]): Promise<void> {
      for (const [position, id] of imageIds.entries()) {
        await db.update(listingImages).set({ position }).where(eq(listingImages.id, id));
      }
    },

    /** The supplier's non-deleted listings of one kind, newest first. */
    /**
     * The supplier's published products that buyers cannot (or soon cannot) order: stock under the
     * minimum order quantity, or none. The lowest stock first, at most `limit`, and how many in all.
     */
    async findStockAlerts(supplierId: string, limit: number) {
      const short = and(
        eq(products.supplierId, supplierId),
        eq(products.isPublished, true),
        isNull(products.deletedAt),
        or(lt(products.stock, products.minOrderQuantity), eq(products.stock, 0)),
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            productId: products.id,
            name: products.name,
            stock: products.stock,
            minOrderQuantity: products.minOrderQuantity,
          })
          .from(products)
          .where(short)
          .orderBy(asc(products.stock), asc(products.name), asc(products.id))
          .limit(limit),
        db.select({ count: count() }).from(products).where(short),
      ]);
      return { items, count: total?.count ?? 0 };
    },

    async findRowsBySupplier(kind: ListingKind, supplierId: string, nameContains: string | undefined) {
      const table = tableOf(kind);
      return db
        .select({
          id: table.id,
          name: table.name,
          price: table.price,
          stock: kind === 'PRODUCT' ? products.stock : sql<null>`null`,
          isPublished: table.isPublished,
          createdAt: table.createdAt,
        })
        .from(table)
        .where(
          and(
            eq(table.supplierId, supplierId),
            isNull(table.deletedAt),
            nameContains ? ilike(table.name, containing(nameContains)) : undefined,
          ),
        )
        .orderBy(desc(table.createdAt), desc(table.id));
    },

    /**
     * One page of what buyers may see, in the order of `sortKeysOf`, with each card's sort key. Asks for
     * `limit` rows; the caller asks one more than it shows to learn whether a next page exists.
     */
    async searchVisibleCards(search: VisibleSearch) {
      const { kind } = search;
      if (search.categoryIds?.length === 0) return [];
      const table = tableOf(kind);
      const rank = search.textQuery
        ? sql<number>`ts_rank(${table.searchVector}, ${search.textQuery}::tsquery)`
        : sql<number>`0::real`;
      const keys = sortKeysOf(search.sort, search.textQuery !== undefined);
      const columns = {
        rank,
        price: table.price,
        avgRating: table.avgRating,
        ratingsCount: table.ratingsCount,
        createdAt: table.createdAt,
        id: table.id,
      };
      // The supplier's name is joined to the page only, not to every match.
      const { businessName: _, ...listingColumns } = cardColumns(kind);
      const page = db
        .select({ ...listingColumns, createdAt: table.createdAt, rank: rank.as('rank') })
        .from(table)
        .innerJoin(suppliersView, eq(suppliersView.userId, table.supplierId))
        .where(
          and(
            visibleTo(kind),
            search.categoryIds ? inArray(table.categoryId, [...search.categoryIds]) : undefined,
            search.supplierId ? eq(table.supplierId, search.supplierId) : undefined,
            search.minPrice === undefined ? undefined : gte(table.price, search.minPrice),
            search.maxPrice === undefined ? undefined : lte(table.price, search.maxPrice),
            search.textQuery ? sql`${table.searchVector} @@ ${search.textQuery}::tsquery` : undefined,
            search.after ? after(keys, columns, search.after) : undefined,
          ),
        )
        // By the output column: ts_rank reads the whole vector, and PostgreSQL cannot tell that an ORDER BY
        // expression with its own tsquery parameter is the selected one, so it would rank every match twice.
        .orderBy(...ordered(keys, { ...columns, rank: sql`"rank"` }))
        .limit(search.limit)
        .as('page');
      // The exact time is formatted for the page only, not for every match before the sort.
      const rows = await db
        .select({
          id: page.id,
          name: page.name,
          price: page.price,
          avgRating: page.avgRating,
          ratingsCount: page.ratingsCount,
          isPriceNegotiable: page.isPriceNegotiable,
          supplierId: page.supplierId,
          businessName: accountsView.businessName,
          rank: page.rank,
          exactCreatedAt: exactTime(page.createdAt),
          // The page's image keys in the same statement: one round trip per search. (Drizzle writes the
          // subquery's own columns unqualified, which inside this subselect would name listing_images'.)
          imageKeys: sql<
            string[]
          >`(SELECT coalesce(array_agg(${listingImages.key} ORDER BY ${listingImages.position}, ${listingImages.createdAt}), '{}')
            FROM ${listingImages} WHERE ${imageOwnerOf(kind)} = page.id)`,
        })
        .from(page)
        .innerJoin(accountsView, eq(accountsView.userId, page.supplierId))
        .orderBy(
          ...ordered(keys, {
            rank: sql`${page.rank}`,
            price: page.price,
            avgRating: page.avgRating,
            ratingsCount: page.ratingsCount,
            createdAt: page.createdAt,
            id: page.id,
          }),
        );
      return rows.map(({ exactCreatedAt, ...card }) => ({
        ...card,
        sortKey: keys.map(({ field }) => (field === 'createdAt' ? exactCreatedAt : card[field])),
      }));
    },

    /** The visible ones of these listings, in no particular order. */
    async findVisibleCardsByIds(kind: ListingKind, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const table = tableOf(kind);
      return db
        .select(cardColumns(kind))
        .from(table)
        .innerJoin(suppliersView, eq(suppliersView.userId, table.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, table.supplierId))
        .where(and(visibleTo(kind), inArray(table.id, [...ids])));
    },

    /** A visible listing's category, price and normalized name: what "find alternatives" compares. */
    async findVisibleSimilarity(kind: ListingKind, id: string) {
      const table = tableOf(kind);
      const [row] = await db
        .select({
          id: table.id,
          categoryId: table.categoryId,
          price: table.price,
          searchName: table.searchName,
        })
        .from(table)
        .innerJoin(suppliersView, eq(suppliersView.userId, table.supplierId))
        .where(and(eq(table.id, id), visibleTo(kind)));
      return row;
    },

    /**
     * Visible alternatives of a listing: others of its subcategory first, then, when those are too few, listings
     * of other subcategories with a similar normalized name (`%`: pg_trgm similarity of at least 0.3). Each
     * group comes by name similarity, then the nearest price: the order of the (category, name, price) GiST
     * index, walked nearest first, so a subcategory of thousands costs what one of ten does (docs/performance.md:
     * sorting every candidate took 140 ms and more on 100,000 products).
     */
    async findSimilarCards(
      kind: ListingKind,
      source: { id: string; categoryId: string; price: number; searchName: string },
      limit: number,
    ) {
      const table = tableOf(kind);
      const nearest = (where: SQL | undefined, count: number) =>
        db
          .select(cardColumns(kind))
          .from(table)
          .innerJoin(suppliersView, eq(suppliersView.userId, table.supplierId))
          .innerJoin(accountsView, eq(accountsView.userId, table.supplierId))
          .where(and(visibleTo(kind), ne(table.id, source.id), where))
          .orderBy(sql`${table.searchName} <-> ${source.searchName}`, sql`${table.price} <-> ${source.price}`)
          .limit(count);
      const sameSubcategory = await nearest(eq(table.categoryId, source.categoryId), limit);
      if (sameSubcategory.length === limit) return sameSubcategory;
      const similarNames = await nearest(
        and(ne(table.categoryId, source.categoryId), sql`${table.searchName} % ${source.searchName}`),
        limit - sameSubcategory.length,
      );
      return [...sameSubcategory, ...similarNames];
    },

    /** The `perSupplier` newest visible listings of each of these suppliers. */
    async findNewestVisibleCards(kind: ListingKind, supplierIds: readonly string[], perSupplier: number) {
      if (supplierIds.length === 0) return [];
      const table = tableOf(kind);
      const ranked = db
        .select({
          ...cardColumns(kind),
          createdAt: table.createdAt,
          place:
            sql<number>`row_number() over (partition by ${table.supplierId} order by ${table.createdAt} desc, ${table.id} desc)`.as(
              'place',
            ),
        })
        .from(table)
        .innerJoin(suppliersView, eq(suppliersView.userId, table.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, table.supplierId))
        .where(and(visibleTo(kind), inArray(table.supplierId, [...supplierIds])))
        .as('ranked');
      return db.select().from(ranked).where(lte(ranked.place, perSupplier));
    },

    /**
     * ACTIVE suppliers whose normalized business name has, for every query word, a word starting with one
     * of its variants (or, for typos, a trigram word similarity of 0.5 with its shortest variant), and whose normalized city is
     * one of `cities`. Best name match first, then the most rated. Ratings are those of their visible
     * listings (weighted by the number of ratings), and the company reviews' count and sum (decision 011:
     * the storefront's rating is the supplier reviews' average when there are any).
     */
    async searchSuppliers(search: {
      words: readonly (readonly string[])[];
      query: string;
      cities: readonly string[] | null;
      limit: number;
    }) {
      const name = normalizedSql(accountsView.businessName);
      const paddedName = sql`' ' || ${name}`;
      const wordMatches = search.words.map((variants) =>
        or(
          // A word of the name starts with the variant, or with the article and the variant.
          ...variants.flatMap((variant) => [
            sql`${paddedName} LIKE ${`% ${variant}%`}`,
            sql`${paddedName} LIKE ${`% ال${variant}%`}`,
          ]),
          sql`word_similarity(${variants.at(-1)}, ${name}) >= 0.5`,
        ),
      );
      const ratings = (kind: ListingKind) => {
        const table = tableOf(kind);
        return sql`SELECT ${table.avgRating} AS avg_rating, ${table.ratingsCount} AS ratings_count FROM ${table}
          WHERE ${table.supplierId} = ${accountsView.userId} AND ${table.isPublished} AND ${table.deletedAt} IS NULL`;
      };
      const rated = sql`(${ratings('PRODUCT')} UNION ALL ${ratings('SERVICE')})`;
      const companyReviews = sql`FROM ${ratingsView} WHERE ${ratingsView.supplierId} = ${accountsView.userId} AND ${ratingsView.productId} IS NULL`;
      return db
        .select({
          userId: accountsView.userId,
          businessName: accountsView.businessName,
          city: accountsView.city,
          pfpKey: accountsView.pfpKey,
          ratingsCount: sql<number>`(SELECT coalesce(sum(ratings_count), 0)::int FROM ${rated} AS rated)`.as(
            'ratings_count',
          ),
          ratingsTotal:
            sql<number>`(SELECT coalesce(sum(avg_rating * ratings_count), 0)::float8 FROM ${rated} AS rated)`.as(
              'ratings_total',
            ),
          reviewsCount: sql<number>`(SELECT count(*)::int ${companyReviews})`.as('reviews_count'),
          reviewsTotal:
            sql<number>`(SELECT coalesce(sum(${ratingsView.rating}), 0)::int ${companyReviews})`.as(
              'reviews_total',
            ),
        })
        .from(accountsView)
        .innerJoin(suppliersView, eq(suppliersView.userId, accountsView.userId))
        .where(
          and(
            eq(suppliersView.status, 'ACTIVE'),
            ...wordMatches,
            search.cities ? inArray(normalizedSql(accountsView.city), [...search.cities]) : undefined,
          ),
        )
        .orderBy(
          ...(search.query ? [desc(sql`word_similarity(${search.query}, ${name})`)] : []),
          desc(sql`ratings_count`),
          asc(accountsView.businessName),
          asc(accountsView.userId),
        )
        .limit(search.limit);
    },

    /**
     * For each query word: `simple` (tsquery text of its variants) and its English stem, parsed by
     * PostgreSQL exactly as the stored vectors were, and, when `nearest` > 0, the stored words nearest to
     * it by trigram distance (KNN on the GiST index of search_terms).
     */
    async expandQueryWords(words: readonly { word: string; simple: string; nearest: number }[]) {
      const result = await db.execute<{ simple: string; english: string; near: string[] | null }>(sql`
        SELECT to_tsquery('simple', w.simple)::text AS simple,
               plainto_tsquery('english', w.word)::text AS english,
               near.terms AS near
        FROM unnest(${sql.param(words.map((w) => w.word))}::text[], ${sql.param(words.map((w) => w.simple))}::text[],
                    ${sql.param(words.map((w) => w.nearest))}::int[])
             WITH ORDINALITY AS w(word, simple, nearest, place)
        LEFT JOIN LATERAL (
          SELECT array_agg(term) AS terms
          FROM (SELECT ${searchTerms.term} AS term FROM ${searchTerms}
                ORDER BY ${searchTerms.term} <-> w.word LIMIT w.nearest) AS nearest
        ) AS near ON w.nearest > 0
        ORDER BY w.place`);
      return result.rows.map((row) => ({ simple: row.simple, english: row.english, near: row.near ?? [] }));
    },

    insertSearchTerms,

    /** Listings (any state) whose search columns were never computed. */
    async findWithoutSearchColumns(kind: ListingKind, limit: number) {
      const table = tableOf(kind);
      return db
        .select({
          id: table.id,
          name: table.name,
          description: table.description,
          categoryId: table.categoryId,
        })
        .from(table)
        .where(isNull(table.searchText))
        .limit(limit);
    },

    async updateSearchColumns(
      kind: ListingKind,
      rows: readonly ({ id: string } & SearchColumns)[],
    ): Promise<void> {
      if (rows.length === 0) return;
      const table = tableOf(kind);
      await db.execute(sql`
        UPDATE ${table} SET search_name = computed.search_name, search_text = computed.search_text
        FROM unnest(${sql.param(rows.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => row.searchName))}::text[],
                    ${sql.param(rows.map((row) => row.searchText))}::text[]) AS computed(id, search_name, search_text)
        WHERE ${table.id} = computed.id`);
    },

    async findVisibleProduct(id: string) {
      const [row] = await db
        .select({ listing: products, supplier: supplierColumns })
        .from(products)
        .innerJoin(suppliersView, eq(suppliersView.userId, products.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, products.supplierId))
        .where(and(eq(products.id, id), visibleTo('PRODUCT')));
      return row;
    },

    /**
     * Products of these ids with their order terms, supplier and whether buyers may see them now (the
     * cart and checkout); deleted ones too, so a cart can mark them. Unknown ids are absent.
     */
    async findCartProducts(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select(productTermColumns)
        .from(products)
        .innerJoin(suppliersView, eq(suppliersView.userId, products.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, products.supplierId))
        .where(inArray(products.id, [...ids]));
    },

    async findVisibleService(id: string) {
      const [row] = await db
        .select({ listing: services, supplier: supplierColumns })
        .from(services)
        .innerJoin(suppliersView, eq(suppliersView.userId, services.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, services.supplierId))
        .where(and(eq(services.id, id), visibleTo('SERVICE')));
      return row;
    },
  };
}

/** A product's supplier, order terms, stock and whether buyers may see it now. */
const productTermColumns = {
  id: products.id,
  supplierId: products.supplierId,
  supplierBusinessName: accountsView.businessName,
  name: products.name,
  price: products.price,
  caseQuantity: products.caseQuantity,
  minOrderQuantity: products.minOrderQuantity,
  maxOrderQuantity: products.maxOrderQuantity,
  stock: products.stock,
  isVisible: sql<boolean>`${visibleTo('PRODUCT')}`.mapWith(Boolean),
};

const supplierColumns = {
  userId: accountsView.userId,
  businessName: accountsView.businessName,
  city: accountsView.city,
  pfpKey: accountsView.pfpKey,
};

export type ListingQueries = ReturnType<typeof listingQueries>;

export function createListingsRepository(db: Db) {
  return {
    ...listingQueries(db),
    /** Runs `work` in one transaction (rolled back when it throws), with the same data verbs. */
    transaction<T>(work: (tx: ListingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(listingQueries(tx)));
    },

    /** A product with its order and group terms (decision 015), in the caller's transaction when given. */
    async findGroupProduct(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          ...productTermColumns,
          isGroupPurchaseEnabled: products.isGroupPurchaseEnabled,
          groupMinQuantity: products.groupMinQuantity,
          groupDeadlineDays: products.groupDeadlineDays,
          groupPrice: products.groupPrice,
        })
        .from(products)
        .innerJoin(suppliersView, eq(suppliersView.userId, products.supplierId))
        .innerJoin(accountsView, eq(accountsView.userId, products.supplierId))
        .where(eq(products.id, id));
      return row;
    },

    /** The supplier's non-deleted products and services, in one statement. */
    async countListings(supplierId: string, executor: Executor = db) {
      const { rows } = await executor.execute<{ products: number; services: number }>(sql`
        SELECT (SELECT count(*)::int FROM ${products} WHERE ${products.supplierId} = ${supplierId} AND ${products.deletedAt} IS NULL) AS products,
               (SELECT count(*)::int FROM ${services} WHERE ${services.supplierId} = ${supplierId} AND ${services.deletedAt} IS NULL) AS services`);
      return rows[0]!;
    },

    async findProductNames(ids: readonly string[], executor: Executor = db) {
      if (ids.length === 0) return [];
      return executor
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /**
     * Takes `quantity` units of a product in the caller's transaction, only when that many are left: the
     * conditional update is the stock check, so two checkouts can never both take the last units.
     * Answers whether a row changed.
     */
    async takeStock(executor: Executor, productId: string, quantity: number): Promise<boolean> {
      const taken = await executor
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), gte(products.stock, quantity)))
        .returning({ id: products.id });
      return taken.length > 0;
    },

    /** Gives units back (a failed payment, a cancelled order), in the caller's transaction. */
    async returnStock(executor: Executor, productId: string, quantity: number): Promise<void> {
      await executor
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.id, productId));
    },

    /**
     * Sets each product's `avg_rating` (one decimal) and `ratings_count` from its reviews, inside the
     * caller's transaction. The rows are locked first (in id order, so writers never deadlock): the
     * update then runs on a fresh snapshot that sees every review committed before the lock was granted.
     */
    async recordProductRatings(executor: Executor, productIds: readonly string[]): Promise<void> {
      const ids = [...new Set(productIds)].sort();
      if (ids.length === 0) return;
      await executor
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
      const ofProduct = sql`FROM ${ratingsView} WHERE ${ratingsView.productId} = ${products.id}`;
      await executor
        .update(products)
        .set({
          avgRating: sql`(SELECT coalesce(round(avg(${ratingsView.rating}), 1), 0) ${ofProduct})`,
          ratingsCount: sql`(SELECT count(*)::int ${ofProduct})`,
        })
        .where(inArray(products.id, ids));
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
