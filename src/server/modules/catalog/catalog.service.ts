import { basicPlanLimits } from '../../../contract/plans/plans.schemas.js';
import { randomUUID } from 'node:crypto';
import type {
  ListingKind,
  ListingRow,
  Product,
  ProductFields,
  PublicListing,
  Service,
  ServiceFields,
} from '../../../contract/catalog/catalog.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { afterCommit } from '../../platform/db/after-commit.js';
import { maxListingImages } from '../../../contract/catalog/catalog.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isWritten, type ListingNames } from '../../../contract/text/two-languages.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import { fileUrl, type FileStorage } from '../../platform/storage/file-storage.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { UsersService } from '../users/users.service.js';
import type {
  CatalogQueries,
  CatalogRepository,
  NewImage,
  ProductValues,
  SearchColumns,
  ServiceValues,
} from './catalog.repository.js';
import type { ListingImageRow, ProductRow, ServiceRow } from './catalog.tables.js';
import { listingSearchColumns } from '../../platform/text/search-text.js';

/** The views search's statements read (decision 023). */
export {
  listingImagesView,
  productSearchView,
  productsView,
  searchTermsView,
  serviceSearchView,
  servicesView,
} from './catalog.views.js';

export type ListingOf<K extends ListingKind> = K extends 'PRODUCT' ? Product : Service;
export type BulkListingAction = 'PUBLISH' | 'UNPUBLISH' | 'DELETE';
export interface BulkListingResult {
  results: { id: string; ok: boolean; code?: string }[];
}

/** Rows whose search columns are computed per statement when filling old rows. */
const searchFillBatch = 500;

const imageMaxDimension = 1600;
const thumbnailMaxDimension = 400;

const toImage = (row: ListingImageRow) => ({
  id: row.id,
  url: fileUrl(row.key),
  thumbnailUrl: fileUrl(row.thumbnailKey),
});

