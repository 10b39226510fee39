import type { CardItemDto, ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import { uuidPattern } from '../../../contract/ids/uuid.js';
import { saudiCities } from '../../../contract/places/saudi-cities.js';
import type { SupplierCard } from '../../../contract/search/search.schemas.js';
import type { SearchSort } from '../../../contract/search/search-sorts.js';
import { createSharedAnswers } from '../../platform/cache/shared-answers.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fileUrl } from '../../platform/storage/file-storage.js';
import {
  allowedEdits,
  citySpellings,
  editDistance,
  searchWords,
  wordVariants,
} from '../../platform/text/search-text.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CategoriesService } from '../categories/categories.service.js';
import { sortKeysOf, type SearchRepository, type SortKey } from './search.repository.js';

/*
 * What buyers find (spec §7): listings by text (Arabic-aware, typo-tolerant), category and price, in a
 * sort, a page at a time; alternatives to a listing; suppliers by name and city; the cards of chosen
 * listings (wishlist, chats). The listings are the catalog's: search reads them through its views.
 */

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
/** Spec §3 card item defaults. */
const cardDefaults = { businessName: 'Unknown Supplier' };

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
  /** Both languages (decision 027); the database keeps at least one. */
  nameAr: string | null;
  nameEn: string | null;
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

/** The image keys of each listing, in position order. */
function imageKeysByListing(
  kind: ListingKind,
  images: readonly { productId: string | null; serviceId: string | null; key: string }[],
) {
  const byListing = new Map<string, string[]>();
  for (const image of images) {
    const listingId = (kind === 'PRODUCT' ? image.productId : image.serviceId)!;
    byListing.set(listingId, [...(byListing.get(listingId) ?? []), image.key]);
  }
  return byListing;
}

export function createSearchService({
  repository,
  categories,
  catalog,
}: {
  repository: SearchRepository;
  categories: Pick<CategoriesService, 'findSubcategory' | 'subcategoryIdsOf'>;
  /** The search columns of rows written without them are computed before a text search. */
  catalog: Pick<CatalogService, 'fillSearchColumns'>;
}) {
  const searchAnswers = createSharedAnswers<CardPage>({
    ttlMs: searchAnswerMilliseconds,
    maxEntries: searchAnswerEntries,
  });

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
    const images = imageKeysByListing(kind, await repository.findImages(kind, missing));
    const imageKeysOf = (row: CardRow & { imageKeys?: string[] }) =>
      row.imageKeys ?? images.get(row.id) ?? [];
    return rows.map((row) => ({
      _id: row.id,
      ...(kind === 'PRODUCT' ? { productId: row.id } : { serviceId: row.id }),
      nameAr: row.nameAr,
      nameEn: row.nameEn,
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
      await catalog.fillSearchColumns();
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

  return {
    searchListingsPage,

    /**
     * For writes that change what buyers may see: every catalog write, and writes of other modules (a store
     * closed, a supplier inactive, ratings recorded).
     */
    forgetSearchAnswers: () => searchAnswers.forget(),

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
      await catalog.fillSearchColumns();
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
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
