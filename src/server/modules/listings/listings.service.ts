import { basicPlanLimits } from '../../../contract/plans/plans.schemas.js';
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
} from '../../../contract/catalog/catalog.schemas.js';
import type { SupplierCard } from '../../../contract/search/search.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { maxListingImages } from '../../../contract/catalog/catalog.schemas.js';
import { saudiCities } from '../../../contract/places/saudi-cities.js';
import { uuidPattern } from '../../../contract/ids/uuid.js';
import { AppError } from '../../platform/errors/app-error.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import { fileUrl, type FileStorage } from '../../platform/storage/file-storage.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { UsersService } from '../users/users.service.js';
import type {
  ListingQueries,
  ListingsRepository,
  NewImage,
  ProductValues,
  SearchColumns,
  ServiceValues,
  SortKey,
} from './listings.repository.js';
import { sortKeysOf } from './listings.repository.js';
import type { SearchSort } from '../../../contract/search/search-sorts.js';
import { createSharedAnswers } from '../../platform/cache/shared-answers.js';
import type { ListingImageRow, ProductRow, ServiceRow } from './listings.tables.js';
import {
  allowedEdits,
  citySpellings,
  editDistance,
  listingSearchColumns,
  searchWords,
  wordVariants,
} from '../../platform/text/search-text.js';

export type ListingOf<K extends ListingKind> = K extends 'PRODUCT' ? Product : Service;
export type BulkListingAction = 'PUBLISH' | 'UNPUBLISH' | 'DELETE';
export interface BulkListingResult {
  results: { id: string; ok: boolean; code?: string }[];
}

/** Spec §6: Basic allows 10 products and 3 services; Premium is unlimited. */
/** At most this many cards per search answer; without `limit`, a page has `defaultSearchLimit`. */
export const searchResultLimit = 60;
export const defaultSearchLimit = 24;
/** Words of a query beyond this are ignored (each adds an index lookup). */
const maxQueryWords = 8;
/** Stored words compared (by edit distance) with a query word that matches none: the nearest by trigrams. */
const typoCandidates = 40;
/** Query words whose alternatives each process keeps, and for how long (see `wordAlternatives`). */
const wordCacheSize = 10_000;
/**
 * How long a search answer is shared after it is computed. A listing this node writes shows at once;
 * one hidden by another node or module (store closed, supplier inactive) can show this long.
 */
const searchAnswerMilliseconds = 10_000;
const searchAnswerEntries = 2_000;
const wordCacheMilliseconds = 60_000;
/** Rows whose search columns are computed per statement when filling old rows. */
const searchFillBatch = 500;

const imageMaxDimension = 1600;
const thumbnailMaxDimension = 400;

/** Spec §3 card item defaults. */
const cardDefaults = { name: 'No Name', businessName: 'Unknown Supplier' };

/** `searchListings` filters; all optional. `supplierId` is for the storefront, not the public query. */
export interface ListingSearchOptions {
  category?: string;
  /** Narrows `category`; listings must be in both. */
  subcategory?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: SearchSort;
  cursor?: string;
  limit?: number;
  supplierId?: string;
}
export interface CardPage {
  items: CardItemDto[];
  /** Opaque; absent on the last page. */
  nextCursor: string | null;
}
export type ListingRef = { kind: ListingKind; id: string };

interface CardRow {
  id: string;
  name: string;
  price: number;
  avgRating: number;
  ratingsCount: number;
  isPriceNegotiable: boolean;
  supplierId: string;
  businessName: string;
}

/** Escapes a word for a tsquery literal. */
const lexeme = (word: string) => `'${word.replace(/['\\]/g, (char) => `\\${char}`)}'`;

/** A cursor is the sort and the sort key of the last card shown, as base64url JSON. */
function encodeCursor(sort: SearchSort, key: SortKey): string {
  return Buffer.from(JSON.stringify({ sort, key })).toString('base64url');
}

const keyPatterns = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  uuid: uuidPattern,
};

/** The sort key in a cursor made by `encodeCursor` for the same sort; anything else is refused. */
function decodeCursor(cursor: string, sort: SearchSort, types: readonly string[]): SortKey {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const { sort: cursorSort, key } = (decoded ?? {}) as { sort?: unknown; key?: unknown };
  const isValid =
    cursorSort === sort &&
    Array.isArray(key) &&
    key.length === types.length &&
    key.every((value: unknown, index) => {
      const type = types[index]!;
      if (type === 'timestamptz' || type === 'uuid') {
        return typeof value === 'string' && keyPatterns[type].test(value);
      }
      return typeof value === 'number' && Number.isFinite(value);
    });
  if (!isValid) throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
  return key as SortKey;
}

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

