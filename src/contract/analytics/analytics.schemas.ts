import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';
import { ListingKindSchema } from '../catalog/catalog.schemas.js';
import { FilterDaySchema } from '../dates/filter-day.js';
import { moneyAnswer } from '../money/wire-money.js';
import { orderInHalalas } from '../orders/orders.schemas.js';
import { PublicReviewSchema } from '../reviews/reviews.schemas.js';
import { supplierStatuses } from '../users/users.schemas.js';

/*
 * A supplier's overview and analytics (issue 10). Months and days are calendar months and days in
 * Asia/Riyadh (UTC+3 all year). Money is integer halalas, net of VAT: what the supplier earns before
 * the 15% it collects for ZATCA, so months compare whatever the VAT on them was. On the wire every amount
 * is riyals plus `…Halalas` (decision 019).
 */

/** Spec: a range of at most 36 calendar months; without one, the last 12 months up to today. */
export const maxAnalyticsMonths = 36;
export const defaultAnalyticsMonths = 12;
/** The top tables and the latest reviews are this long. */
export const analyticsTopItemsLimit = 10;
export const analyticsLatestReviewsLimit = 5;

const monthKeyPattern = /^\d{4}-\d{2}$/;

/** `2026-03` of `2026-03-17`: the calendar month of a day. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** Months since year 0, so two months subtract. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOfIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every calendar month (YYYY-MM) from the month of `from` to the month of `to`, both included. */
export function monthsOfRange(from: string, to: string): string[] {
  const first = monthIndex(monthOfDay(from));
  const last = monthIndex(monthOfDay(to));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => monthOfIndex(first + i));
}

/**
 * What is wrong with a range of days (YYYY-MM-DD, both included), shared by the query schema, the
 * server (after it fills in the defaults) and the date picker: the end before the start, or more
 * than 36 calendar months from the first to the last.
 */
export function analyticsRangeProblem(from: string, to: string): 'DATE_RANGE_INVALID' | null {
  if (to < from) return 'DATE_RANGE_INVALID';
  // Counted, never listed: the query schema runs this even when a field failed its own check, and a
  // `to` of `1e308` listed 10^309 months (a 500 found by the fuzz test, issue 11; `1e8 ` would have
  // allocated a billion). A malformed day gives NaN here and is reported by its own check.
  const months = monthIndex(monthOfDay(to)) - monthIndex(monthOfDay(from)) + 1;
  return months > maxAnalyticsMonths ? 'DATE_RANGE_INVALID' : null;
}

/**
 * The range a missing bound stands for, given today in Riyadh: up to today, from the first day of the
 * month 11 months before the end's month (12 calendar months with the current one; `months` for others).
 */
export function defaultAnalyticsRange(
  today: string,
  range: { from?: string; to?: string } = {},
  months: number = defaultAnalyticsMonths,
): { from: string; to: string } {
  const to = range.to ?? today;
  const from = range.from ?? `${monthOfIndex(monthIndex(monthOfDay(to)) - months + 1)}-01`;
  return { from, to };
}

/**
 * `GET /api/suppliers/me/analytics?from=&to=`: days in Asia/Riyadh, both included (400
 * DATE_RANGE_INVALID when `to` is before `from` or the range spans more than 36 calendar months).
 */
// Days outside 2000–2100 are refused like every date filter's (issue 11 found year 1 a 500 here first).
export const AnalyticsQuerySchema = z
  .object({
    from: FilterDaySchema.optional(),
    to: FilterDaySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && analyticsRangeProblem(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
    }
  });
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

const figures = {
  /** Orders placed (paid) in the month and not cancelled since. */
  orderCount: z.number().int(),
  /**
   * Halalas, net before VAT: those orders' products and delivery fees (`totalPrice − vat`). Orders'
   * own tax invoices (kind ORDER) are not counted again below.
   */
  orderRevenue: z.number().int(),
  /** The supplier's own invoices (products, services, tenders, group purchases) paid into in the month. */
  paidInvoiceCount: z.number().int(),
  /**
   * Halalas, net before VAT: what those invoices received in the month, counted when each payment
   * settled. A FULLY_PAID invoice counts in full, a PARTIALLY_PAID one by the upfront part received;
   * each payment's net is its share of the invoice's subtotal (rounded half up on the running total,
   * so the parts of a fully paid invoice add up to its subtotal exactly).
   */
  paidInvoiceRevenue: z.number().int(),
};

