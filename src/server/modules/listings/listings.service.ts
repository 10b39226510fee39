import { randomUUID } from 'node:crypto';
import type {
  CardItemDto,
  ListingKind,
  ListingRow,
  Product,
  ProductFields,
  PublicListing,
  Service,
  ServiceFields,
} from '../../../contract/catalog/listings.schemas.js';
import { maxListingImages } from '../../../contract/catalog/listings.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import { fileUrl, type FileStorage } from '../../platform/storage/file-storage.js';
import type { CategoriesService } from '../catalog/categories.service.js';
import type {
  ListingQueries,
  ListingsRepository,
  NewImage,
  ProductValues,
  ServiceValues,
} from './listings.repository.js';
import type { ListingImageRow, ProductRow, ServiceRow } from './listings.tables.js';

export type ListingOf<K extends ListingKind> = K extends 'PRODUCT' ? Product : Service;
export type BulkListingAction = 'PUBLISH' | 'UNPUBLISH' | 'DELETE';
export interface BulkListingResult {
  results: { id: string; ok: boolean; code?: string }[];
}

/** Spec §6: Basic allows 10 products and 3 services; Premium is unlimited. */
export const basicPlanLimits: Record<ListingKind, number> = { PRODUCT: 10, SERVICE: 3 };
/** At most this many cards per search answer. */
export const searchResultLimit = 60;
const imageMaxDimension = 1600;
const thumbnailMaxDimension = 400;

/** Spec §3 card item defaults. */
const cardDefaults = { name: 'No Name', businessName: 'Unknown Supplier' };

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
    avgRating: row.avgRating,
    ratingsCount: row.ratingsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function productValuesOf(row: ProductRow): ProductValues {
  return {
    name: row.name,
    description: row.description,
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
    name: row.name,
    description: row.description,
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
function productValues(fields: ProductFields): ProductValues {
  return {
    name: fields.name,
    description: fields.description ?? '',
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

function serviceValues(fields: ServiceFields): ServiceValues {
  return {
    name: fields.name,
    description: fields.description ?? '',
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

export function createListingsService({
  repository,
  categories,
  storage,
}: {
  repository: ListingsRepository;
  categories: CategoriesService;
  storage: FileStorage;
}) {
  /** Listings live in subcategories of a main category used for their kind. */
  async function assertCategoryFor(kind: ListingKind, categoryId: string) {
    const subcategory = await categories.findSubcategory(categoryId);
    if (subcategory?.usedFor === kind) return;
    const isMain = (await categories.findMainCategoryIds([categoryId])).length > 0;
    if (!subcategory && !isMain) throw new AppError('CATEGORY_NOT_FOUND', { field: 'categoryId' });
    throw new AppError('CATEGORY_KIND_MISMATCH', { field: 'categoryId' });
  }

  /**
   * Locks the supplier row until the transaction ends and answers its plan. Every transaction that
   * checks a plan limit starts here, so parallel requests of one supplier count one after the other.
   */
  async function lockPlan(tx: ListingQueries, supplierId: string) {
    const supplier = await tx.lockSupplier(supplierId);
    if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
    return supplier.plan;
  }

  /** Refuses when a Basic supplier already has its limit of (published, when asked) listings of a kind. */
  async function assertWithinPlan(
    tx: ListingQueries,
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
  }

  return {
    async createProduct(supplierId: string, fields: ProductFields): Promise<Product> {
      await assertCategoryFor('PRODUCT', fields.categoryId);
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'PRODUCT');
        return tx.insertProduct(supplierId, productValues(fields));
      });
      return toProduct(row, []);
    },

    async updateProduct(supplierId: string, id: string, fields: ProductFields): Promise<Product> {
      await assertOwn('PRODUCT', supplierId, id);
      await assertCategoryFor('PRODUCT', fields.categoryId);
      if (!(await repository.updateProduct(supplierId, id, productValues(fields)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('PRODUCT', supplierId, id);
    },

    async createService(supplierId: string, fields: ServiceFields): Promise<Service> {
      await assertCategoryFor('SERVICE', fields.categoryId);
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'SERVICE');
        return tx.insertService(supplierId, serviceValues(fields));
      });
      return toService(row, []);
    },

    async updateService(supplierId: string, id: string, fields: ServiceFields): Promise<Service> {
      await assertOwn('SERVICE', supplierId, id);
      await assertCategoryFor('SERVICE', fields.categoryId);
      if (!(await repository.updateService(supplierId, id, serviceValues(fields)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('SERVICE', supplierId, id);
    },

    getOwnProduct: (supplierId: string, id: string): Promise<Product> => getOwn('PRODUCT', supplierId, id),
    getOwnService: (supplierId: string, id: string): Promise<Service> => getOwn('SERVICE', supplierId, id),

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
      const copies = await copyImageFiles(await repository.findImages(kind, [id]));
      let copyId: string;
      try {
        copyId = await repository.transaction(async (tx) => {
          await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, kind);
          const copy =
            kind === 'PRODUCT'
              ? await tx.insertProduct(supplierId, productValuesOf(original as ProductRow))
              : await tx.insertService(supplierId, serviceValuesOf(original as ServiceRow));
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

    async updateStock(supplierId: string, id: string, stock: number): Promise<Product> {
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
          name: row.name,
          thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
          price: row.price,
          stock: row.stock,
          isPublished: row.isPublished,
          createdAt: row.createdAt.toISOString(),
        }));
    },

    /**
     * Cards of what buyers may see in a category (spec §7 search): a main category covers all its
     * subcategories; without a category, the newest of every category.
     */
    async searchByCategory(kind: ListingKind, categoryId?: string): Promise<CardItemDto[]> {
      let categoryIds: string[] | null = null;
      if (categoryId) {
        const subcategory = await categories.findSubcategory(categoryId);
        categoryIds = subcategory ? [subcategory.id] : await categories.subcategoryIdsOf(categoryId);
        if (!categoryIds) throw new AppError('CATEGORY_NOT_FOUND');
      }
      const rows = await repository.findVisibleCards(kind, categoryIds, searchResultLimit);
      const images = groupByListing(
        kind,
        await repository.findImages(
          kind,
          rows.map((row) => row.id),
        ),
      );
      return rows.map((row) => ({
        _id: row.id,
        ...(kind === 'PRODUCT' ? { productId: row.id } : { serviceId: row.id }),
        name: row.name || cardDefaults.name,
        supplier: { userId: row.supplierId, businessName: row.businessName || cardDefaults.businessName },
        imagesFilesUrls: (images.get(row.id) ?? []).map((image) => fileUrl(image.key)),
        avgRating: row.avgRating,
        ratingsCount: row.ratingsCount,
        price: row.price,
        isPriceNegotiable: row.isPriceNegotiable,
      }));
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
        name: listing.name,
        description: listing.description,
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

export type ListingsService = ReturnType<typeof createListingsService>;
