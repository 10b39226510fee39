import { hash } from '@node-rs/argon2';
import { WriteReviewBodySchema } from '../../contract/reviews/reviews.schemas.js';
import { saudiCities } from '../../contract/places/saudi-cities.js';
import { dayMs } from '../platform/time/riyadh-time.js';
import type { Services } from '../services.js';
import { demoAccounts, demoPassword } from './demo-accounts.js';
import { demoBuyers, productReviewWords, supplierReviewWords, type DemoBuyer } from './demo-buyers.js';
import { demoSuppliers } from './demo-catalog-data.js';

type HistoryServices = Pick<Services, 'users' | 'categories' | 'catalog' | 'orders' | 'reviews'>;
type Rating = 1 | 2 | 3 | 4 | 5;
type Random = () => number;

const hourMs = 3_600_000;

/** Mulberry32: a small seeded generator, so every demo site (and its test) gets the same history. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The first `count` of a Fisher–Yates shuffle of 0…n-1. */
function sample(random: Random, n: number, count: number): number[] {
  const order = [...Array(n).keys()];
  for (let index = n - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order.slice(0, count);
}

/** A value by weight: `[[value, weight], …]`. */
function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return choices.at(-1)![0];
}

/**
 * How a product's buyers rate it: most products please (mostly 5s and 4s), some are uneven (3s), a few
 * disappoint now and then (1s and 2s).
 */