function listingState(row: ProductRow | ServiceRow, images: readonly ListingImageRow[]) {
  return {
    id: row.id,
    images: images.map(toImage),
    isPublished: row.isPublished,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
    takedownReason: row.takedownReason,
    avgRating: row.avgRating,
    ratingsCount: row.ratingsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The texts of a listing in both languages as stored: a blank text is null (not written). */
function listingTexts(fields: {
  nameAr?: string | null;
  nameEn?: string | null;
  descriptionAr?: string | null;
  descriptionEn?: string | null;
}) {
  const written = (text: string | null | undefined) => (isWritten(text) ? text.trim() : null);
  return {
    nameAr: written(fields.nameAr),
    nameEn: written(fields.nameEn),
    descriptionAr: written(fields.descriptionAr),
    descriptionEn: written(fields.descriptionEn),
  };
}

function productValuesOf(row: ProductRow): ProductValues {
  return {
    ...listingTexts(row),
    categoryId: row.categoryId,
    price: row.price,
    caseQuantity: row.caseQuantity,
    minOrderQuantity: row.minOrderQuantity,
    maxOrderQuantity: row.maxOrderQuantity,
    stock: row.stock,
    isGroupPurchaseEnabled: row.isGroupPurchaseEnabled,
    groupMinQuantity: row.groupMinQuantity,
    groupDeadlineDays: row.groupDeadlineDays,
    groupPrice: row.groupPrice,
  };
}

function serviceValuesOf(row: ServiceRow): ServiceValues {
  return {
    ...listingTexts(row),
    categoryId: row.categoryId,
    price: row.price,
    isPriceNegotiable: row.isPriceNegotiable,
    availability: row.availability,
  };
}

function toProduct(row: ProductRow, images: readonly ListingImageRow[]): Product {
  return { ...productValuesOf(row), ...listingState(row, images), kind: 'PRODUCT' };
}

function toService(row: ServiceRow, images: readonly ListingImageRow[]): Service {
  return { ...serviceValuesOf(row), ...listingState(row, images), kind: 'SERVICE' };
}

/** The fields as parsed by the contract's schema (which already checked case multiples and group price). */
type ListingTextKey = 'nameAr' | 'nameEn' | 'descriptionAr' | 'descriptionEn';
/**
 * A listing's fields as the service takes them: those the contract's schema answers, where a language
 * left out is not written (the demo seed and tests name a listing in one language).
 */
type WithOptionalTexts<T extends Record<ListingTextKey, unknown>> = Omit<T, ListingTextKey> &
  Partial<Pick<T, ListingTextKey>>;
export type ProductInput = WithOptionalTexts<ProductFields>;
export type ServiceInput = WithOptionalTexts<ServiceFields>;

/** A listing written without the contract's schema (the demo seed, a test) is named too. */
function namedListingTexts(fields: Parameters<typeof listingTexts>[0]) {
  const texts = listingTexts(fields);
  if (texts.nameAr === null && texts.nameEn === null) throw new AppError('LISTING_NAME_REQUIRED');
  return texts;
}

function productValues(fields: ProductInput): ProductValues {
  return {
    ...namedListingTexts(fields),
    categoryId: fields.categoryId,
    price: fields.price,
    caseQuantity: fields.caseQuantity,
    minOrderQuantity: fields.minOrderQuantity,
    maxOrderQuantity: fields.maxOrderQuantity,
    stock: fields.stock,
    isGroupPurchaseEnabled: fields.isGroupPurchaseEnabled,
    groupMinQuantity: fields.groupMinQuantity,
    groupDeadlineDays: fields.groupDeadlineDays,
    groupPrice: fields.groupPrice,
  };
}

function serviceValues(fields: ServiceInput): ServiceValues {
  return {
    ...namedListingTexts(fields),
    categoryId: fields.categoryId,
    price: fields.price,
    isPriceNegotiable: fields.isPriceNegotiable,
    availability: fields.availability,
  };
}

function groupByListing(kind: ListingKind, images: readonly ListingImageRow[]) {
  const byListing = new Map<string, ListingImageRow[]>();
  for (const image of images) {
    const listingId = (kind === 'PRODUCT' ? image.productId : image.serviceId)!;
    byListing.set(listingId, [...(byListing.get(listingId) ?? []), image]);
  }
  return byListing;
}

/** A product as the cart sees it (`findCartProducts`). */
export interface CartProduct {
  id: string;
  supplierId: string;
  supplierBusinessName: string;
  nameAr: string | null;
  nameEn: string | null;
  /** Per unit, before VAT, in halalas. */
  price: number;
  imageKey: string | null;
  caseQuantity: number;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  stock: number;
  /** Published, not deleted, of an ACTIVE supplier whose store is open. */
  isVisible: boolean;
}

/** A product as a group purchase sees it (decision 015): its order terms and its group terms. */
export interface GroupProduct extends Omit<CartProduct, 'imageKey'> {
  isGroupPurchaseEnabled: boolean;
  groupMinQuantity: number | null;
  groupDeadlineDays: number | null;
  groupPrice: number | null;
}

/** A product's average rating (one decimal) and number of ratings, as reviews computes them. */
export interface ProductRating {
  productId: string;
  avgRating: number;
  ratingsCount: number;
}

export function createCatalogService({
  repository: store,
  categories,
  users,
  storage,
  onListingRemoved = async () => undefined,
  onListingsChanged = () => undefined,
}: {
  repository: CatalogRepository;
  categories: CategoriesService;
  /** The supplier's plan, locked in the transaction that counts its listings against it. */
  users: Pick<UsersService, 'lockSupplierPlan'>;
  storage: FileStorage;
  /** Decision 016: a supplier INACTIVE for too many listings is active again once within Basic's limits. */
  onListingRemoved?: (supplierId: string) => Promise<void>;
  /**
   * After every write that may change what buyers see (search forgets the answers it keeps, decision
   * 010); wired to search in services.ts, which this module does not import.
   */
  onListingsChanged?: () => void;
}) {
  /** Every write of this module goes through one of these, and each tells search its answers are stale. */
  const afterWrite = <T>(write: Promise<T>) => write.finally(() => onListingsChanged());
  const repository: CatalogRepository = {
    ...store,
    transaction: (work) => afterWrite(store.transaction(work)),
    updatePublished: (...args) => afterWrite(store.updatePublished(...args)),
    softDelete: (...args) => afterWrite(store.softDelete(...args)),
    updateProduct: (...args) => afterWrite(store.updateProduct(...args)),
    updateService: (...args) => afterWrite(store.updateService(...args)),
  };

  /** Listings live in subcategories of a main category used for their kind. */
  async function assertCategoryFor(kind: ListingKind, categoryId: string) {
    const subcategory = await categories.findSubcategory(categoryId);
    if (subcategory?.usedFor === kind) return;
    const isMain = (await categories.findMainCategoryIds([categoryId])).length > 0;
    if (!subcategory && !isMain) throw new AppError('CATEGORY_NOT_FOUND', { field: 'categoryId' });
    throw new AppError('CATEGORY_KIND_MISMATCH', { field: 'categoryId' });
  }

  /** Names of each subcategory and of its main category, in both languages (taxonomy cached in memory). */
  async function categoryNames(): Promise<Map<string, string[]>> {
    const [english, arabic] = await Promise.all([
      categories.listCategoryTree('en'),
      categories.listCategoryTree('ar'),
    ]);
    const names = new Map<string, string[]>();
    for (const [mainIndex, main] of english.entries()) {
      const arabicMain = arabic[mainIndex]!;
      for (const [subIndex, sub] of main.subcategories.entries()) {
        names.set(sub.id, [sub.name, arabicMain.subcategories[subIndex]!.name, main.name, arabicMain.name]);
      }
    }
    return names;
  }

  async function searchColumnsOf(
    listing: Parameters<typeof listingSearchColumns>[0] & { categoryId: string },
  ): Promise<SearchColumns> {
    return listingSearchColumns(listing, (await categoryNames()).get(listing.categoryId) ?? []);
  }

  /**
   * Rows written before migration 0005 (or by hand) have no search columns. Rather than a second,
   * SQL copy of the normalization in a backfill, the first text search of each process computes them
   * with search-text.ts (a no-op query once they are all there). A row written later without the
   * service's write path is not found by text until the next process starts.
   */
  let searchColumnsFilled: Promise<void> | undefined;
  const fillSearchColumns = () =>
    (searchColumnsFilled ??= (async () => {
      for (const kind of ['PRODUCT', 'SERVICE'] as const) {
        for (;;) {
          const rows = await repository.findWithoutSearchColumns(kind, searchFillBatch);
          if (rows.length === 0) break;
          const names = await categoryNames();
          const computed = rows.map((row) => ({
            id: row.id,
            ...listingSearchColumns(row, names.get(row.categoryId) ?? []),
          }));
          await repository.updateSearchColumns(kind, computed);
          await repository.insertSearchTerms(computed.map((row) => row.searchText));
          if (rows.length < searchFillBatch) break;
        }
      }
    })().catch((error: unknown) => {
      searchColumnsFilled = undefined;
      throw error;
    }));

  /**
   * Locks the supplier row until the transaction ends and answers its plan. Every transaction that
   * checks a plan limit starts here, so parallel requests of one supplier count one after the other.
   */
  const lockPlan = (tx: CatalogQueries, supplierId: string) =>
    users.lockSupplierPlan(tx.executor, supplierId);

  /** Refuses when a Basic supplier already has its limit of (published, when asked) listings of a kind. */
  async function assertWithinPlan(
    tx: CatalogQueries,
    plan: 'BASIC' | 'PREMIUM',
    supplierId: string,
    kind: ListingKind,
    options: { isPublished?: boolean } = {},
  ) {
    if (plan === 'PREMIUM') return;
    const limit = basicPlanLimits[kind];
    if ((await tx.countBySupplier(kind, supplierId, options)) >= limit) {
      throw new AppError('PLAN_LIMIT_REACHED', { kind, limit });
    }
  }

  async function getOwn<K extends ListingKind>(
    kind: K,
    supplierId: string,
    id: string,
  ): Promise<ListingOf<K>> {
    const row =
      kind === 'PRODUCT'
        ? await repository.findProductBySupplier(supplierId, id)
        : await repository.findServiceBySupplier(supplierId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const images = await repository.findImages(kind, [id]);
    return (
      kind === 'PRODUCT' ? toProduct(row as ProductRow, images) : toService(row as ServiceRow, images)
    ) as ListingOf<K>;
  }

  async function assertOwn(kind: ListingKind, supplierId: string, id: string) {
    if (!(await repository.findStateBySupplier(kind, supplierId, id))) throw new AppError('NOT_FOUND');
  }

  /** Deletes files written before a transaction that then failed: they must not outlive it. */
  async function discardFiles(keys: readonly string[]) {
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  async function storeImage(upload: Buffer): Promise<Omit<NewImage, 'position'>> {
    const [image, thumbnail] = await Promise.all([
      processUploadedImage(upload, { maxDimension: imageMaxDimension }),
      processUploadedImage(upload, { maxDimension: thumbnailMaxDimension }),
    ]);
    const name = randomUUID();
    const stored = { key: `listings/${name}.webp`, thumbnailKey: `listings/${name}-thumb.webp` };
    await storage.put(stored.key, image.data, image.contentType);
    await storage.put(stored.thumbnailKey, thumbnail.data, thumbnail.contentType);
    return stored;
  }

  /** A copy of each file under a new key, so deleting one listing's image never breaks the other's. */
  async function copyImageFiles(images: readonly ListingImageRow[]): Promise<NewImage[]> {
    const copies: NewImage[] = [];
    try {
      for (const [position, image] of images.entries()) {
        const name = randomUUID();
        const copy = { key: `listings/${name}.webp`, thumbnailKey: `listings/${name}-thumb.webp`, position };
        copies.push(copy);
        for (const [from, to] of [
          [image.key, copy.key],
          [image.thumbnailKey, copy.thumbnailKey],
        ] as const) {
          const file = await storage.get(from);
          if (file) await storage.put(to, file.data, file.contentType);
        }
      }
      return copies;
    } catch (error) {
      await discardFiles(copies.flatMap((copy) => [copy.key, copy.thumbnailKey]));
      throw error;
    }
  }

  async function publish<K extends ListingKind>(supplierId: string, kind: K, id: string) {
    await repository.transaction(async (tx) => {
      // The supplier row first, then the listing: transactions that lock both lock in that order.
      const plan = await lockPlan(tx, supplierId);
      const listing = await tx.findStateBySupplier(kind, supplierId, id, { forUpdate: true });
      if (!listing) throw new AppError('NOT_FOUND');
      // Issue 25: a listing an operator took down stays down.
      if (listing.takenDownAt) throw new AppError('LISTING_TAKEN_DOWN');
      if (listing.isPublished) return;
      // Spec §5: at least one image.
      if ((await tx.findImages(kind, [id])).length === 0) throw new AppError('IMAGE_REQUIRED');
      await assertWithinPlan(tx, plan, supplierId, kind, { isPublished: true });
      await tx.updatePublished(kind, supplierId, id, true);
    });
    return getOwn(kind, supplierId, id);
  }

  async function unpublish<K extends ListingKind>(supplierId: string, kind: K, id: string) {
    if (!(await repository.updatePublished(kind, supplierId, id, false))) throw new AppError('NOT_FOUND');
    return getOwn(kind, supplierId, id);
  }

  async function remove(supplierId: string, kind: ListingKind, id: string): Promise<void> {
    if (!(await repository.softDelete(kind, supplierId, id))) throw new AppError('NOT_FOUND');
    await onListingRemoved(supplierId);
  }

  return {
    async createProduct(supplierId: string, fields: ProductInput): Promise<Product> {
      await assertCategoryFor('PRODUCT', fields.categoryId);
      const search = await searchColumnsOf(productValues(fields));
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'PRODUCT');
        return tx.insertProduct(supplierId, productValues(fields), search);
      });
      return toProduct(row, []);
    },

    async updateProduct(supplierId: string, id: string, fields: ProductInput): Promise<Product> {
      await assertOwn('PRODUCT', supplierId, id);
      await assertCategoryFor('PRODUCT', fields.categoryId);
      const values = productValues(fields);
      if (!(await repository.updateProduct(supplierId, id, values, await searchColumnsOf(values)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('PRODUCT', supplierId, id);
    },

    async createService(supplierId: string, fields: ServiceInput): Promise<Service> {
      await assertCategoryFor('SERVICE', fields.categoryId);
      const search = await searchColumnsOf(serviceValues(fields));
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'SERVICE');
        return tx.insertService(supplierId, serviceValues(fields), search);
      });
      return toService(row, []);
    },

    async updateService(supplierId: string, id: string, fields: ServiceInput): Promise<Service> {
      await assertOwn('SERVICE', supplierId, id);
      await assertCategoryFor('SERVICE', fields.categoryId);
      const values = serviceValues(fields);
      if (!(await repository.updateService(supplierId, id, values, await searchColumnsOf(values)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('SERVICE', supplierId, id);
    },

    /**
     * Demo data only (decision 028): the dates the supplier's listings were listed on, for a catalog
     * imported at once that must read as built up over months (the newest listings, the cards' "new" order).
     * Another supplier's listing is NOT_FOUND and nothing changes.
     */
    async recordImportedListingDates(
      supplierId: string,
      kind: ListingKind,
      dates: ReadonlyArray<{ id: string; createdAt: Date }>,
    ): Promise<void> {
      await repository.transaction(async (tx) => {
        for (const { id, createdAt } of dates) {
          if (!(await tx.updateListedDate(kind, supplierId, id, createdAt))) throw new AppError('NOT_FOUND');
        }
      });
    },

    getOwnProduct: (supplierId: string, id: string): Promise<Product> => getOwn('PRODUCT', supplierId, id),
    getOwnService: (supplierId: string, id: string): Promise<Service> => getOwn('SERVICE', supplierId, id),

    /**
     * The kind of each of these ids that is one of the supplier's own published listings (a supplier's
     * invoice is for those only, decision 013); the others are absent.
     */
    async findOwnPublishedKinds(
      supplierId: string,
      ids: readonly string[],
    ): Promise<Map<string, ListingKind>> {
      const unique = [...new Set(ids)];
      const kinds = new Map<string, ListingKind>();
      for (const kind of ['PRODUCT', 'SERVICE'] as const) {
        for (const id of await repository.findPublishedIdsBySupplier(kind, supplierId, unique))
          kinds.set(id, kind);
      }
      return kinds;
    },

    /** Adds an image at the end (spec §5: at most 3), re-encoded to WebP with a thumbnail. */
    async addImage<K extends ListingKind>(
      supplierId: string,
      kind: K,
      id: string,
      upload: Buffer,
    ): Promise<ListingOf<K>> {
      await assertOwn(kind, supplierId, id);
      if ((await repository.findImages(kind, [id])).length >= maxListingImages) {
        throw new AppError('IMAGE_LIMIT_REACHED', { limit: maxListingImages });
      }
      const stored = await storeImage(upload);
      try {
        await repository.transaction(async (tx) => {
          // The listing row lock makes two parallel uploads count one after the other.
          if (!(await tx.findStateBySupplier(kind, supplierId, id, { forUpdate: true }))) {
            throw new AppError('NOT_FOUND');
          }
          const images = await tx.findImages(kind, [id]);
          if (images.length >= maxListingImages) {
            throw new AppError('IMAGE_LIMIT_REACHED', { limit: maxListingImages });
          }
          const position = Math.max(-1, ...images.map((image) => image.position)) + 1;
          await tx.insertImages(kind, id, [{ ...stored, position }]);
        });
      } catch (error) {
        await discardFiles([stored.key, stored.thumbnailKey]);
        throw error;
      }
      return getOwn(kind, supplierId, id);
    },

    /** Removes an image and its files; a published listing keeps at least one (spec §5). */
    async removeImage<K extends ListingKind>(
      supplierId: string,
      kind: K,
      id: string,
      imageId: string,
    ): Promise<ListingOf<K>> {
      const removed = await repository.transaction(async (tx) => {
        const listing = await tx.findStateBySupplier(kind, supplierId, id, { forUpdate: true });
        if (!listing) throw new AppError('NOT_FOUND');
        const images = await tx.findImages(kind, [id]);
        const image = images.find((candidate) => candidate.id === imageId);
        if (!image) throw new AppError('NOT_FOUND');
        if (listing.isPublished && images.length === 1) throw new AppError('IMAGE_REQUIRED');
        await tx.deleteImage(imageId);
        await tx.updateImagePositions(images.filter((other) => other !== image).map((other) => other.id));
        return image;
      });
      await discardFiles([removed.key, removed.thumbnailKey]);
      return getOwn(kind, supplierId, id);
    },

    /** `imageIds` must name every image of the listing once, in the new order. */
    async reorderImages<K extends ListingKind>(
      supplierId: string,
      kind: K,
      id: string,
      imageIds: readonly string[],
    ): Promise<ListingOf<K>> {
      await repository.transaction(async (tx) => {
        if (!(await tx.findStateBySupplier(kind, supplierId, id, { forUpdate: true }))) {
          throw new AppError('NOT_FOUND');
        }
        const current = new Set((await tx.findImages(kind, [id])).map((image) => image.id));
        const isSameSet =
          new Set(imageIds).size === imageIds.length &&
          imageIds.length === current.size &&
          imageIds.every((imageId) => current.has(imageId));
        if (!isSameSet) throw new AppError('VALIDATION_FAILED', { field: 'imageIds' });
        await tx.updateImagePositions(imageIds);
      });
      return getOwn(kind, supplierId, id);
    },

    publish,
    unpublish,

    /** A copy that starts unpublished, with the same name and its own copies of the image files. */
    async duplicate<K extends ListingKind>(supplierId: string, kind: K, id: string): Promise<ListingOf<K>> {
      const original =
        kind === 'PRODUCT'
          ? await repository.findProductBySupplier(supplierId, id)
          : await repository.findServiceBySupplier(supplierId, id);
      if (!original) throw new AppError('NOT_FOUND');
      const search = await searchColumnsOf(original);
      const copies = await copyImageFiles(await repository.findImages(kind, [id]));
      let copyId: string;
      try {
        copyId = await repository.transaction(async (tx) => {
          await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, kind);
          const copy =
            kind === 'PRODUCT'
              ? await tx.insertProduct(supplierId, productValuesOf(original as ProductRow), search)
              : await tx.insertService(supplierId, serviceValuesOf(original as ServiceRow), search);
          await tx.insertImages(kind, copy.id, copies);
          return copy.id;
        });
      } catch (error) {
        await discardFiles(copies.flatMap((copy) => [copy.key, copy.thumbnailKey]));
        throw error;
      }
      return getOwn(kind, supplierId, copyId);
    },

    remove,

    /** Sets the stock of one of the supplier's products (inventory's `updateStock`). */
    async setStock(supplierId: string, id: string, stock: number): Promise<Product> {
      if (!(await repository.updateProduct(supplierId, id, { stock }))) throw new AppError('NOT_FOUND');
      return getOwn('PRODUCT', supplierId, id);
    },

    /** Each item on its own, in order; a refused item answers its error code and the rest go on. */
    async bulk(
      supplierId: string,
      action: BulkListingAction,
      items: readonly { id: string; kind: ListingKind }[],
    ): Promise<BulkListingResult> {
      const results: BulkListingResult['results'] = [];
      for (const { id, kind } of items) {
        try {
          if (action === 'PUBLISH') await publish(supplierId, kind, id);
          else if (action === 'UNPUBLISH') await unpublish(supplierId, kind, id);
          else await remove(supplierId, kind, id);
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, code: error.code });
        }
      }
      return { results };
    },

    /** The overview's stock alerts: published products with less stock than their minimum order, or none. */
    findStockAlerts: (supplierId: string, limit: number) => repository.findStockAlerts(supplierId, limit),

    /** The supplier's listings table: non-deleted, newest first, `q` matching the name in any case. */
    async listForSupplier(
      supplierId: string,
      { kind, q }: { kind?: ListingKind; q?: string } = {},
    ): Promise<ListingRow[]> {
      const kinds: ListingKind[] = kind ? [kind] : ['PRODUCT', 'SERVICE'];
      const found = await Promise.all(
        kinds.map(async (listingKind) => {
          const rows = await repository.findRowsBySupplier(listingKind, supplierId, q || undefined);
          const images = groupByListing(
            listingKind,
            await repository.findImages(
              listingKind,
              rows.map((row) => row.id),
            ),
          );
          return rows.map((row) => ({
            ...row,
            kind: listingKind,
            thumbnailKey: images.get(row.id)?.[0]?.thumbnailKey ?? null,
          }));
        }),
      );
      return found
        .flat()
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          nameAr: row.nameAr,
          nameEn: row.nameEn,
          thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
          price: row.price,
          stock: row.stock,
          isPublished: row.isPublished,
          takenDownAt: row.takenDownAt?.toISOString() ?? null,
          takedownReason: row.takedownReason,
          createdAt: row.createdAt.toISOString(),
        }));
    },

    /**
     * Takes `quantity` units of a product in the caller's transaction, only when that many are left (the
     * conditional update is the stock check); answers whether it could. Inventory's `reserveStock`.
     */
    takeStock: (productId: string, quantity: number, tx: DbExecutor): Promise<boolean> =>
      store.takeStock(tx, productId, quantity),

    /** Gives units back in the caller's transaction (inventory's `releaseStock`). */
    returnStock: (productId: string, quantity: number, tx: DbExecutor): Promise<void> =>
      store.returnStock(tx, productId, quantity),

    /** Before a text search: computes the search columns of rows written without them (once per process). */
    fillSearchColumns,

    /**
     * For writes outside this module that change what buyers may see (ratings recorded by reviews): search
     * forgets the answers it keeps.
     */
    forgetSearchAnswers: () => onListingsChanged(),

    /**
     * Sets the products' average rating and number of ratings from their reviews, in the caller's
     * transaction (reviews module). The rows are locked first, in id order: `ratingsOf` then reads on a
     * fresh snapshot that sees every review committed before the locks were granted. A product without
     * reviews gets 0 and 0. Call `forgetSearchAnswers` once it has committed.
     */
    async recordProductRatings(
      productIds: readonly string[],
      tx: DbExecutor,
      ratingsOf: (ids: readonly string[], tx: DbExecutor) => Promise<ProductRating[]>,
    ): Promise<void> {
      const ids = [...new Set(productIds)].sort();
      if (ids.length === 0) return;
      await store.lockProducts(tx, ids);
      const rated = new Map((await ratingsOf(ids, tx)).map((rating) => [rating.productId, rating]));
      await store.updateRatings(
        tx,
        ids.map((productId) => rated.get(productId) ?? { productId, avgRating: 0, ratingsCount: 0 }),
      );
    },

    /**
     * What the cart and checkout need of these products, read now from the catalog (prices are never
     * taken from a client): supplier, name, price before VAT, first image, order terms, stock and whether
     * buyers may see it. Unknown ids are absent.
     */
    findCartProducts: (ids: readonly string[]): Promise<CartProduct[]> =>
      repository.findCartProducts([...new Set(ids)]),

    /** A product's order and group terms now, read in the caller's transaction when given. */
    findGroupProduct: (id: string, tx?: DbExecutor): Promise<GroupProduct | undefined> =>
      repository.findGroupProduct(id, tx),

    /** What Basic's limits count (decision 016): non-deleted products and services of the supplier. */
    countListings: (supplierId: string, tx?: DbExecutor) => repository.countListings(supplierId, tx),

    /** Products' names in both languages by id, read in the caller's transaction when given. */
    async findProductNames(ids: readonly string[], tx?: DbExecutor): Promise<Map<string, ListingNames>> {
      const rows = await repository.findProductNames([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, { nameAr: row.nameAr, nameEn: row.nameEn }]));
    },

    /**
     * Issue 25: an operator takes a listing down in the caller's transaction: hidden from buyers everywhere
     * (the visibility rule and the search projection read `taken_down_at`), never publishable again. Answers
     * the listing as it was (names in both languages, supplier), or null when it is unknown or deleted.
     */
    async takeDownListing(
      tx: DbExecutor,
      { kind, id, reason, at }: { kind: ListingKind; id: string; reason: string; at: Date },
    ): Promise<{ supplierId: string; names: ListingNames; wasTakenDown: boolean } | null> {
      const listing = await repository.findForModeration(kind, id, tx, { forUpdate: true });
      if (!listing) return null;
      if (!listing.takenDownAt) await repository.updateTakenDown(tx, kind, id, { at, reason });
      afterCommit(tx, async () => onListingsChanged());
      return {
        supplierId: listing.supplierId,
        names: { nameAr: listing.nameAr, nameEn: listing.nameEn },
        wasTakenDown: listing.takenDownAt !== null,
      };
    },

    /** A listing as operators read it (both languages), whatever its visibility; null when unknown. */
    findListingForModeration: (kind: ListingKind, id: string) => repository.findForModeration(kind, id),

    /** The number of non-deleted listings of each of these suppliers (operators' queue). */
    async countListingsOfSuppliers(supplierIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await repository.countListingsOfSuppliers([...new Set(supplierIds)]);
      return new Map(rows.map((row) => [row.supplierId, row.count]));
    },

    /** A product or service page, under the same visibility rules as search; NOT_FOUND otherwise. */
    async getPublicListing(kind: ListingKind, id: string): Promise<PublicListing> {
      const found =
        kind === 'PRODUCT'
          ? await repository.findVisibleProduct(id)
          : await repository.findVisibleService(id);
      if (!found) throw new AppError('NOT_FOUND');
      const { listing, supplier } = found;
      const images = await repository.findImages(kind, [id]);
      const product = kind === 'PRODUCT' ? (listing as ProductRow) : null;
      const service = kind === 'SERVICE' ? (listing as ServiceRow) : null;
      return {
        id: listing.id,
        kind,
        nameAr: listing.nameAr,
        nameEn: listing.nameEn,
        descriptionAr: listing.descriptionAr,
        descriptionEn: listing.descriptionEn,
        categoryId: listing.categoryId,
        images: images.map(toImage),
        price: listing.price,
        avgRating: listing.avgRating,
        ratingsCount: listing.ratingsCount,
        supplier: {
          userId: supplier.userId,
          businessName: supplier.businessName,
          city: supplier.city,
          pfpUrl: supplier.pfpKey ? fileUrl(supplier.pfpKey) : null,
        },
        product: product && {
          caseQuantity: product.caseQuantity,
          minOrderQuantity: product.minOrderQuantity,
          maxOrderQuantity: product.maxOrderQuantity,
          isInStock: product.stock >= product.minOrderQuantity,
          isGroupPurchaseEnabled: product.isGroupPurchaseEnabled,
          groupMinQuantity: product.groupMinQuantity,
          groupDeadlineDays: product.groupDeadlineDays,
          groupPrice: product.groupPrice,
        },
        service: service && {
          isPriceNegotiable: service.isPriceNegotiable,
          availability: service.availability,
        },
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
