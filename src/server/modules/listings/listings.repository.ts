import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { ListingKind } from '../../../contract/catalog/listings.schemas.js';
import type { Db } from '../../platform/db/database.js';
import { suppliers, users } from '../users/users.tables.js';
import {
  listingImages,
  products,
  services,
  type ListingImageRow,
  type ProductRow,
  type ServiceRow,
} from './listings.tables.js';

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
  | 'updatedAt';
export type ProductValues = Omit<ProductRow, ListingStateColumns>;
export type ServiceValues = Omit<ServiceRow, ListingStateColumns>;
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

/** What buyers may see: published, not deleted, of an ACTIVE supplier whose store is open. */
function visibleTo(kind: ListingKind): SQL {
  const table = tableOf(kind);
  return and(
    eq(table.isPublished, true),
    isNull(table.deletedAt),
    eq(suppliers.status, 'ACTIVE'),
    eq(suppliers.isStoreClosed, false),
  )!;
}

function ownedBy(kind: ListingKind, supplierId: string, id: string): SQL {
  const table = tableOf(kind);
  return and(eq(table.id, id), eq(table.supplierId, supplierId), isNull(table.deletedAt))!;
}

function listingQueries(db: Executor) {
  return {
    /**
     * Locks the supplier row until the transaction ends (`SELECT … FOR UPDATE`): plan limits are checked
     * and the listing written while no other request of the same supplier can do the same.
     */
    async lockSupplier(supplierId: string): Promise<{ plan: 'BASIC' | 'PREMIUM' } | undefined> {
      const [row] = await db
        .select({ plan: suppliers.plan })
        .from(suppliers)
        .where(eq(suppliers.userId, supplierId))
        .for('update');
      return row;
    },

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

    async insertProduct(supplierId: string, values: ProductValues): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, supplierId })
        .returning();
      return row!;
    },

    async insertService(supplierId: string, values: ServiceValues): Promise<ServiceRow> {
      const [row] = await db
        .insert(services)
        .values({ ...values, supplierId })
        .returning();
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

    /** Answers whether the supplier's listing was there to change. */
    async updateProduct(supplierId: string, id: string, fields: Partial<ProductValues>): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(ownedBy('PRODUCT', supplierId, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async updateService(supplierId: string, id: string, fields: Partial<ServiceValues>): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(ownedBy('SERVICE', supplierId, id))
        .returning({ id: services.id });
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

    /** Listings buyers may see in some categories (all when null), newest first. */
    async findVisibleCards(kind: ListingKind, categoryIds: readonly string[] | null, limit: number) {
      if (categoryIds?.length === 0) return [];
      const table = tableOf(kind);
      return db
        .select({
          id: table.id,
          name: table.name,
          price: table.price,
          avgRating: table.avgRating,
          ratingsCount: table.ratingsCount,
          isPriceNegotiable: kind === 'SERVICE' ? services.isPriceNegotiable : sql<boolean>`false`,
          supplierId: table.supplierId,
          businessName: users.businessName,
        })
        .from(table)
        .innerJoin(suppliers, eq(suppliers.userId, table.supplierId))
        .innerJoin(users, eq(users.id, table.supplierId))
        .where(and(visibleTo(kind), categoryIds ? inArray(table.categoryId, [...categoryIds]) : undefined))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
    },

    async findVisibleProduct(id: string) {
      const [row] = await db
        .select({ listing: products, supplier: supplierColumns })
        .from(products)
        .innerJoin(suppliers, eq(suppliers.userId, products.supplierId))
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(and(eq(products.id, id), visibleTo('PRODUCT')));
      return row;
    },

    async findVisibleService(id: string) {
      const [row] = await db
        .select({ listing: services, supplier: supplierColumns })
        .from(services)
        .innerJoin(suppliers, eq(suppliers.userId, services.supplierId))
        .innerJoin(users, eq(users.id, services.supplierId))
        .where(and(eq(services.id, id), visibleTo('SERVICE')));
      return row;
    },
  };
}

const supplierColumns = {
  userId: users.id,
  businessName: users.businessName,
  city: users.city,
  pfpKey: users.pfpKey,
};

export type ListingQueries = ReturnType<typeof listingQueries>;

export function createListingsRepository(db: Db) {
  return {
    ...listingQueries(db),
    /** Runs `work` in one transaction (rolled back when it throws), with the same data verbs. */
    transaction<T>(work: (tx: ListingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(listingQueries(tx)));
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
