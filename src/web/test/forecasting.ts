import type { DemandForecast } from '../../contract/forecasting/forecasting.schemas';

export const forecastProductId = '00000000-0000-4000-8000-00000000f0c1';
export const forecastApiPath = `/api/suppliers/me/products/${forecastProductId}/forecast`;

type Forecast = Extract<DemandForecast, { status: 'FORECAST' }>;
type Insufficient = Extract<DemandForecast, { status: 'INSUFFICIENT_HISTORY' }>;

const dayMs = 24 * 60 * 60 * 1000;
/** The Sunday `weeks` weeks after 2026-03-01 (a Sunday), as YYYY-MM-DD. */
const sunday = (weeks: number) =>
  new Date(Date.UTC(2026, 2, 1) + weeks * 7 * dayMs).toISOString().slice(0, 10);

const product = { id: forecastProductId, nameAr: null, nameEn: 'Safety Helmet', stock: 96, caseQuantity: 6 };
/** 52 past weeks ending on 2026-02-22: nothing for 22 weeks, then about 40 a week. */
const history = Array.from({ length: 52 }, (_, week) => ({
  weekStart: sunday(week - 52),
  units: week < 22 ? 0 : 36 + 6 * (week % 3),
}));

/** A forecast as the API answers it: 12 weeks of about 42 units from 2026-03-01, a reorder and a run-out date. */
export function aForecast(overrides: Partial<Forecast> = {}): Forecast {
  return {
    status: 'FORECAST',
    product,
    history,
    model: 'HOLT_WINTERS_DAMPED',
    seasonLength: 1,
    demandPattern: 'SMOOTH',
    weeks: Array.from({ length: 12 }, (_, week) => ({
      weekStart: sunday(week),
      mean: 42.4,
      lower: 34.04 - week * 0.1,
      upper: 50.76 + week * 0.1,
    })),
    backtest: { mase: 0.7312, wape: 0.0841, origins: 13 },
    candidates: [
      { model: 'SEASONAL_NAIVE', seasonLength: 1, mase: 1, wape: 0.12 },
      { model: 'HOLT_WINTERS_DAMPED', seasonLength: 1, mase: 0.7312, wape: 0.0841 },
    ],
    advice: { coverWeeks: 4, reorderQuantity: 108, reorderCases: 18, stockOutDate: '2026-03-16' },
    ...overrides,
  };
}

/** Three weeks of sales: not enough for a forecast. */
export function anInsufficientForecast(overrides: Partial<Insufficient> = {}): Insufficient {
  return {
    status: 'INSUFFICIENT_HISTORY',
    product,
    history: history.map((week, index) => ({ ...week, units: index >= 49 ? 30 : 0 })),
    weeksWithSales: 3,
    weeksWithSalesNeeded: 8,
    weeksOfHistory: 3,
    weeksOfHistoryNeeded: 16,
    ...overrides,
  };
}