/** A product as the cart sees it (`findCartProducts`). */
export interface CartProduct {
  id: string;
  supplierId: string;
  supplierBusinessName: string;
  name: string;
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

/** Units of a product taken or given back by checkout and orders. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** One line per product (quantities added up), in product id order. */
function byProductId(lines: readonly StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

export function createListingsService({
  repository: store,
  categories,
  users,
  storage,
  onListingRemoved = async () => undefined,
}: {
  repository: ListingsRepository;
  categories: CategoriesService;
  /** The supplier's plan, locked in the transaction that counts its listings against it. */
  users: Pick<UsersService, 'lockSupplierPlan'>;
  storage: FileStorage;
  /** Decision 016: a supplier INACTIVE for too many listings is active again once within Basic's limits. */
  onListingRemoved?: (supplierId: string) => Promise<void>;
}) {
  const searchAnswers = createSharedAnswers<CardPage>({
    ttlMs: searchAnswerMilliseconds,
    maxEntries: searchAnswerEntries,
  });
  /** Every write of this module goes through one of these, and each forgets the kept search answers. */
  const afterWrite = <T>(write: Promise<T>) => write.finally(() => searchAnswers.forget());
  const repository: ListingsRepository = {
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

  async function searchColumnsOf(listing: {
    name: string;
    description: string;
    categoryId: string;
  }): Promise<SearchColumns> {
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
   * The `tsquery` of a buyer's text: every word must match (AND); a word matches a stored word that
   * starts with it or with one of its variants (without و/ف/ب/ك/ل or the article), its English stem
   * («glove» for «gloves»), or, when it starts no stored word, a stored word within `allowedEdits`
   * (typos: «اسمت» → «اسمنت», «glvoes» → «gloves»). Undefined when the text has no word.
   */
  async function textQueryOf(text: string | undefined): Promise<string | undefined> {
    const words = searchWords(text ?? '').slice(0, maxQueryWords);
    if (words.length === 0) return undefined;
    const alternatives = await wordAlternatives(words);
    // A word in which PostgreSQL's parser finds no lexeme (a lone sign such as U+17F4) has no alternative:
    // it is left out like a stop word, as it was left out of the stored vectors. Kept, it made `()`, a
    // tsquery syntax error (a 500 found by the fuzz test, issue 11).
    const searchable = words.filter((word) => alternatives.get(word)!.length > 0);
    if (searchable.length === 0) return undefined;
    return searchable.map((word) => `(${alternatives.get(word)!.join(' | ')})`).join(' & ');
  }

  /**
   * A word's alternatives depend only on the word and on the stored words, which change slowly, so each
   * process keeps them for a while: a repeated query then costs one statement instead of two. A new
   * listing's words become typo corrections within `wordCacheMilliseconds`; its prefixes and stems at once.
   */
  const wordCache = new Map<string, { expires: number; alternatives: string[] }>();
  async function wordAlternatives(words: readonly string[]): Promise<Map<string, string[]>> {
    const now = Date.now();
    const found = new Map<string, string[]>();
    for (const word of words) {
      const cached = wordCache.get(word);
      if (cached && cached.expires > now) found.set(word, cached.alternatives);
    }
    const missing = words.filter((word) => !found.has(word));
    if (missing.length === 0) return found;
    const expanded = await repository.expandQueryWords(
      missing.map((word) => ({
        word,
        // The word and variants of 3 letters or more by prefix; a shorter variant (يد of ليد) only as a
        // whole word, or it would match every word that starts with those two letters.
        simple: wordVariants(word)
          .map((variant, index) =>
            index === 0 || [...variant].length >= 3 ? `${lexeme(variant)}:*` : lexeme(variant),
          )
          .join(' | '),
        nearest: allowedEdits(word) > 0 ? typoCandidates : 0,
      })),
    );
    for (const [index, { simple, english, near }] of expanded.entries()) {
      const word = missing[index]!;
      const prefixes = wordVariants(word).filter((variant) => [...variant].length >= 3);
      const isKnown = near.some((term) => prefixes.some((prefix) => term.startsWith(prefix)));
      const edits = allowedEdits(word);
      const typos = isKnown ? [] : near.filter((term) => editDistance(word, term, edits) <= edits);
      // The stem adds nothing when it is the word itself (Arabic words, numbers): the prefix covers it.
      const stem = english === lexeme(word) ? '' : english;
      const alternatives = [simple, stem, ...typos.map(lexeme)].filter(Boolean);
      found.set(word, alternatives);
      if (wordCache.size >= wordCacheSize) wordCache.delete(wordCache.keys().next().value!);
      wordCache.set(word, { expires: now + wordCacheMilliseconds, alternatives });
    }
    return found;
  }

  /** Subcategories a category filter covers: itself, or every subcategory of a main category. */
  async function subcategoryIdsFor(categoryId: string | undefined): Promise<string[] | null> {
    if (!categoryId) return null;
    const subcategory = await categories.findSubcategory(categoryId);
    const ids = subcategory ? [subcategory.id] : await categories.subcategoryIdsOf(categoryId);
    if (!ids) throw new AppError('CATEGORY_NOT_FOUND');
    return ids;
  }

  /**
   * Subcategories both filters cover (null: no filter). A `subcategory` outside `category` leaves none,
   * and the search answers an empty page: the two ids exist, only their combination matches nothing.
   */
  async function categoryFilterOf(options: ListingSearchOptions): Promise<string[] | null> {
    const [inCategory, inSubcategory] = await Promise.all([
      subcategoryIdsFor(options.category),
      subcategoryIdsFor(options.subcategory),
    ]);
    if (!inCategory || !inSubcategory) return inCategory ?? inSubcategory;
    return inSubcategory.filter((id) => inCategory.includes(id));
  }

  /** Card items (spec §3) of rows of one kind, with their images in order (read here unless given). */
  async function toCards(
    kind: ListingKind,
    rows: readonly (CardRow & { imageKeys?: string[] })[],
  ): Promise<CardItemDto[]> {
    const missing = rows.filter((row) => !row.imageKeys).map((row) => row.id);
    const images = groupByListing(kind, await repository.findImages(kind, missing));
    const imageKeysOf = (row: CardRow & { imageKeys?: string[] }) =>
      row.imageKeys ?? (images.get(row.id) ?? []).map((image) => image.key);
    return rows.map((row) => ({
      _id: row.id,
      ...(kind === 'PRODUCT' ? { productId: row.id } : { serviceId: row.id }),
      name: row.name || cardDefaults.name,
      supplier: { userId: row.supplierId, businessName: row.businessName || cardDefaults.businessName },
      imagesFilesUrls: imageKeysOf(row).map((key) => fileUrl(key)),
      avgRating: row.avgRating,
      ratingsCount: row.ratingsCount,
      price: row.price,
      isPriceNegotiable: row.isPriceNegotiable,
    }));
  }

  /**
   * A page of cards buyers may see (spec §7 search): a main category covers its subcategories; `q`
   * matches as `textQueryOf` says; price bounds in halalas, inclusive; keyset pagination in the order
   * of the sort (see `sortKeysOf`), so pages never repeat or skip a card.
   *
   * Identical searches share one answer while it runs and for `searchAnswerMilliseconds` after, until
   * this module writes (decision 010): popular queries under load cost one statement, not one per buyer.
   */
  function searchListingsPage(kind: ListingKind, options: ListingSearchOptions = {}): Promise<CardPage> {
    const key = JSON.stringify([
      kind,
      options.category,
      options.subcategory,
      searchWords(options.q ?? '').slice(0, maxQueryWords),
      options.minPrice,
      options.maxPrice,
      options.sort ?? 'relevance',
      options.cursor,
      options.limit,
      options.supplierId,
    ]);
    return searchAnswers.answer(key, () => runSearch(kind, options));
  }

  async function runSearch(kind: ListingKind, options: ListingSearchOptions): Promise<CardPage> {
    const sort = options.sort ?? 'relevance';
    const limit = Math.min(Math.max(options.limit ?? defaultSearchLimit, 1), searchResultLimit);
    const categoryIds = await categoryFilterOf(options);
    let textQuery: string | undefined;
    if (options.q) {
      await fillSearchColumns();
      textQuery = await textQueryOf(options.q);
    }
    const types = sortKeysOf(sort, textQuery !== undefined).map((key) => key.type);
    const rows = await repository.searchVisibleCards({
      kind,
      categoryIds,
      supplierId: options.supplierId,
      minPrice: options.minPrice,
      maxPrice: options.maxPrice,
      textQuery,
      sort,
      after: options.cursor ? decodeCursor(options.cursor, sort, types) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    return {
      items: await toCards(kind, page),
      nextCursor: rows.length > limit ? encodeCursor(sort, page.at(-1)!.sortKey) : null,
    };
  }

  /**
   * Locks the supplier row until the transaction ends and answers its plan. Every transaction that
   * checks a plan limit starts here, so parallel requests of one supplier count one after the other.
   */
  const lockPlan = (tx: ListingQueries, supplierId: string) =>
    users.lockSupplierPlan(tx.executor, supplierId);

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
    await onListingRemoved(supplierId);
  }

  return {
    async createProduct(supplierId: string, fields: ProductFields): Promise<Product> {
      await assertCategoryFor('PRODUCT', fields.categoryId);
      const search = await searchColumnsOf(productValues(fields));
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'PRODUCT');
        return tx.insertProduct(supplierId, productValues(fields), search);
      });
      return toProduct(row, []);
    },

    async updateProduct(supplierId: string, id: string, fields: ProductFields): Promise<Product> {
      await assertOwn('PRODUCT', supplierId, id);
      await assertCategoryFor('PRODUCT', fields.categoryId);
      const values = productValues(fields);
      if (!(await repository.updateProduct(supplierId, id, values, await searchColumnsOf(values)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('PRODUCT', supplierId, id);
    },

    async createService(supplierId: string, fields: ServiceFields): Promise<Service> {
      await assertCategoryFor('SERVICE', fields.categoryId);
      const search = await searchColumnsOf(serviceValues(fields));
      const row = await repository.transaction(async (tx) => {
        await assertWithinPlan(tx, await lockPlan(tx, supplierId), supplierId, 'SERVICE');
        return tx.insertService(supplierId, serviceValues(fields), search);
      });
      return toService(row, []);
    },

    async updateService(supplierId: string, id: string, fields: ServiceFields): Promise<Service> {
      await assertOwn('SERVICE', supplierId, id);
      await assertCategoryFor('SERVICE', fields.categoryId);
      const values = serviceValues(fields);
      if (!(await repository.updateService(supplierId, id, values, await searchColumnsOf(values)))) {
        throw new AppError('NOT_FOUND');
      }
      return getOwn('SERVICE', supplierId, id);
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
          name: row.name,
          thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
          price: row.price,
          stock: row.stock,
          isPublished: row.isPublished,
          createdAt: row.createdAt.toISOString(),
        }));
    },

    searchListingsPage,

    /** For writes outside this module that change what buyers may see (a store closed, a supplier inactive). */
    forgetSearchAnswers: () => searchAnswers.forget(),

    /**
     * Reserves stock for a checkout in the caller's transaction (decision 011): each line is a conditional
     * decrement, and a line that cannot be covered throws OUT_OF_STOCK so the whole transaction rolls
     * back. Lines go in product id order so parallel checkouts lock rows in the same order (no deadlock).
     */
    async reserveStock(lines: readonly StockLine[], tx: DbExecutor): Promise<void> {
      for (const line of byProductId(lines)) {
        if (!(await store.takeStock(tx, line.productId, line.quantity))) {
          throw new AppError('OUT_OF_STOCK', { productId: line.productId });
        }
      }
    },

    /** Gives reserved or sold units back (failed payment, cancelled order), in the caller's transaction. */
    async releaseStock(lines: readonly StockLine[], tx: DbExecutor): Promise<void> {
      for (const line of byProductId(lines)) await store.returnStock(tx, line.productId, line.quantity);
    },

    /**
     * Sets the products' average rating (one decimal) and number of ratings from their reviews, in the
     * caller's transaction (reviews module). Call `forgetSearchAnswers` once it has committed.
     */
    recordProductRatings: (productIds: readonly string[], tx: DbExecutor) =>
      store.recordProductRatings(tx, productIds),

    /** The cards of `searchListingsPage`, without the cursor (the storefront: `{ supplierId, limit }`). */
    async searchListings(kind: ListingKind, options: ListingSearchOptions = {}): Promise<CardItemDto[]> {
      return (await searchListingsPage(kind, options)).items;
    },

    /** Cards of the visible ones of these listings, in the given order (the wishlist). */
    async findCardItems(refs: readonly ListingRef[]): Promise<CardItemDto[]> {
      const cards = new Map<string, CardItemDto>();
      for (const kind of ['PRODUCT', 'SERVICE'] as const) {
        const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
        for (const card of await toCards(kind, await repository.findVisibleCardsByIds(kind, ids))) {
          cards.set(`${kind}:${card._id}`, card);
        }
      }
      return refs.flatMap((ref) => cards.get(`${ref.kind}:${ref.id}`) ?? []);
    },

    /**
     * "Find alternatives" of a visible listing: others of its subcategory first, then those whose name is
     * most like its name (trigram similarity of the normalized names), then the nearest in price. Never the
     * listing itself; NOT_FOUND when buyers may not see it.
     */
    async findSimilar(kind: ListingKind, id: string, limit = 8): Promise<CardItemDto[]> {
      await fillSearchColumns();
      const source = await repository.findVisibleSimilarity(kind, id);
      if (!source) throw new AppError('NOT_FOUND');
      const rows = await repository.findSimilarCards(
        kind,
        { ...source, searchName: source.searchName ?? '' },
        limit,
      );
      return toCards(kind, rows);
    },

    /**
     * `GET /api/search/suppliers`: ACTIVE suppliers by business name (normalized; every word by prefix,
     * or close by trigrams) and city (Arabic or English name of a listed city, normalized), each with its
     * 3 newest visible listings of either kind.
     */
    async searchSuppliers({
      q,
      city,
      limit = defaultSearchLimit,
    }: {
      q?: string;
      city?: string;
      limit?: number;
    }): Promise<SupplierCard[]> {
      const words = searchWords(q ?? '').slice(0, maxQueryWords);
      const cities = city ? citySpellings(city, saudiCities) : [];
      const rows = await repository.searchSuppliers({
        words: words.map(wordVariants),
        query: words.join(' '),
        cities: cities.length > 0 ? cities : null,
        limit: Math.min(Math.max(limit, 1), searchResultLimit),
      });
      const ids = rows.map((row) => row.userId);
      const newest = (
        await Promise.all(
          (['PRODUCT', 'SERVICE'] as const).map(async (kind) => {
            const cardRows = await repository.findNewestVisibleCards(kind, ids, 3);
            const cards = await toCards(kind, cardRows);
            return cardRows.map((row, index) => ({ row, card: cards[index]! }));
          }),
        )
      )
        .flat()
        .sort(
          (a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || (a.row.id < b.row.id ? 1 : -1),
        );
      return rows.map((row) => ({
        userId: row.userId,
        businessName: row.businessName,
        city: row.city,
        pfpUrl: row.pfpKey ? fileUrl(row.pfpKey) : null,
        // Decision 011: the company reviews when there are any, else its listings' weighted average.
        ...(row.reviewsCount > 0
          ? { avgRating: row.reviewsTotal / row.reviewsCount, ratingsCount: row.reviewsCount }
          : {
              avgRating: row.ratingsCount === 0 ? 0 : row.ratingsTotal / row.ratingsCount,
              ratingsCount: row.ratingsCount,
            }),
        topItems: newest
          .filter(({ row: item }) => item.supplierId === row.userId)
          .slice(0, 3)
          .map(({ card }) => card),
      }));
    },

    /**
     * What the cart and checkout need of these products, read now from the catalog (prices are never
     * taken from a client): supplier, name, price before VAT, first image, order terms, stock and whether
     * buyers may see it. Unknown ids are absent.
     */
    async findCartProducts(ids: readonly string[]): Promise<CartProduct[]> {
      const unique = [...new Set(ids)];
      const [rows, images] = await Promise.all([
        repository.findCartProducts(unique),
        repository.findImages('PRODUCT', unique),
      ]);
      const firstImage = new Map<string, string>();
      for (const image of images) {
        if (image.productId && !firstImage.has(image.productId)) firstImage.set(image.productId, image.key);
      }
      return rows.map((row) => ({ ...row, imageKey: firstImage.get(row.id) ?? null }));
    },

    /** A product's order and group terms now, read in the caller's transaction when given. */
    findGroupProduct: (id: string, tx?: DbExecutor): Promise<GroupProduct | undefined> =>
      repository.findGroupProduct(id, tx),

    /** What Basic's limits count (decision 016): non-deleted products and services of the supplier. */
    countListings: (supplierId: string, tx?: DbExecutor) => repository.countListings(supplierId, tx),

    /** Products' names by id, read in the caller's transaction when given. */
    async findProductNames(ids: readonly string[], tx?: DbExecutor): Promise<Map<string, string>> {
      const rows = await repository.findProductNames([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, row.name]));
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