const figuresMoney = ['orderRevenue', 'paidInvoiceRevenue'] as const;

export const AnalyticsMonthSchema = moneyAnswer(
  z.object({
    /** A calendar month in Asia/Riyadh, YYYY-MM. */
    month: z.string().regex(monthKeyPattern),
    ...figures,
  }),
  figuresMoney,
);
export type AnalyticsMonth = z.infer<typeof AnalyticsMonthSchema>;

/** A product sold in the range (orders not cancelled), by its latest name on those orders. */
export const TopItemSchema = moneyAnswer(
  z.object({
    productId: z.uuid(),
    ...listingNames,
    quantity: z.number().int(),
    /** Halalas, net before VAT: the lines' totals, without delivery fees. */
    revenue: z.number().int(),
  }),
  ['revenue'],
);
export type TopItem = z.infer<typeof TopItemSchema>;

/** A listing of the supplier and how many buyers have it in their wishlist now. */
export const WishlistedItemSchema = z.object({
  id: z.uuid(),
  kind: ListingKindSchema,
  ...listingNames,
  count: z.number().int().min(1),
});
export type WishlistedItem = z.infer<typeof WishlistedItemSchema>;

export const SupplierAnalyticsSchema = z.object({
  /** The range the figures are for, once the defaults are filled in. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every month of the range, oldest first, zeros included; the first and last count only days in range. */
  months: z.array(AnalyticsMonthSchema),
  totals: moneyAnswer(z.object(figures), figuresMoney),
  /** The top 10 by units, then by net revenue (ties: the other figure, then the name). */
  topItemsByQuantity: z.array(TopItemSchema),
  topItemsByRevenue: z.array(TopItemSchema),
  /** Spec §6: wishlist counts are a Premium feature. */
  isPremium: z.boolean(),
  /** The 10 most saved listings (now, not over the range); null on Basic. */
  mostWishlisted: z.array(WishlistedItemSchema).nullable(),
  /** The supplier's company rating as buyers see it (all time): the average to one decimal, 0 without any. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** The 5 newest company reviews (all time). */
  latestReviews: z.array(PublicReviewSchema),
});
export type SupplierAnalytics = z.infer<typeof SupplierAnalyticsSchema>;

/** A published product buyers may soon be unable to order: stock under its minimum order, or none. */
export const StockAlertSchema = z.object({
  productId: z.uuid(),
  ...listingNames,
  stock: z.number().int(),
  minOrderQuantity: z.number().int(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

export const OverviewOrderSchema = moneyAnswer(
  orderInHalalas.pick({
    id: true,
    number: true,
    orderDate: true,
    status: true,
    buyer: true,
    totalPrice: true,
  }),
  ['totalPrice'],
);
export type OverviewOrder = z.infer<typeof OverviewOrderSchema>;

/** `GET /api/suppliers/me/overview`: what needs the supplier's attention now. */
export const SupplierOverviewSchema = z.object({
  store: z.object({
    isStoreClosed: z.boolean(),
    supplierStatus: z.enum(supplierStatuses),
    /** Buyers see the store and its listings only when it is open and the supplier ACTIVE. */
    isVisibleToBuyers: z.boolean(),
  }),
  /** Orders waiting for the supplier (decision 011): PENDING to confirm, PROCESSING to ship. */
  pendingOrders: z.object({ toProcess: z.number().int(), toShip: z.number().int() }),
  /** The lowest stock first, at most 10; `count` is how many there are in all. */
  stockAlerts: z.object({ count: z.number().int(), items: z.array(StockAlertSchema) }),
  /** The 5 newest orders, whatever their status. */
  recentOrders: z.array(OverviewOrderSchema),
  /** The 5 newest company reviews. */
  recentReviews: z.array(PublicReviewSchema),
  /** Chat messages from others not read yet, over all threads. */
  unreadMessages: z.number().int(),
});
export type SupplierOverview = z.infer<typeof SupplierOverviewSchema>;

export const overviewRecentLimit = 5;
export const overviewStockAlertsLimit = 10;
