import { z } from 'zod';
import { listingNames } from '../catalog/listing-names.js';

/*
 * Demand forecasting (issue 10; spec §2 "demand prediction", §6: a Premium feature). For one of the
 * supplier's products: units sold per week (Sunday to Saturday in Asia/Riyadh) from its orders that were
 * not cancelled and its paid product and group-purchase invoices, the next 12 weeks forecast with an 80%
 * prediction interval, and reorder advice. The model, its season and its backtest error are part of the
 * answer so the page can say why to trust it (or not). Numbers are unrounded: the page rounds for display.
 * With too little history the answer says what is there and what is needed instead.
 */

export const forecastModels = ['SEASONAL_NAIVE', 'HOLT_WINTERS_DAMPED', 'CROSTON_SBA'] as const;
export const ForecastModelSchema = z.enum(forecastModels);
export type ForecastModel = z.infer<typeof ForecastModelSchema>;

/** SMOOTH: sales most weeks (steady, trending or seasonal); INTERMITTENT: sales in some weeks only. */
export const demandPatterns = ['SMOOTH', 'INTERMITTENT'] as const;
export const DemandPatternSchema = z.enum(demandPatterns);
export type DemandPattern = z.infer<typeof DemandPatternSchema>;

export const ForecastParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** The product the forecast is for, as it is now. */
export const ForecastProductSchema = z.object({
  id: z.uuid(),
  ...listingNames,
  /** Units in stock now. */
  stock: z.number().int(),
  caseQuantity: z.number().int(),
});

/** Units sold in one past week; `weekStart` is its Sunday (YYYY-MM-DD, Asia/Riyadh). */
export const SoldWeekSchema = z.object({
  weekStart: z.iso.date(),
  units: z.number().int(),
});
export type SoldWeek = z.infer<typeof SoldWeekSchema>;

/** One forecast week: the expected units and the 80% prediction interval around them (lower ≥ 0). */
export const ForecastWeekSchema = z.object({
  weekStart: z.iso.date(),
  mean: z.number(),
  lower: z.number(),
  upper: z.number(),
});
export type ForecastWeek = z.infer<typeof ForecastWeekSchema>;

/**
 * A model's backtest error. MASE: its mean absolute error over that of the seasonal naive forecast within
 * the history (below 1 beats repeating the last week or season). WAPE: units missed over units sold (0.12 =
 * 12%).
 */
export const ForecastScoreSchema = z.object({
  model: ForecastModelSchema,
  /** Weeks in the repeating pattern the model uses; 1 for none. */
  seasonLength: z.number().int(),
  mase: z.number(),
  wape: z.number(),
});
export type ForecastScore = z.infer<typeof ForecastScoreSchema>;

/** What to do now: reorder whole cases to cover `coverWeeks`, and when the stock runs out. */
export const ReorderAdviceSchema = z.object({
  coverWeeks: z.number().int(),
  /** Units, a whole number of cases; 0 when the stock already covers the cover weeks. */
  reorderQuantity: z.number().int(),
  reorderCases: z.number().int(),
  /** The first day without stock at the mean forecast (YYYY-MM-DD); null when it outlasts the forecast. */
  stockOutDate: z.iso.date().nullable(),
});
export type ReorderAdvice = z.infer<typeof ReorderAdviceSchema>;

const answerBase = {
  product: ForecastProductSchema,
  /**
   * Past weeks, oldest first, weeks without sales included: at most the last 52, up to the last complete
   * week (the one before the current week).
   */
  history: z.array(SoldWeekSchema),
};

/** `GET /api/suppliers/me/products/{id}/forecast` */
export const DemandForecastSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('FORECAST'),
    ...answerBase,
    model: ForecastModelSchema,
    seasonLength: z.number().int(),
    demandPattern: DemandPatternSchema,
    /** The next 12 weeks, the current week first. */
    weeks: z.array(ForecastWeekSchema),
    /** The chosen model's error over `origins` weekly backtests, each forecasting 4 weeks ahead. */
    backtest: z.object({ mase: z.number(), wape: z.number(), origins: z.number().int() }),
    /** Every model tried, simplest first. */
    candidates: z.array(ForecastScoreSchema),
    advice: ReorderAdviceSchema,
  }),
  z.object({
    status: z.literal('INSUFFICIENT_HISTORY'),
    ...answerBase,
    /** Counted from the first week with sales. */
    weeksWithSales: z.number().int(),
    weeksWithSalesNeeded: z.number().int(),
    weeksOfHistory: z.number().int(),
    weeksOfHistoryNeeded: z.number().int(),
  }),
]);
export type DemandForecast = z.infer<typeof DemandForecastSchema>;
