import {
  and,
  fillPlaceholders,
  type Placeholder,
  placeholder,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import type { SearchSort } from '../../../contract/search/search-sorts.js';
import { sqlDialect } from '../../platform/db/database.js';
import { normalizedSql } from '../../platform/text/normalized-sql.js';
import {
  listingImagesView,
  productSearchView,
  productsView,
  searchTermsView,
  serviceSearchView,
  servicesView,
} from '../catalog/catalog.service.js';
import { ratingsView } from '../reviews/reviews.service.js';
import { accountsView, suppliersView } from '../users/users.service.js';

/*
 * Search's statements (spec §7). This module owns no table: it reads the listings through the views the
 * catalog publishes, the suppliers through users' and the company reviews through reviews' (decision
 * 023), so each search stays one statement.
 */

/** The pool or an open transaction. */
type Executor = PgDatabase<NodePgQueryResultHKT>;

const tableOf = (kind: ListingKind) => (kind === 'PRODUCT' ? productsView : servicesView);
const searchTableOf = (kind: ListingKind) => (kind === 'PRODUCT' ? productSearchView : serviceSearchView);
const imageOwnerOf = (kind: ListingKind) =>
  kind === 'PRODUCT' ? listingImagesView.productId : listingImagesView.serviceId;

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

type SortField = 'tier' | 'prior' | 'price' | 'avgRating' | 'ratingsCount' | 'createdAt' | 'id';
const sortTypes: Record<SortField, SortKeyType> = {
  tier: 'integer',
  prior: 'integer',
  price: 'integer',
  avgRating: 'numeric',
  ratingsCount: 'integer',
  createdAt: 'timestamptz',
  id: 'uuid',
};

/**
 * Relevance tiers of a text search (decision 029): first the listings whose name has every query word
 * (both languages, normalized, stems), then those that match elsewhere only (description, category).
 */
const nameTier = 1;
const otherTier = 2;

/**
 * The fields a search sorts on, most significant first; `createdAt` then `id` break ties, so the order
 * is total and a keyset cursor never skips or repeats a card. Relevance is the tier of the text match,
 * then the listing's quality prior (ratings, see catalog.tables.ts), then the newest; without a text
 * query, the newest.
 */
export function sortKeysOf(sort: SearchSort, hasTextQuery: boolean) {
  const key = (field: SortField, direction: 'asc' | 'desc') => ({ field, type: sortTypes[field], direction });
  const newest = [key('createdAt', 'desc'), key('id', 'desc')];
  switch (sort) {
    case 'relevance':
      return hasTextQuery ? [key('tier', 'asc'), key('prior', 'desc'), ...newest] : newest;
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
type ColumnField = Exclude<SortField, 'tier'>;

const ordered = (keys: readonly SortKeyField[], columns: Record<ColumnField, SQL | AnyColumn>) =>
  keys.map(({ field, direction }) => {
    const column = columns[field as ColumnField];
    return direction === 'asc' ? asc(column) : desc(column);
  });

/** Rows after `values` in the order of `keys`: (a, b) after (x, y) is a ⊳ x, or a = x and b ⊳ y. */
function after(
  keys: readonly SortKeyField[],
  columns: Record<ColumnField, SQL | AnyColumn>,
  values: readonly Placeholder[],
): SQL {
  const [first, ...rest] = keys;
  const column = columns[first!.field as ColumnField];
  const value = sql`${values[0]}::${sql.raw(first!.type)}`;
  const beyond = first!.direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`;
  if (rest.length === 0) return beyond;
  return or(beyond, and(sql`${column} = ${value}`, after(rest, columns, values.slice(1))))!;
}

/**
 * `after`, in the form an index on the sort's fields walks from the cursor instead of reading every earlier
 * row again as a filter. When every field goes the same way (relevance, newest, rating, price_desc) it is
 * one row comparison, `(a, b, id) < (x, y, z)`, which a btree on those columns takes as the start of its
 * walk; the bound of the first field alone would not do: 40% of listings are unrated and share one prior,
 * so page 2 of a common word walked past every earlier card of that prior (docs/performance.md, issue 23).
 * With mixed directions (price_asc) the first field's bound is repeated on its own and the rest filter.
 */
function afterIndexed(
  keys: readonly SortKeyField[],
  columns: Record<ColumnField, SQL | AnyColumn>,
  values: readonly Placeholder[],
): SQL {
  const [first] = keys;
  const column = columns[first!.field as ColumnField];
  const value = sql`${values[0]}::${sql.raw(first!.type)}`;
  const isAscending = first!.direction === 'asc';
  const bound = isAscending ? sql`${column} >= ${value}` : sql`${column} <= ${value}`;
  if (keys.every(({ direction }) => direction === first!.direction)) {
    const row = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;
    const fields = row(keys.map(({ field }) => sql`${columns[field as ColumnField]}`));
    const cursor = row(keys.map(({ type }, index) => sql`${values[index]}::${sql.raw(type)}`));
    return and(bound, isAscending ? sql`${fields} > ${cursor}` : sql`${fields} < ${cursor}`)!;
  }
  return and(bound, after(keys, columns, values))!;
}

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

/**
 * The suppliers whose listings buyers may not see (not ACTIVE, or store closed): few, so the search
 * statement excludes them as one hashed set instead of looking up the supplier of every match, and reads
 * them at the time of the statement, so hiding a store hides its listings at once.
 */
const hiddenSupplier = or(
  ne(suppliersView.status, 'ACTIVE'),
  eq(suppliersView.isSuspended, true),
  eq(suppliersView.isStoreClosed, true),
);

/** The columns of a card item (spec §3). */
function cardColumns(kind: ListingKind) {
  const table = tableOf(kind);
  return {
    id: table.id,
    nameAr: table.nameAr,
    nameEn: table.nameEn,
    price: table.price,
    avgRating: table.avgRating,
    ratingsCount: table.ratingsCount,
    isPriceNegotiable:
      kind === 'SERVICE' ? servicesView.isPriceNegotiable : sql<boolean>`false`.as('is_price_negotiable'),
    supplierId: table.supplierId,
    businessName: accountsView.businessName,
  };
}

/**
 * How a search's statement is built: everything but its values. Two searches of one shape send the same
 * text with other parameters, so the text is built once per shape (`searchVisibleCards`).
 */
function shapeOf(search: VisibleSearch): string {
  const categories = search.categoryIds ? Math.min(search.categoryIds.length, 2) : 0;
  return [
    search.kind,
    search.sort,
    search.textQuery === undefined ? 0 : 1,
    categories,
    search.supplierId === undefined ? 0 : 1,
    search.minPrice === undefined ? 0 : 1,
    search.maxPrice === undefined ? 0 : 1,
    // The tier of a relevance cursor chooses the statement (the name tier, or the other tier alone).
    search.after === undefined
      ? '-'
      : search.sort === 'relevance' && search.textQuery
        ? search.after[0]
        : '+',
  ].join(' ');
}

/** The values of a search's placeholders (`placeholder(name)` in `searchStatement`). */
function valuesOf(search: VisibleSearch): Record<string, unknown> {
  const values: Record<string, unknown> = {
    textQuery: search.textQuery,
    category: search.categoryIds?.[0],
    categories: search.categoryIds,
    supplierId: search.supplierId,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    limit: search.limit,
  };
  search.after?.forEach((value, index) => (values[`after${index}`] = value));
  return values;
}

/** `ORDER BY` of the sort's fields as columns of a subquery's rows (snake_case names). */
const orderOf = (rows: string, keys: readonly SortKeyField[]) =>
  sql.join(
    keys.map(
      ({ field, direction }) =>
        sql`${sql.raw(`${rows}.${field.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}`)} ${sql.raw(direction)}`,
    ),
    sql`, `,
  );

/** A statement as text cut at its parameters, and the parameters: constants, or placeholders to fill. */
interface StatementTemplate {
  parts: string[];
  params: unknown[];
}

function templateOf(statement: SQL): StatementTemplate {
  const { sql: text, params } = sqlDialect.sqlToQuery(statement);
  const parts = text.split(/\$\d+\b/);
  // Parameters are numbered in order of appearance, each once: the cut is exact.
  const numbers = [...text.matchAll(/\$(\d+)\b/g)].map((match) => Number(match[1]));
  if (numbers.some((number, index) => number !== index + 1) || numbers.length !== params.length) {
    throw new Error('search statement: parameters out of order');
  }
  return { parts, params };
}

/** The template with these values: a flat SQL whose rendering is a join, not a walk of the query tree. */
function filled(template: StatementTemplate, values: Record<string, unknown>): SQL {
  const params = fillPlaceholders(template.params, values);
  const chunks: SQL[] = [sql.raw(template.parts[0]!)];
  params.forEach((param, index) =>
    chunks.push(sql`${sql.param(param)}`, sql.raw(template.parts[index + 1]!)),
  );
  return sql.join(chunks);
}

export function createSearchRepository(db: Executor) {
  /**
   * The projection rows of one relevance tier (or of a search without tiers) in the order of `keys`, at
   * most `limit`, after `afterKey` when given. `match`: the tier's text condition, if any; `inCategory`:
   * the category condition (by default the search's categories).
   */
  function tierRows(
    search: VisibleSearch,
    tier: number,
    keys: readonly SortKeyField[],
    match: SQL | undefined,
    afterKey: readonly Placeholder[] | undefined,
    inCategory: SQL | undefined = categoryCondition(search),
  ) {
    const projection = searchTableOf(search.kind);
    const columns = {
      prior: projection.prior,
      price: projection.price,
      avgRating: projection.avgRating,
      ratingsCount: projection.ratingsCount,
      createdAt: projection.createdAt,
      id: projection.id,
    };
    return db
      .select({
        ...columns,
        supplierId: projection.supplierId,
        tier: sql<number>`${sql.raw(String(tier))}::int`.as('tier'),
      })
      .from(projection)
      .where(
        and(
          eq(projection.isVisible, true),
          notInArray(
            projection.supplierId,
            db.select({ id: suppliersView.userId }).from(suppliersView).where(hiddenSupplier),
          ),
          inCategory,
          search.supplierId ? eq(projection.supplierId, placeholder('supplierId')) : undefined,
          search.minPrice === undefined ? undefined : gte(projection.price, placeholder('minPrice')),
          search.maxPrice === undefined ? undefined : lte(projection.price, placeholder('maxPrice')),
          match,
          afterKey ? afterIndexed(keys, columns, afterKey) : undefined,
        ),
      )
      .orderBy(...ordered(keys, columns))
      .limit(placeholder('limit'));
  }

  /** One category: equality, so an index on (category, sort) gives its rows in order. */
  function categoryCondition(search: VisibleSearch): SQL | undefined {
    if (!search.categoryIds) return undefined;
    const { categoryId } = searchTableOf(search.kind);
    return search.categoryIds.length === 1
      ? sql`${categoryId} = ${placeholder('category')}::uuid`
      : sql`${categoryId} = ANY(${placeholder('categories')}::uuid[])`;
  }

  /** The statement of `searchVisibleCards` for searches of this one's shape, its values as placeholders. */
  function searchStatement(search: VisibleSearch): SQL {
    const { kind } = search;
    const projection = searchTableOf(kind);
    const keys = sortKeysOf(search.sort, search.textQuery !== undefined);
    const afterKey = search.after?.map((_, index) => placeholder(`after${index}`));
    const query = search.textQuery === undefined ? undefined : sql`${placeholder('textQuery')}::tsquery`;
    const anywhere = query ? sql`${projection.searchVector} @@ ${query}` : undefined;
    let rows: SQL;
    if (keys[0]!.field === 'tier') {
      const inName = sql`${projection.nameVector} @@ ${query}`;
      const pageKeys = keys.slice(1);
      const cursorTier = search.after ? (search.after[0] as number) : nameTier;
      const afterIn = (tier: number) => (afterKey && tier === cursorTier ? afterKey.slice(1) : undefined);
      const others = tierRows(
        search,
        otherTier,
        pageKeys,
        and(anywhere, sql`NOT (${inName})`),
        afterIn(otherTier),
      );
      rows =
        cursorTier === nameTier
          ? sql`WITH name_tier AS MATERIALIZED (${tierRows(search, nameTier, pageKeys, inName, afterIn(nameTier))})
                SELECT * FROM name_tier
                UNION ALL
                SELECT * FROM (${others}) AS other_tier WHERE (SELECT count(*) FROM name_tier) < ${placeholder('limit')}`
          : sql`${others}`;
    } else if (!anywhere && search.categoryIds && search.categoryIds.length > 1) {
      // A main category's page without text: one walk per subcategory on its (category, sort) index, each
      // stopping after a page, then the best of those few. An index cannot give the rows of several
      // categories in one order, so one walk over all of them read every row of the category and sorted.
      const perCategory = tierRows(
        search,
        0,
        keys,
        undefined,
        afterKey,
        sql`${projection.categoryId} = chosen.category_id`,
      );
      // Sorted and cut here, so only the page's rows are joined to their listing below, not every walk's.
      rows = sql`SELECT per_category.*
                 FROM unnest(${placeholder('categories')}::uuid[]) AS chosen(category_id)
                 CROSS JOIN LATERAL (${perCategory}) AS per_category
                 ORDER BY ${orderOf('per_category', keys)}
                 LIMIT ${placeholder('limit')}`;
    } else {
      rows = sql`${tierRows(search, 0, keys, anywhere, afterKey)}`;
    }
    const table = tableOf(kind);
    return sql`
      SELECT page.id, ${table.nameAr}, ${table.nameEn}, page.price, page.avg_rating, page.ratings_count,
             ${kind === 'SERVICE' ? servicesView.isPriceNegotiable : sql`false`} AS is_price_negotiable,
             page.supplier_id, ${accountsView.businessName}, page.prior, page.tier,
             ${exactTime(sql`page.created_at`)} AS exact_created_at,
             (SELECT coalesce(array_agg(${listingImagesView.key} ORDER BY ${listingImagesView.position}, ${listingImagesView.createdAt}), '{}')
              FROM ${listingImagesView} WHERE ${imageOwnerOf(kind)} = page.id) AS image_keys
      FROM (${rows}) AS page
      JOIN ${table} ON ${table.id} = page.id
      JOIN ${accountsView} ON ${accountsView.userId} = page.supplier_id
      ORDER BY ${orderOf('page', keys)}
      LIMIT ${placeholder('limit')}`;
  }

  /**
   * Each shape's statement, built once: building it with drizzle was the largest part of the Node CPU a
   * search costs (issue 23: about a tenth of the process's time under the search benchmark). A few hundred
   * shapes at most (kinds × sorts × which filters × cursor tier).
   */
  const templates = new Map<string, StatementTemplate>();

  return {
    /**
     * One page of what buyers may see, in the order of `sortKeysOf`, with each card's sort key. Asks for
     * `limit` rows; the caller asks one more than it shows to learn whether a next page exists.
     *
     * One statement. Each part walks the projection in the page's order and stops after `limit` rows (an
     * index per sort), or, for a rare word, takes its few matches from a GIN index and sorts them: the cost
     * follows the page, not the number of matches (decision 029). Relevance reads the name tier first; the
     * other tier runs only when the name tier did not fill the page (a one-time filter on its count).
     */
    async searchVisibleCards(search: VisibleSearch) {
      if (search.categoryIds?.length === 0) return [];
      const keys = sortKeysOf(search.sort, search.textQuery !== undefined);
      const shape = shapeOf(search);
      let template = templates.get(shape);
      if (!template) {
        template = templateOf(searchStatement(search));
        templates.set(shape, template);
      }
      const result = await db.execute<{
        id: string;
        name_ar: string | null;
        name_en: string | null;
        price: number;
        avg_rating: string;
        ratings_count: number;
        is_price_negotiable: boolean;
        supplier_id: string;
        business_name: string;
        prior: number;
        tier: number;
        exact_created_at: string;
        image_keys: string[];
      }>(filled(template, valuesOf(search)));
      return result.rows.map((row) => {
        const card = {
          id: row.id,
          nameAr: row.name_ar,
          nameEn: row.name_en,
          price: row.price,
          avgRating: Number(row.avg_rating),
          ratingsCount: row.ratings_count,
          isPriceNegotiable: row.is_price_negotiable,
          supplierId: row.supplier_id,
          businessName: row.business_name,
          imageKeys: row.image_keys,
        };
        const values = { ...card, tier: row.tier, prior: row.prior, createdAt: row.exact_created_at };
        return { ...card, sortKey: keys.map(({ field }) => values[field]) };
      });
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
            eq(suppliersView.isSuspended, false),
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
          FROM (SELECT ${searchTermsView.term} AS term FROM ${searchTermsView}
                ORDER BY ${searchTermsView.term} <-> w.word LIMIT w.nearest) AS nearest
        ) AS near ON w.nearest > 0
        ORDER BY w.place`);
      return result.rows.map((row) => ({ simple: row.simple, english: row.english, near: row.near ?? [] }));
    },

    /** The images of listings in position order: the files of the cards a statement did not carry. */
    async findImages(kind: ListingKind, listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return db
        .select({
          productId: listingImagesView.productId,
          serviceId: listingImagesView.serviceId,
          key: listingImagesView.key,
        })
        .from(listingImagesView)
        .where(inArray(imageOwnerOf(kind), [...listingIds]))
        .orderBy(asc(listingImagesView.position), asc(listingImagesView.createdAt));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
