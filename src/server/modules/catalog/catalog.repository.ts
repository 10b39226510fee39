import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import type { Db } from '../../platform/db/database.js';
import { accountsView, suppliersView } from '../users/users.service.js';
import {
  listingImages,
  products,
  searchTerms,
  services,
  type ListingImageRow,
  type ProductRow,
  type ServiceRow,
} from './catalog.tables.js';
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
  | 'takenDownAt'
  | 'takedownReason'
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

/** A listing's name for sorting: the English one, else the Arabic one. */
const nameOf = (table: typeof products | typeof services) => sql`coalesce(${table.nameEn}, ${table.nameAr})`;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * What buyers may see: published, not deleted, not taken down by an operator, of an ACTIVE supplier that
 * is not suspended (issue 25) and whose store is open.
 */
function visibleTo(kind: ListingKind): SQL {
  const table = tableOf(kind);
  return and(
    eq(table.isPublished, true),
    isNull(table.deletedAt),
    isNull(table.takenDownAt),
    eq(suppliersView.status, 'ACTIVE'),
    eq(suppliersView.isSuspended, false),
    eq(suppliersView.isStoreClosed, false),
  )!;
}

function ownedBy(kind: ListingKind, supplierId: string, id: string): SQL {
  const table = tableOf(kind);
  return and(eq(table.id, id), eq(table.supplierId, supplierId), isNull(table.deletedAt))!;
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
    ): Promise<{ id: string; isPublished: boolean; takenDownAt: Date | null } | undefined> {
      const table = tableOf(kind);
      const query = db
        .select({ id: table.id, isPublished: table.isPublished, takenDownAt: table.takenDownAt })
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

    /** Demo data only: when the supplier's listing was listed; answers whether it is the supplier's. */
    async updateListedDate(kind: ListingKind, supplierId: string, id: string, createdAt: Date) {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set({ createdAt })
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
            nameAr: products.nameAr,
            nameEn: products.nameEn,
            stock: products.stock,
            minOrderQuantity: products.minOrderQuantity,
          })
          .from(products)
          .where(short)
          .orderBy(asc(products.stock), asc(nameOf(products)), asc(products.id))
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
          nameAr: table.nameAr,
          nameEn: table.nameEn,
          price: table.price,
          stock: kind === 'PRODUCT' ? products.stock : sql<null>`null`,
          isPublished: table.isPublished,
          takenDownAt: table.takenDownAt,
          takedownReason: table.takedownReason,
          createdAt: table.createdAt,
        })
        .from(table)
        .where(
          and(
            eq(table.supplierId, supplierId),
            isNull(table.deletedAt),
            nameContains
              ? or(
                  ilike(table.nameAr, containing(nameContains)),
                  ilike(table.nameEn, containing(nameContains)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(table.createdAt), desc(table.id));
    },

    insertSearchTerms,

    /** Listings (any state) whose search columns were never computed. */
    async findWithoutSearchColumns(kind: ListingKind, limit: number) {
      const table = tableOf(kind);
      return db
        .select({
          id: table.id,
          nameAr: table.nameAr,
          nameEn: table.nameEn,
          descriptionAr: table.descriptionAr,
          descriptionEn: table.descriptionEn,
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
        .select({
          ...productTermColumns,
          // The product's first image, in the same statement: a cart is priced on every checkout.
          imageKey: sql<string | null>`(SELECT ${listingImages.key} FROM ${listingImages}
            WHERE ${listingImages.productId} = ${products.id}
            ORDER BY ${listingImages.position}, ${listingImages.createdAt} LIMIT 1)`,
        })
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
  nameAr: products.nameAr,
  nameEn: products.nameEn,
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

export type CatalogQueries = ReturnType<typeof listingQueries>;

export function createCatalogRepository(db: Db) {
  return {
    ...listingQueries(db),
    /** Runs `work` in one transaction (rolled back when it throws), with the same data verbs. */
    transaction<T>(work: (tx: CatalogQueries) => Promise<T>): Promise<T> {
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

    /** A non-deleted listing for operators, in both languages; with `forUpdate`, locked in `executor`. */
    async findForModeration(
      kind: ListingKind,
      id: string,
      executor: Executor = db,
      options: { forUpdate?: boolean } = {},
    ) {
      const table = tableOf(kind);
      const query = executor
        .select({
          id: table.id,
          supplierId: table.supplierId,
          nameAr: table.nameAr,
          nameEn: table.nameEn,
          descriptionAr: table.descriptionAr,
          descriptionEn: table.descriptionEn,
          takenDownAt: table.takenDownAt,
        })
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deletedAt)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async updateTakenDown(
      executor: Executor,
      kind: ListingKind,
      id: string,
      { at, reason }: { at: Date; reason: string },
    ) {
      const table = tableOf(kind);
      await executor
        .update(table)
        .set({ takenDownAt: at, takedownReason: reason, updatedAt: sql`now()` })
        .where(eq(table.id, id));
    },

    /** Non-deleted listings per supplier, products and services together. */
    async countListingsOfSuppliers(supplierIds: readonly string[]) {
      if (supplierIds.length === 0) return [];
      const ids = sql.param([...supplierIds]);
      const { rows } = await db.execute<{ supplierId: string; count: number }>(sql`
        SELECT supplier_id AS "supplierId", count(*)::int AS count FROM (
          SELECT ${products.supplierId} AS supplier_id FROM ${products}
            WHERE ${products.supplierId} = ANY(${ids}::uuid[]) AND ${products.deletedAt} IS NULL
          UNION ALL
          SELECT ${services.supplierId} FROM ${services}
            WHERE ${services.supplierId} = ANY(${ids}::uuid[]) AND ${services.deletedAt} IS NULL
        ) AS listings GROUP BY supplier_id`);
      return rows;
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
        .select({ id: products.id, nameAr: products.nameAr, nameEn: products.nameEn })
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

    /** Locks the products' rows until the transaction ends, in id order (so writers never deadlock). */
    async lockProducts(executor: Executor, ids: readonly string[]): Promise<void> {
      await executor
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** Sets each product's `avg_rating` and `ratings_count`, in the caller's transaction. */
    async updateRatings(
      executor: Executor,
      ratings: readonly { productId: string; avgRating: number; ratingsCount: number }[],
    ): Promise<void> {
      if (ratings.length === 0) return;
      await executor.execute(sql`
        UPDATE ${products} SET avg_rating = given.avg_rating, ratings_count = given.ratings_count
        FROM unnest(${sql.param(ratings.map((row) => row.productId))}::uuid[],
                    ${sql.param(ratings.map((row) => String(row.avgRating)))}::numeric[],
                    ${sql.param(ratings.map((row) => row.ratingsCount))}::int[]) AS given(id, avg_rating, ratings_count)
        WHERE ${products.id} = given.id`);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