const ratingsByQuality = {
  GREAT: [
    [5, 70],
    [4, 27],
    [3, 3],
  ],
  GOOD: [
    [5, 40],
    [4, 45],
    [3, 12],
    [2, 3],
  ],
  UNEVEN: [
    [5, 20],
    [4, 30],
    [3, 30],
    [2, 12],
    [1, 8],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [Rating, number]>>;

/** How many demo buyers reviewed a product: most 1–4, some up to 8, about one in eight none yet. */
const reviewCounts = [
  [0, 12],
  [1, 17],
  [2, 18],
  [3, 16],
  [4, 12],
  [5, 9],
  [6, 7],
  [7, 5],
  [8, 4],
] as const satisfies ReadonlyArray<readonly [number, number]>;

/**
 * A review's words for this rating: often a sentence and a detail, sometimes English, sometimes none.
 * `used` holds what this product's reviews already say: the same opening or the same detail twice on
 * one product page reads as copied. A supplier has many more reviews than its banks have phrases, so
 * there (`isStrict` false) only the same whole text is avoided.
 */
function reviewText(
  random: Random,
  words: (typeof productReviewWords)[Rating],
  silentShare: number,
  used: Set<string>,
  isStrict = true,
): string {
  if (random() < silentShare) return '';
  for (let attempt = 0; attempt < 6; attempt++) {
    if (random() < 0.12) {
      const text = pick(random, words.english);
      if (used.has(text)) continue;
      used.add(text);
      return text;
    }
    const opening = pick(random, words.openings);
    const detail = random() < 0.3 ? null : pick(random, words.details);
    // "و…", "بس…" and "لكن…" go on the sentence; anything else starts one of its own.
    const text =
      detail === null
        ? opening
        : /^(و|بس |لكن )/.test(detail)
          ? `${opening} ${detail}`
          : `${opening}، ${detail}`;
    const parts = isStrict ? [opening, ...(detail === null ? [] : [detail])] : [text];
    if (parts.some((part) => used.has(part))) continue;
    for (const part of parts) used.add(part);
    return text;
  }
  // Every phrase for this rating is used on this page already: a rating alone.
  return '';
}

function arabicCity(englishName: string): string {
  const city = saudiCities.find((candidate) => candidate.en === englishName);
  if (!city) throw new Error(`Demo history: unknown city ${englishName}`);
  return city.ar;
}

interface ListedProduct {
  id: string;
  supplierId: string;
  listedAt: Date;
  /** Units a buyer orders at a time: the minimum order, in whole cases. */
  orderUnit: number;
  quality: keyof typeof ratingsByQuality;
}

interface PlannedOrder {
  buyerIndex: number;
  supplierId: string;
  placedAt: Date;
  lines: Array<{ productId: string; quantity: number }>;
  /** Ratings of the products the buyer reviews; an order without any is not reviewed. */
  reviewed: Array<{ productId: string; rating: Rating }>;
}

/**
 * When each demo catalog supplier listed its products and services. Each supplier's newest published
 * product has its own day, every other day over the last eight weeks in a shuffled order of suppliers,
 * so the landing's newest products come from as many suppliers; its other listings are older, back to
 * when it joined the site, three months to a year ago. Listings are taken in id order, so a run that
 * stopped and starts again gives each the same date.
 */
async function spreadListingDates(services: HistoryServices, supplierIds: readonly string[], now: Date) {
  const listed = new Map<string, Date>();
  const turns = sample(seededRandom(999), supplierIds.length, supplierIds.length);
  const olderThan = 2 * supplierIds.length + 3;
  for (const [index, supplierId] of supplierIds.entries()) {
    const random = seededRandom(1_000 + index);
    const newestDaysAgo = 1 + 2 * turns.indexOf(index);
    const joinedDaysAgo = olderThan + 30 + random() * 280;
    const rows = (await services.catalog.listForSupplier(supplierId)).sort((a, b) => (a.id < b.id ? -1 : 1));
    const newest = rows.find((row) => row.kind === 'PRODUCT' && row.isPublished);
    const dates = rows.map((row) => {
      const daysAgo = row === newest ? newestDaysAgo : olderThan + random() * (joinedDaysAgo - olderThan);
      // Listed in working hours, Riyadh time (UTC+3): 08:00–20:00.
      const day = Math.floor(now.getTime() / dayMs - daysAgo) * dayMs;
      const createdAt = new Date(Math.min(day + (5 + random() * 12) * hourMs, now.getTime() - hourMs));
      listed.set(row.id, createdAt);
      return { kind: row.kind, id: row.id, createdAt };
    });
    for (const kind of ['PRODUCT', 'SERVICE'] as const) {
      await services.catalog.recordImportedListingDates(
        supplierId,
        kind,
        dates.filter((date) => date.kind === kind),
      );
    }
  }
  return listed;
}

/**
 * The demo supplier's listings: each product listed a few days before the first order of it (its sales
 * history), the others a month ago, so its forecast products do not stay "the newest" on the landing.
 */
async function dateDemoSupplierListings(services: HistoryServices, now: Date) {
  const supplier = await services.users.findByEmail(demoAccounts.supplier.email);
  if (!supplier) return;
  const firstSold = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await services.orders.listSupplierOrders(supplier.id, { limit: 100, cursor });
    for (const order of page.items) {
      const at = Date.parse(order.orderDate);
      for (const item of order.items) {
        firstSold.set(item.productId, Math.min(firstSold.get(item.productId) ?? at, at));
      }
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const rows = await services.catalog.listForSupplier(supplier.id);
  for (const kind of ['PRODUCT', 'SERVICE'] as const) {
    await services.catalog.recordImportedListingDates(
      supplier.id,
      kind,
      rows
        .filter((row) => row.kind === kind)
        .map((row) => {
          const sold = firstSold.get(row.id);
          const at = sold === undefined ? now.getTime() - 30 * dayMs : sold - 4 * dayMs;
          return { id: row.id, createdAt: new Date(Math.min(at, Date.parse(row.createdAt))) };
        }),
    );
  }
}

/**
 * Which buyer bought and reviewed which product when. Each product gets its number of reviewers (none
 * when listed too recently to have been delivered), each reviewer an order date after it was listed;
 * a buyer's products of one supplier bought within a month of each other share an order (up to three
 * lines), and some orders were placed again later without a review.
 */
function planOrders(products: readonly ListedProduct[], buyerCount: number, now: Date): PlannedOrder[] {
  const random = seededRandom(2026);
  const lastOrderAt = now.getTime() - 3 * dayMs;
  const bought: Array<Array<{ product: ListedProduct; at: number; rating: Rating }>> = Array.from(
    { length: buyerCount },
    () => [],
  );
  for (const product of products) {
    const firstOrderAt = product.listedAt.getTime() + dayMs;
    let count: number = weighted(random, reviewCounts);
    if (lastOrderAt <= firstOrderAt) continue;
    // A product listed lately has had few buyers yet.
    if (lastOrderAt - firstOrderAt < 30 * dayMs) count = Math.min(count, 2);
    const buyers = sample(random, buyerCount, count);
    for (const buyerIndex of buyers) {
      bought[buyerIndex]!.push({
        product,
        at: firstOrderAt + random() * (lastOrderAt - firstOrderAt),
        rating: weighted(random, ratingsByQuality[product.quality]),
      });
    }
  }

  const orders: PlannedOrder[] = [];
  const quantityOf = (product: ListedProduct) =>
    product.orderUnit *
    weighted(random, [
      [1, 5],
      [2, 3],
      [3, 1],
      [5, 1],
    ]);
  for (const [buyerIndex, purchases] of bought.entries()) {
    purchases.sort((a, b) => a.at - b.at);
    const open = new Map<string, PlannedOrder>();
    for (const { product, at, rating } of purchases) {
      const current = open.get(product.supplierId);
      if (current && at - current.placedAt.getTime() < 30 * dayMs && current.lines.length < 3) {
        // Later than each line's own date, so after every product in it was listed.
        current.placedAt = new Date(at);
        current.lines.push({ productId: product.id, quantity: quantityOf(product) });
        current.reviewed.push({ productId: product.id, rating });
        continue;
      }
      const order: PlannedOrder = {
        buyerIndex,
        supplierId: product.supplierId,
        placedAt: new Date(at),
        lines: [{ productId: product.id, quantity: quantityOf(product) }],
        reviewed: [{ productId: product.id, rating }],
      };
      open.set(product.supplierId, order);
      orders.push(order);
    }
  }
  // Regular customers order again: a copy some weeks later, not reviewed.
  for (const order of [...orders]) {
    const again = order.placedAt.getTime() + (20 + random() * 40) * dayMs;
    if (random() < 0.3 && again < lastOrderAt) {
      orders.push({ ...order, placedAt: new Date(again), lines: [...order.lines], reviewed: [] });
    }
  }
  // In time order: order numbers grow with their dates.
  return orders.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

/** The review of a planned order: the supplier rated near its products, words from the banks. */
function reviewOf(
  random: Random,
  order: PlannedOrder,
  usedTexts: Map<string, Set<string>>,
  writtenAt: Date,
  orderId: string,
) {
  const usedOf = (key: string) => usedTexts.get(key) ?? usedTexts.set(key, new Set()).get(key)!;
  const lowest = Math.min(...order.reviewed.map((item) => item.rating));
  const supplierRating: Rating =
    lowest >= 4
      ? weighted(random, [
          [5, 7],
          [4, 3],
        ])
      : (Math.max(lowest, 2) as Rating);
  const review = WriteReviewBodySchema.parse({
    supplier: {
      rating: supplierRating,
      text: reviewText(random, supplierReviewWords[supplierRating], 0.45, usedOf(order.supplierId), false),
    },
    items: order.reviewed.map(({ productId, rating }) => ({
      productId,
      rating,
      text: reviewText(random, productReviewWords[rating], 0.25, usedOf(productId)),
    })),
  });
  return { ...review, orderId, writtenAt };
}

async function createBuyer(
  services: HistoryServices,
  buyer: DemoBuyer,
  passwordHash: string,
  mainCategoryIds: readonly string[],
  index: number,
) {
  const user = await services.users.createAccount({
    email: buyer.email,
    passwordHash,
    name: buyer.name,
    nationalId: buyer.nationalId,
    businessName: buyer.businessName,
    registrationNumber: buyer.registrationNumber,
    city: arabicCity(buyer.city),
    language: 'ar',
    businessCategoryIds: [
      ...new Set([
        mainCategoryIds[index % mainCategoryIds.length]!,
        mainCategoryIds[(index * 7 + 3) % mainCategoryIds.length]!,
      ]),
    ],
  });
  await services.users.markEmailVerified(user.id);
  return user.id;
}

/**
 * Decision 028: the demo site's history. Once the demo catalog is complete: its listings dated over the
 * past year (the demo supplier's before its sales), then sixteen demo buyer businesses with their past
 * orders from the catalog's suppliers, imported COMPLETED through the orders module, and the reviews
 * they wrote on most of them through the reviews module, which keeps the products' ratings. Idempotent:
 * a buyer that has orders is done; does nothing until the catalog exists. A run stopped between a
 * buyer's orders and its reviews leaves those orders unreviewed. Answers whether it seeded.
 */
export async function seedDemoHistory(
  services: HistoryServices,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const suppliers = await Promise.all(demoSuppliers.map((seed) => services.users.findByEmail(seed.email)));
  if (suppliers.some((supplier) => !supplier)) return false;
  const existing = await Promise.all(demoBuyers.map((buyer) => services.users.findByEmail(buyer.email)));
  const hasOrders = await Promise.all(
    existing.map(
      async (user) =>
        !!user && (await services.orders.listBuyerOrders(user.id, { limit: 1 })).items.length > 0,
    ),
  );
  if (hasOrders.every(Boolean)) return false;
  const started = performance.now();

  const supplierIds = suppliers.map((supplier) => supplier!.id);
  // Only on the first run: later runs find the dates already spread (and the buyers' orders after them).
  const isFirstRun = existing.every((user) => !user);
  if (isFirstRun) await dateDemoSupplierListings(services, now);
  const listedDates = isFirstRun ? await spreadListingDates(services, supplierIds, now) : undefined;

  const products: ListedProduct[] = [];
  const qualityRandom = seededRandom(7);
  for (const supplierId of supplierIds) {
    const rows = (await services.catalog.listForSupplier(supplierId, { kind: 'PRODUCT' }))
      .filter((row) => row.isPublished)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const terms = new Map(
      (await services.catalog.findCartProducts(rows.map((row) => row.id))).map((row) => [row.id, row]),
    );
    for (const row of rows) {
      const term = terms.get(row.id)!;
      products.push({
        id: row.id,
        supplierId,
        listedAt: listedDates?.get(row.id) ?? new Date(row.createdAt),
        orderUnit: Math.ceil(term.minOrderQuantity / term.caseQuantity) * term.caseQuantity,
        quality: weighted(qualityRandom, [
          ['GREAT', 55],
          ['GOOD', 35],
          ['UNEVEN', 10],
        ]),
      });
    }
  }

  const passwordHash = await hash(demoPassword);
  const mainCategoryIds = (await services.categories.listMainCategories('en')).map((main) => main.id);
  const buyerIds: string[] = [];
  for (const [index, buyer] of demoBuyers.entries()) {
    buyerIds.push(
      existing[index]?.id ?? (await createBuyer(services, buyer, passwordHash, mainCategoryIds, index)),
    );
  }

  const planned = planOrders(products, demoBuyers.length, now).filter(
    (order) => !hasOrders[order.buyerIndex],
  );
  const orderIds = new Map<PlannedOrder, string>();
  for (const order of planned) {
    const [id] = await services.orders.recordImportedOrders({
      buyerId: buyerIds[order.buyerIndex]!,
      supplierId: order.supplierId,
      orders: [{ placedAt: order.placedAt, lines: order.lines }],
    });
    orderIds.set(order, id!);
  }

  const random = seededRandom(28);
  const usedTexts = new Map<string, Set<string>>();
  let reviewCount = 0;
  for (const [buyerIndex, buyerId] of buyerIds.entries()) {
    const reviews = planned
      .filter((order) => order.buyerIndex === buyerIndex && order.reviewed.length > 0)
      .map((order) => {
        // Received two days after the order (as imported), reviewed within the next week or so.
        const received = Math.min(order.placedAt.getTime() + 2 * dayMs, now.getTime());
        const writtenAt = new Date(
          Math.min(received + random() * 8 * dayMs + 2 * hourMs, now.getTime() - hourMs),
        );
        return reviewOf(random, order, usedTexts, writtenAt, orderIds.get(order)!);
      });
    reviewCount += await services.reviews.recordImportedReviews(buyerId, reviews);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(
    `Demo history: ${buyerIds.length} buyers, ${planned.length} past orders, ${reviewCount} reviewed, in ${seconds} s.`,
  );
  return true;
}
