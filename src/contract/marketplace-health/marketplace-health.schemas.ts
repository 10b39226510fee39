import { z } from 'zod';
import { FilterDaySchema } from '../dates/filter-day.js';
import { moneyAnswer } from '../money/wire-money.js';
import { orderStatuses } from '../orders/orders.schemas.js';

/*
 * The marketplace's health for operators (issue 25, decision 034). Days are calendar days in Asia/Riyadh
 * (UTC+3 all year). What each figure counts:
 * - GMV: the totals (VAT and delivery included, halalas) of orders placed in the period, paid, and not
 *   cancelled since (a cancelled order is refunded in full). Partial refunds of disputes are not taken off.
 * - orders: orders placed in the period, whatever their status now (`ordersByStatus` splits them).
 * - new businesses: accounts created in the period (every account is a business, buyer or supplier).
 * - active suppliers: suppliers with at least one order placed in the period (a listing shown to buyers
 *   proves nothing happened); a day counts the suppliers with an order placed that day.
 * - tenders: published in the period; awarded in the period (decided AWARDED).
 * - group purchases: started in the period; completed in the period.
 * Cities: the buyer's city for orders and GMV, the supplier's for active suppliers, the account's for new
 * businesses, the creator's for tenders, the group's own for group purchases. A listed Saudi city written
 * in Arabic or in English is one city.
 */

export const healthPeriods = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS'] as const;
export const HealthPeriodSchema = z.enum(healthPeriods);
export type HealthPeriod = z.infer<typeof HealthPeriodSchema>;
export const daysOfHealthPeriod: Record<HealthPeriod, number> = {
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
};
/** A custom range is at most a year, leap day included. */
export const maxHealthRangeDays = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysOfRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** The end before the start, or more than 366 days: shared by the query schema and the period picker. */
export function healthRangeProblem(from: string, to: string): 'DATE_RANGE_INVALID' | null {
  const days = daysOfRange(from, to);
  return Number.isNaN(days) || days < 1 || days > maxHealthRangeDays ? 'DATE_RANGE_INVALID' : null;
}

/**
 * `GET /api/operator/health?period=LAST_30_DAYS` or `?from=&to=` (Riyadh days, both included, at most
 * 366 days; 400 DATE_RANGE_INVALID otherwise). Neither: the last 30 days up to today.
 */
export const HealthQuerySchema = z
  .object({
    period: HealthPeriodSchema.optional(),
    from: FilterDaySchema.optional(),
    to: FilterDaySchema.optional(),
  })
  .superRefine((query, context) => {
    const isCustom = query.from !== undefined || query.to !== undefined;
    if (isCustom && (query.from === undefined || query.to === undefined || query.period !== undefined)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
    } else if (query.from && query.to && healthRangeProblem(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
    }
  });
export type HealthQuery = z.input<typeof HealthQuerySchema>;

const count = z.number().int().min(0);

/** What a day, a city or a period adds up to. */
const figures = {
  gmv: z.number().int().min(0),
  orderCount: count,
  newBusinessCount: count,
  activeSupplierCount: count,
  tendersPublishedCount: count,
  tendersAwardedCount: count,
  groupPurchasesStartedCount: count,
  groupPurchasesCompletedCount: count,
};
export const healthFigureKeys = Object.keys(figures) as (keyof typeof figures)[];
const FiguresSchema = moneyAnswer(z.object(figures), ['gmv']);
export type HealthFigures = z.infer<typeof FiguresSchema>;

/** A city in both languages: a listed Saudi city's two names, any other city as its businesses wrote it. */
export const HealthCitySchema = z.object({ ar: z.string(), en: z.string() });
export type HealthCity = z.infer<typeof HealthCitySchema>;

export const HealthDaySchema = moneyAnswer(z.object({ day: z.iso.date(), ...figures }), ['gmv']);
export type HealthDay = z.infer<typeof HealthDaySchema>;

export const HealthCityFiguresSchema = moneyAnswer(z.object({ city: HealthCitySchema, ...figures }), ['gmv']);
export type HealthCityFigures = z.infer<typeof HealthCityFiguresSchema>;

export const MarketplaceHealthSchema = z.object({
  /** The period, and the one of the same length just before it that `previous` is for. */
  from: z.iso.date(),
  to: z.iso.date(),
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  current: FiguresSchema,
  previous: FiguresSchema,
  /** The period's orders by their status now, every status listed. */
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count })),
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(HealthDaySchema),
  /** The cities with anything in the period, the highest GMV first (then the most orders, the name). */
  cities: z.array(HealthCityFiguresSchema),
});
export type MarketplaceHealth = z.infer<typeof MarketplaceHealthSchema>;
