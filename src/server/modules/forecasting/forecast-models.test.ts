import { describe, expect, it } from 'vitest';
import {
  CROSTON_ALPHA,
  MIN_WEEKS_OF_HISTORY,
  MIN_WEEKS_WITH_SALES,
  adviseReorder,
  crostonSbaForecast,
  detectSeasonLength,
  forecastDemand,
  type DemandForecast,
} from './forecast-models.js';

/** mulberry32: seeded, so every run sees the same series. */
function randomGenerator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normalGenerator(seed: number) {
  const random = randomGenerator(seed);
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const weeks = <T>(count: number, demand: (week: number) => T): T[] =>
  Array.from({ length: count }, (_, w) => demand(w));

function forecastOf(history: readonly number[], options?: Parameters<typeof forecastDemand>[1]) {
  const forecast = forecastDemand(history, options);
  if (forecast.status !== 'FORECAST') throw new Error(`expected a forecast, got ${JSON.stringify(forecast)}`);
  return forecast;
}

const seasonalNaiveScore = (forecast: Extract<DemandForecast, { status: 'FORECAST' }>) =>
  forecast.candidates.find((candidate) => candidate.model === 'SEASONAL_NAIVE')!;

describe('forecastDemand', () => {
  it('forecasts a constant demand exactly, with no backtest error', () => {
    const forecast = forecastOf(weeks(30, () => 20));

    expect(forecast.weeks).toHaveLength(12);
    for (const week of forecast.weeks) {
      expect(week.mean).toBeCloseTo(20, 9);
      expect(week.lower).toBeLessThanOrEqual(20);
      expect(week.upper).toBeGreaterThanOrEqual(20);
    }
    expect(forecast.backtest).toEqual({ mase: 0, wape: 0, origins: 13 });
    expect(forecast.seasonLength).toBe(1);
  });

  it('continues a linear trend with Holt-Winters, far ahead of seasonal naive', () => {
    const forecast = forecastOf(weeks(30, (w) => 10 + 2 * w));

    expect(forecast.model).toBe('HOLT_WINTERS_DAMPED');
    expect(forecast.seasonLength).toBe(1);
    forecast.weeks.slice(0, 4).forEach((week, ahead) => {
      const trend = 10 + 2 * (30 + ahead);
      expect(Math.abs(week.mean - trend) / trend).toBeLessThan(0.02);
    });
    // Naive (no season) misses by 2, 4, 6, 8 units over an in-sample error of 2 a week.
    expect(seasonalNaiveScore(forecast).mase).toBeCloseTo(2.5, 9);
    expect(forecast.backtest.mase).toBeLessThan(0.5);
  });

  it('finds a 4-week season in noisy demand and forecasts its shape', () => {
    const noise = normalGenerator(4);
    const shape = [10, -5, 15, -20];
    const forecast = forecastOf(weeks(60, (w) => 50 + shape[w % 4]! + 2 * noise()));

    expect(forecast.seasonLength).toBe(4);
    expect(forecast.model).toBe('HOLT_WINTERS_DAMPED');
    forecast.weeks.forEach((week, ahead) => {
      expect(Math.abs(week.mean - (50 + shape[(60 + ahead) % 4]!))).toBeLessThan(3);
    });
    expect(forecast.backtest.mase).toBeLessThan(seasonalNaiveScore(forecast).mase);
  });

  it('finds a quarterly (13-week) season', () => {
    const noise = normalGenerator(13);
    const shape = weeks(13, (w) => 20 * Math.sin((2 * Math.PI * w) / 13) + (w === 6 ? 25 : 0));
    const forecast = forecastOf(weeks(80, (w) => 100 + shape[w % 13]! + 5 * noise()));

    expect(forecast.seasonLength).toBe(13);
    const peak = forecast.weeks.reduce(
      (best, week, ahead) => (week.mean > forecast.weeks[best]!.mean ? ahead : best),
      0,
    );
    expect((80 + peak) % 13).toBe(6);
  });

  it('uses Croston/SBA for intermittent demand: flat, near the SBA rate of the history', () => {
    const random = randomGenerator(10);
    const history: number[] = [];
    while (history.length < 80) {
      history.push(8 + Math.floor(random() * 5), ...new Array<number>(1 + Math.floor(random() * 5)).fill(0));
    }
    const sales = history.filter((quantity) => quantity > 0);
    const sbaRate =
      ((1 - CROSTON_ALPHA / 2) * (sales.reduce((a, b) => a + b) / sales.length)) /
      (history.length / sales.length);

    const forecast = forecastOf(history);

    expect(forecast.demandPattern).toBe('INTERMITTENT');
    expect(forecast.model).toBe('CROSTON_SBA');
    expect(new Set(forecast.weeks.map((week) => week.mean)).size).toBe(1);
    // Croston follows the last dozen sales or so, not the whole history's average.
    expect(Math.abs(forecast.weeks[0]!.mean / sbaRate - 1)).toBeLessThan(0.15);
  });

  it('forecasts sales of 10 every 3 then 6 weeks at 0.95 × 10 / 4.5 a week', () => {
    const history = weeks(90, (w) => (w % 9 === 0 || w % 9 === 3 ? 10 : 0));

    const forecast = forecastOf(history);

    expect(forecast.model).toBe('CROSTON_SBA');
    // The smoothed interval swings between about 4.4 and 4.6 weeks with the 3- and 6-week gaps.
    expect(Math.abs(forecast.weeks[11]!.mean / ((0.95 * 10) / 4.5) - 1)).toBeLessThan(0.03);
  });

  it('treats sales like clockwork as a season, not as intermittent demand', () => {
    const forecast = forecastOf(weeks(40, (w) => (w % 4 === 0 ? 10 : 0)));

    expect(forecast.demandPattern).toBe('SMOOTH');
    expect(forecast.model).toBe('SEASONAL_NAIVE');
    expect(forecast.weeks.map((week) => week.mean)).toEqual([10, 0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0]);
  });

  it('answers INSUFFICIENT_HISTORY with 7 weeks with sales', () => {
    const history = weeks(20, (w) => (w % 3 === 0 ? 5 : 0));

    expect(forecastDemand(history)).toEqual({
      status: 'INSUFFICIENT_HISTORY',
      weeksWithSales: 7,
      weeksWithSalesNeeded: MIN_WEEKS_WITH_SALES,
      weeksOfHistory: 20,
      weeksOfHistoryNeeded: MIN_WEEKS_OF_HISTORY,
    });
  });

  it('counts history from the first week with sales', () => {
    const history = [...weeks(40, () => 0), ...weeks(15, () => 12)];

    expect(forecastDemand(history)).toMatchObject({
      status: 'INSUFFICIENT_HISTORY',
      weeksWithSales: 15,
      weeksOfHistory: 15,
    });
  });

  it('forecasts from exactly 8 weeks with sales in 16 weeks', () => {
    const history = weeks(16, (w) => (w % 2 === 0 ? 6 : 0));

    expect(forecastDemand(history)).toMatchObject({ status: 'FORECAST', backtest: { origins: 5 } });
  });

  it('keeps every interval ordered, non-negative and never narrowing', () => {
    const noise = normalGenerator(7);
    const series = [
      weeks(70, (w) => 40 + 0.5 * w + 6 * noise()),
      weeks(60, () => Math.max(0, Math.round(4 + 3 * noise()))),
      weeks(52, (w) => Math.max(0, 30 + [20, -25, 5, 0][w % 4]! + 8 * noise())),
      weeks(50, (w) => Math.max(0, 200 - 4 * w + 10 * noise())),
    ];
    for (const history of series) {
      const forecast = forecastOf(history);
      forecast.weeks.forEach((week, ahead) => {
        expect(week.lower).toBeGreaterThanOrEqual(0);
        expect(week.lower).toBeLessThanOrEqual(week.mean);
        expect(week.mean).toBeLessThanOrEqual(week.upper);
        if (ahead > 0) {
          const before = forecast.weeks[ahead - 1]!;
          expect(week.upper - week.mean).toBeGreaterThanOrEqual(before.upper - before.mean - 1e-9);
        }
      });
    }
  });

  it('widens the interval beyond the backtest horizon when errors grow with it (a random walk)', () => {
    const noise = normalGenerator(5);
    let level = 200;
    const forecast = forecastOf(weeks(80, () => (level += 10 * noise())));

    const spread = forecast.weeks.map((week) => week.upper - week.mean);
    expect(spread[3]!).toBeGreaterThan(1.5 * spread[0]!);
    expect(spread[11]!).toBeGreaterThan(1.5 * spread[3]!);
  });

  it.each([
    ['a steady noisy demand', (noise: () => number) => (_week: number) => 100 + 15 * noise()],
    [
      'a trended, seasonal demand',
      (noise: () => number) => (w: number) => 60 + 0.2 * w + [12, -6, 9, -15][w % 4]! + 8 * noise(),
    ],
  ])('covers about 4 actual weeks in 5 with the 80-percent interval, for %s', (_, demandWith) => {
    const demand = weeks(400, demandWith(normalGenerator(80)));
    let covered = 0;
    let total = 0;
    for (let origin = 104; origin + 12 <= demand.length; origin += 6) {
      forecastOf(demand.slice(0, origin)).weeks.forEach((week, ahead) => {
        const actual = demand[origin + ahead]!;
        if (actual >= week.lower && actual <= week.upper) covered += 1;
        total += 1;
      });
    }

    expect(covered / total).toBeGreaterThan(0.72);
    expect(covered / total).toBeLessThan(0.88);
  });

  it('rejects a history week that is not a number', () => {
    expect(() => forecastDemand([...weeks(20, () => 5), Number.NaN])).toThrow(RangeError);
  });
});

describe('detectSeasonLength', () => {
  const noise = normalGenerator(52);

  it('finds no season in noise', () => {
    expect(detectSeasonLength(weeks(156, () => 100 + 20 * noise()))).toBe(1);
  });

  it('finds a yearly season with 3 years of history, and not with 2½', () => {
    const yearly = (w: number) => 100 + 40 * Math.cos((2 * Math.PI * w) / 52) + 8 * noise();

    expect(detectSeasonLength(weeks(156, yearly))).toBe(52);
    expect(detectSeasonLength(weeks(130, yearly))).toBe(1);
  });

  it('prefers the shortest length that repeats the pattern', () => {
    expect(detectSeasonLength(weeks(156, (w) => 50 + [10, -10, 20, -20][w % 4]! + 2 * noise()))).toBe(4);
  });
});

describe('crostonSbaForecast', () => {
  it('forecasts 10 units every 4 weeks at 10 / 4 × (1 − α/2) a week', () => {
    const forecast = crostonSbaForecast(
      weeks(40, (w) => (w % 4 === 0 ? 10 : 0)),
      6,
    );

    expect(forecast).toHaveLength(6);
    for (const mean of forecast) expect(mean).toBeCloseTo((10 / 4) * (1 - CROSTON_ALPHA / 2), 12);
  });
});

describe('adviseReorder', () => {
  const flat = (mean: number, upper = mean) => weeks(12, () => ({ mean, upper }));
  const sunday = '2026-11-29';

  it('runs out on day 10 with 100 in stock and 70 a week', () => {
    const advice = adviseReorder({ weeks: flat(70), stockQuantity: 100, caseQuantity: 1, startDate: sunday });

    expect(advice.stockOutDate).toBe('2026-12-09');
  });

  it('counts a part day as the day the stock runs out', () => {
    // 35 a week is 5 a day: 12 units last 2.4 days.
    const advice = adviseReorder({ weeks: flat(35), stockQuantity: 12, caseQuantity: 1, startDate: sunday });

    expect(advice.stockOutDate).toBe('2026-12-01');
  });

  it('counts whole days despite float noise', () => {
    // 0.2 a day: 9 units last 45 days, which floating point makes 44.99999999999999.
    const advice = adviseReorder({ weeks: flat(1.4), stockQuantity: 9, caseQuantity: 1, startDate: sunday });

    expect(advice.stockOutDate).toBe('2027-01-13');
  });

  it('skips weeks without demand', () => {
    const forecast = [{ mean: 0, upper: 3 }, ...flat(70).slice(1)];

    const advice = adviseReorder({ weeks: forecast, stockQuantity: 30, caseQuantity: 1, startDate: sunday });

    expect(advice.stockOutDate).toBe('2026-12-09');
  });

  it('is out of stock on the start date when there is none', () => {
    expect(
      adviseReorder({ weeks: flat(70), stockQuantity: 0, caseQuantity: 1, startDate: sunday }).stockOutDate,
    ).toBe(sunday);
  });

  it('gives no stock-out date when the stock outlasts the forecast', () => {
    expect(
      adviseReorder({ weeks: flat(70), stockQuantity: 841, caseQuantity: 1, startDate: sunday }).stockOutDate,
    ).toBeNull();
    expect(
      adviseReorder({ weeks: flat(70), stockQuantity: 840, caseQuantity: 1, startDate: sunday }).stockOutDate,
    ).toBeNull();
    expect(
      adviseReorder({ weeks: flat(70), stockQuantity: 839, caseQuantity: 1, startDate: sunday }).stockOutDate,
    ).toBe('2027-02-20');
  });

  it('orders the upper bound of 4 weeks less the stock, rounded up to whole cases', () => {
    // 4 × 80 − 100 = 220 units: 9.2 cases of 24, so 10.
    const advice = adviseReorder({
      weeks: flat(70, 80),
      stockQuantity: 100,
      caseQuantity: 24,
      startDate: sunday,
    });

    expect(advice.reorderQuantity).toBe(240);
  });

  it('orders exact cases without adding one for float noise', () => {
    // 79.7 + 79.9 + 78.3 + 62.1 adds up to 300.00000000000006 in floating point.
    const forecast = [79.7, 79.9, 78.3, 62.1].map((upper) => ({ mean: 70, upper }));

    const advice = adviseReorder({ weeks: forecast, stockQuantity: 0, caseQuantity: 100, startDate: sunday });

    expect(advice.reorderQuantity).toBe(300);
  });

  it('orders nothing when the stock covers the cover weeks', () => {
    const advice = adviseReorder({
      weeks: flat(70, 80),
      stockQuantity: 320,
      caseQuantity: 24,
      startDate: sunday,
    });

    expect(advice.reorderQuantity).toBe(0);
  });

  it('covers as many weeks as asked', () => {
    const advice = adviseReorder({
      weeks: flat(70, 80),
      stockQuantity: 100,
      caseQuantity: 10,
      startDate: sunday,
      coverWeeks: 8,
    });

    expect(advice.reorderQuantity).toBe(540);
  });

  it('rejects a start date that is not a Sunday, and a case quantity below 1', () => {
    expect(() =>
      adviseReorder({ weeks: flat(70), stockQuantity: 1, caseQuantity: 1, startDate: '2026-11-30' }),
    ).toThrow(/Sunday/);
    expect(() =>
      adviseReorder({ weeks: flat(70), stockQuantity: 1, caseQuantity: 1, startDate: '2026-02-30' }),
    ).toThrow(/YYYY-MM-DD/);
    expect(() =>
      adviseReorder({ weeks: flat(70), stockQuantity: 1, caseQuantity: 0, startDate: sunday }),
    ).toThrow(RangeError);
  });
});
