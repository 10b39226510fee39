/*
 * Weekly demand forecasts for one product (issue 10): the next 12 weeks with an 80% interval, the model
 * chosen per product by a rolling-origin backtest, and the reorder advice built on them. Pure functions: the
 * caller reads sales and stock and passes weekly unit quantities, oldest first, one per week, zero weeks
 * included. Weeks run Sunday to Saturday, as everywhere on the platform (the Saudi working week).
 *
 * The rules, each detailed where it is applied:
 * - History starts at the first week with sales: earlier zeros are weeks before the product was listed.
 * - A forecast needs 8 weeks with sales and 16 weeks of history; with less, the answer says what is missing.
 * - Season length: the strongest of 4, 13 and 52 weeks, when the history holds 3 seasons of it and the
 *   pattern stands out of the noise; otherwise none (seasonal naive is then the last week's demand).
 * - Intermittent demand (on average a sale every 1.32 weeks or rarer, and no season) is forecast with
 *   Croston/SBA; other series get the lowest backtest MASE of seasonal naive and Holt-Winters with a damped
 *   trend, with and without the season.
 * - Backtest: up to 13 weekly origins over the last weeks, each forecasting 4 weeks ahead from the weeks
 *   before it; parameters are fitted on the weeks before the first origin.
 * - The 80% interval comes from the chosen model's own backtest errors, normal, widening with the horizon.
 */

export type ForecastModel = 'SEASONAL_NAIVE' | 'HOLT_WINTERS_DAMPED' | 'CROSTON_SBA';

/** Syntetos–Boylan classes: SMOOTH covers their smooth and erratic, INTERMITTENT their intermittent and lumpy. */
export type DemandPattern = 'SMOOTH' | 'INTERMITTENT';

/** Units expected in one week, and the 80% interval around them. */
export interface ForecastWeek {
  mean: number;
  lower: number;
  upper: number;
}

/**
 * A model's backtest error. MASE: mean absolute error over the mean absolute error of seasonal naive
 * within the history (below 1 beats it). WAPE: units missed over units sold, as a fraction (0.12 = 12%).
 */
export interface CandidateScore {
  model: ForecastModel;
  /** 1 when the model has no season. */
  seasonLength: number;
  mase: number;
  wape: number;
}

export type DemandForecast =
  | {
      status: 'FORECAST';
      model: ForecastModel;
      seasonLength: number;
      demandPattern: DemandPattern;
      weeks: ForecastWeek[];
      backtest: { mase: number; wape: number; origins: number };
      /** Every model tried, simplest first, so the page can show why one was chosen. */
      candidates: CandidateScore[];
    }
  | {
      status: 'INSUFFICIENT_HISTORY';
      weeksWithSales: number;
      weeksWithSalesNeeded: number;
      /** Counted from the first week with sales. */
      weeksOfHistory: number;
      weeksOfHistoryNeeded: number;
    };

export const DEFAULT_HORIZON_WEEKS = 12;
/** The backtest looks 4 weeks ahead: the weeks a reorder has to cover. */
export const BACKTEST_HORIZON_WEEKS = 4;
/** A quarter of origins: enough errors per horizon to size an interval, recent enough to still apply. */
export const MAX_BACKTEST_ORIGINS = 13;
/** With fewer errors than 5 origins give, the model choice and the interval width would rest on noise. */
const MIN_BACKTEST_ORIGINS = 5;
/** Two months before the first origin, to start a level and a trend from. */
const MIN_FIT_WEEKS = 8;
/** Fewer weeks with sales than this leave the level, let alone a trend, to a handful of numbers. */
export const MIN_WEEKS_WITH_SALES = 8;
/** 16: the fitting weeks, then the 5 origins each forecasting 4 weeks ahead. */
export const MIN_WEEKS_OF_HISTORY = MIN_FIT_WEEKS + MIN_BACKTEST_ORIGINS - 1 + BACKTEST_HORIZON_WEEKS;
/** Monthly restocking, quarterly and yearly cycles, in whole weeks. */
export const SEASON_LENGTHS = [4, 13, 52] as const;
/**
 * Share of the detrended variance a season must explain beyond what noise alone gives. Weaker patterns cost
 * more to estimate than they return.
 */
export const MIN_SEASON_STRENGTH = 0.4;
/** Syntetos, Boylan & Croston (2005): above this average interval between sales, SBA beats smoothing. */
export const INTERMITTENT_DEMAND_INTERVAL = 1.32;
/**
 * Croston's smoothing constant, fixed rather than fitted: the usual 0.05–0.2 range, and a fit on a dozen
 * sales would chase noise. SBA multiplies the rate by 1 − α/2 = 0.95 to remove Croston's upward bias.
 */
export const CROSTON_ALPHA = 0.1;
/** The normal quantile leaving 10% on each side: an 80% interval. */
const Z_80 = 1.2815515655446004;

/**
 * The forecast of the next `horizon` weeks (default 12). `seasonLength` overrides the detected season.
 * Negative weeks (more returned than sold) count as no demand.
 */
export function forecastDemand(
  history: readonly number[],
  options: { horizon?: number; seasonLength?: number } = {},
): DemandForecast {
  const horizon = options.horizon ?? DEFAULT_HORIZON_WEEKS;
  assertWholeNumber('horizon', horizon, 1);
  if (options.seasonLength !== undefined) assertWholeNumber('seasonLength', options.seasonLength, 1);
  const series = demandSinceFirstSale(history);
  const weeksWithSales = series.filter((quantity) => quantity > 0).length;
  if (weeksWithSales < MIN_WEEKS_WITH_SALES || series.length < MIN_WEEKS_OF_HISTORY) {
    return {
      status: 'INSUFFICIENT_HISTORY',
      weeksWithSales,
      weeksWithSalesNeeded: MIN_WEEKS_WITH_SALES,
      weeksOfHistory: series.length,
      weeksOfHistoryNeeded: MIN_WEEKS_OF_HISTORY,
    };
  }

  const seasonLength = options.seasonLength ?? detectSeasonLength(series);
  // Sales every few weeks like clockwork are a season (seasonal naive repeats them), not intermittent demand.
  const demandPattern: DemandPattern =
    series.length / weeksWithSales >= INTERMITTENT_DEMAND_INTERVAL && seasonLength === 1
      ? 'INTERMITTENT'
      : 'SMOOTH';
  const origins = backtestOrigins(series.length);
  const scale = maseScale(series, seasonLength);
  const scored = candidateModels(demandPattern, seasonLength, origins[0]!).map((candidate) =>
    scoreCandidate(series, candidate, origins, scale),
  );
  const chosen =
    demandPattern === 'INTERMITTENT'
      ? scored.find((candidate) => candidate.model === 'CROSTON_SBA')!
      : lowestMase(scored);

  const means = chosen.fit(series, series.length)(series.length, horizon);
  const spreads = intervalSpreads(chosen.errors, horizon);
  return {
    status: 'FORECAST',
    model: chosen.model,
    seasonLength: chosen.seasonLength,
    demandPattern,
    weeks: means.map((mean, week) => ({
      mean,
      lower: Math.max(0, mean - spreads[week]!),
      upper: mean + spreads[week]!,
    })),
    backtest: { mase: chosen.mase, wape: chosen.wape, origins: origins.length },
    candidates: scored.map(({ model, seasonLength: length, mase, wape }) => ({
      model,
      seasonLength: length,
      mase,
      wape,
    })),
  };
}

function demandSinceFirstSale(history: readonly number[]): number[] {
  for (const quantity of history) {
    if (!Number.isFinite(quantity)) throw new RangeError('history holds a week that is not a number');
  }
  const firstSale = history.findIndex((quantity) => quantity > 0);
  return firstSale < 0 ? [] : history.slice(firstSale).map((quantity) => Math.max(0, quantity));
}

// ---- Season length ----------------------------------------------------------------------------------

/**
 * The season length (weeks) whose pattern explains the most of the series once the trend is removed, or 1
 * for none. A length is considered when the history holds 3 seasons of it (so a yearly season needs 3 years
 * of sales: with 2, one odd year looks like a season), and kept when its strength reaches
 * MIN_SEASON_STRENGTH. Shorter lengths win ties: 52 weeks also repeats every 4- or 13-week pattern.
 */
export function detectSeasonLength(series: readonly number[]): number {
  let best = 1;
  let bestStrength = MIN_SEASON_STRENGTH;
  for (const seasonLength of SEASON_LENGTHS) {
    if (series.length < 3 * seasonLength) continue;
    const strength = seasonalStrength(series, seasonLength);
    if (strength > bestStrength) {
      best = seasonLength;
      bestStrength = strength;
    }
  }
  return best;
}

/**
 * Classical decomposition (centred moving average for the trend, mean per position for the season) and
 * Wang, Smith & Hyndman's strength 1 − var(remainder) / var(detrended). Averaging k cycles of pure noise
 * still "explains" about 1/k of it, so the strength is rescaled to read 0 for noise and 1 for a pure season.
 */
function seasonalStrength(series: readonly number[], seasonLength: number): number {
  const half = Math.floor(seasonLength / 2);
  const isEven = seasonLength % 2 === 0;
  const cumulative = [0];
  for (const quantity of series) cumulative.push(cumulative.at(-1)! + quantity);
  const detrended: number[] = [];
  const positions: number[] = [];
  for (let week = half; week < series.length - half; week += 1) {
    const trend = isEven
      ? (cumulative[week + half]! -
          cumulative[week - half + 1]! +
          (series[week - half]! + series[week + half]!) / 2) /
        seasonLength
      : (cumulative[week + half + 1]! - cumulative[week - half]!) / seasonLength;
    detrended.push(series[week]! - trend);
    positions.push(week % seasonLength);
  }
  const sums = new Array<number>(seasonLength).fill(0);
  const counts = new Array<number>(seasonLength).fill(0);
  detrended.forEach((value, i) => {
    sums[positions[i]!]! += value;
    counts[positions[i]!]! += 1;
  });
  const remainder = detrended.map((value, i) => value - sums[positions[i]!]! / counts[positions[i]!]!);
  const detrendedVariance = variance(detrended);
  if (detrendedVariance <= 1e-9) return 0;
  const strength = Math.max(0, 1 - variance(remainder) / detrendedVariance);
  const noiseShare = seasonLength / detrended.length;
  return (strength - noiseShare) / (1 - noiseShare);
}

function variance(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
}

// ---- Models -----------------------------------------------------------------------------------------

/**
 * A model fitted on the first `fitWeeks` weeks: forecasts of weeks `origin`…`origin + horizon − 1` from the
 * weeks before `origin` (any origin from `fitWeeks` on), never below zero. Backtests fit once at the first
 * origin and keep the parameters, so no origin sees its future and the states still learn week by week.
 */
type Forecaster = (origin: number, horizon: number) => number[];
type FitModel = (series: readonly number[], fitWeeks: number) => Forecaster;

/** Each week the demand of the same week one season earlier; with less than a season, the last week's. */
export function seasonalNaiveForecast(
  history: readonly number[],
  seasonLength: number,
  horizon: number,
): number[] {
  assertHasWeeks(history);
  return seasonalNaive(seasonLength)(history, history.length)(history.length, horizon);
}

function seasonalNaive(seasonLength: number): FitModel {
  return (series) => (origin, horizon) =>
    Array.from({ length: horizon }, (_, week) => {
      const length = origin >= seasonLength ? seasonLength : 1;
      return Math.max(0, series[origin - length + (week % length)]!);
    });
}

/**
 * Holt-Winters with a damped trend, fitted on the history: an additive season when `seasonLength` > 1 and
 * the history holds two seasons, none otherwise.
 */
export function holtWintersDampedForecast(
  history: readonly number[],
  seasonLength: number,
  horizon: number,
): number[] {
  assertHasWeeks(history);
  return holtWintersDamped(seasonLength)(history, history.length)(history.length, horizon);
}

interface HoltWintersParameters {
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
}

interface HoltWintersState {
  level: number;
  trend: number;
  /** Indexed by week % seasonLength; [0] when there is no season. */
  season: number[];
}

/**
 * A small grid, searched for the least one-step squared error on the fitting weeks: fast enough for 10,000
 * products a night, and coarse steps lose little (the error surface is flat near its minimum). φ = 0 is
 * simple exponential smoothing (no trend); φ stops at 0.98 so a trend is never projected undamped. γ stays
 * within 1 − α, the usual bound that keeps the level and the season from trading places.
 */
const ALPHAS = [0.05, 0.1, 0.2, 0.35, 0.5, 0.75];
const TRENDS = [
  { phi: 0, beta: 0 },
  ...[0.8, 0.9, 0.98].flatMap((phi) => [0.02, 0.1, 0.3].map((beta) => ({ phi, beta }))),
];
const GAMMAS = [0.05, 0.15, 0.35];

function holtWintersDamped(requestedSeasonLength: number): FitModel {
  return (series, fitWeeks) => {
    // The season starts from the first two seasons, which must lie in the fitting weeks.
    const seasonLength = fitWeeks >= 2 * requestedSeasonLength ? requestedSeasonLength : 1;
    const initial = initialHoltWintersState(series, fitWeeks, seasonLength);
    const parameters = fitHoltWinters(series, fitWeeks, seasonLength, initial);
    return (origin, horizon) => {
      const { level, trend, season } = runHoltWinters(series, origin, seasonLength, initial, parameters);
      let trendSoFar = 0;
      let damping = 1;
      return Array.from({ length: horizon }, (_, week) => {
        damping *= parameters.phi;
        trendSoFar += damping * trend;
        return Math.max(0, level + trendSoFar + season[(origin + week) % seasonLength]!);
      });
    };
  };
}

/**
 * The starting level and trend from a line through the first 8 weeks, or, with a season, from the means of
 * the first two seasons, whose detrended weeks also give the starting season.
 */
function initialHoltWintersState(
  series: readonly number[],
  fitWeeks: number,
  seasonLength: number,
): HoltWintersState {
  if (seasonLength === 1) {
    const weeks = Math.min(fitWeeks, 8);
    const meanWeek = (weeks - 1) / 2;
    const meanDemand = series.slice(0, weeks).reduce((sum, quantity) => sum + quantity, 0) / weeks;
    let covariance = 0;
    let spread = 0;
    for (let week = 0; week < weeks; week += 1) {
      covariance += (week - meanWeek) * (series[week]! - meanDemand);
      spread += (week - meanWeek) ** 2;
    }
    const trend = spread > 0 ? covariance / spread : 0;
    return { level: meanDemand - trend * (meanWeek + 1), trend, season: [0] };
  }
  const seasonMean = (cycle: number) =>
    series.slice(cycle * seasonLength, (cycle + 1) * seasonLength).reduce((sum, q) => sum + q, 0) /
    seasonLength;
  const first = seasonMean(0);
  const second = seasonMean(1);
  const trend = (second - first) / seasonLength;
  const middle = (seasonLength - 1) / 2;
  const season = Array.from(
    { length: seasonLength },
    (_, week) =>
      (series[week]! - first + series[week + seasonLength]! - second) / 2 - trend * (week - middle),
  );
  const seasonMeanOffset = season.reduce((sum, value) => sum + value, 0) / seasonLength;
  return {
    level: first - trend * (middle + 1),
    trend,
    season: season.map((value) => value - seasonMeanOffset),
  };
}

function fitHoltWinters(
  series: readonly number[],
  fitWeeks: number,
  seasonLength: number,
  initial: HoltWintersState,
): HoltWintersParameters {
  const gammas = seasonLength === 1 ? [0] : GAMMAS;
  let best = { alpha: ALPHAS[0]!, beta: 0, gamma: gammas[0]!, phi: 0 };
  let bestError = Infinity;
  for (const alpha of ALPHAS) {
    for (const { phi, beta } of TRENDS) {
      for (const gamma of gammas) {
        if (gamma > 1 - alpha) continue;
        const parameters = { alpha, beta, gamma, phi };
        const error = runHoltWinters(series, fitWeeks, seasonLength, initial, parameters).squaredError;
        if (error < bestError) {
          best = parameters;
          bestError = error;
        }
      }
    }
  }
  return best;
}

/** The state after the first `weeks` weeks, and the sum of squared one-step errors on the way. */
function runHoltWinters(
  series: readonly number[],
  weeks: number,
  seasonLength: number,
  initial: HoltWintersState,
  { alpha, beta, gamma, phi }: HoltWintersParameters,
): HoltWintersState & { squaredError: number } {
  let { level, trend } = initial;
  const season = initial.season.slice();
  let squaredError = 0;
  for (let week = 0; week < weeks; week += 1) {
    const position = week % seasonLength;
    const dampedTrend = phi * trend;
    const error = series[week]! - (level + dampedTrend + season[position]!);
    squaredError += error * error;
    level += dampedTrend + alpha * error;
    trend = dampedTrend + alpha * beta * error;
    season[position]! += gamma * error;
  }
  return { level, trend, season, squaredError };
}

/** Croston with the Syntetos–Boylan correction: the expected units a week, flat over the horizon. */
export function crostonSbaForecast(history: readonly number[], horizon: number): number[] {
  assertHasWeeks(history);
  return crostonSba(history, history.length)(history.length, horizon);
}

/**
 * Smooths the size of each sale and the weeks between sales, both only when a sale happens. Starts from their
 * means over the fitting weeks: starting from the first sale alone, α = 0.1 takes some 20 sales to forget it.
 */
const crostonSba: FitModel = (series, fitWeeks) => {
  const salesWeeks = (end: number) => {
    const weeks = [];
    for (let week = 0; week < end; week += 1) if (series[week]! > 0) weeks.push(week);
    return weeks;
  };
  const fitSales = salesWeeks(fitWeeks);
  const initialSize = fitSales.reduce((sum, week) => sum + series[week]!, 0) / fitSales.length;
  const initialInterval =
    fitSales.length > 1 ? (fitSales.at(-1)! - fitSales[0]!) / (fitSales.length - 1) : fitWeeks;
  return (origin, horizon) => {
    const sales = salesWeeks(origin);
    if (sales.length === 0) return new Array<number>(horizon).fill(0);
    let size = initialSize;
    let interval = initialInterval;
    sales.forEach((week, i) => {
      size += CROSTON_ALPHA * (series[week]! - size);
      if (i > 0) interval += CROSTON_ALPHA * (week - sales[i - 1]! - interval);
    });
    return new Array<number>(horizon).fill(((1 - CROSTON_ALPHA / 2) * size) / interval);
  };
};

// ---- Choice by backtest ------------------------------------------------------------------------------

interface Candidate {
  model: ForecastModel;
  seasonLength: number;
  fit: FitModel;
}

interface ScoredCandidate extends Candidate, CandidateScore {
  /** Actual − forecast, one row per origin, one column per week ahead. */
  errors: number[][];
}

/**
 * Simplest first, so ties go to the simpler model. Croston/SBA only for intermittent demand, where it is
 * taken whatever the backtest says: on mostly zero weeks the absolute error is smallest for a forecast of
 * nothing, so MASE would favour models that predict no sales and leave the shelf empty (Kolassa 2016; the
 * reason the M5 competition scored intermittent sales with squared errors). Seasonal naive stays listed as
 * the yardstick. Holt-Winters keeps its season only with two seasons to start from before the first origin.
 */
function candidateModels(pattern: DemandPattern, seasonLength: number, firstOrigin: number): Candidate[] {
  const seasonalNaiveCandidate = {
    model: 'SEASONAL_NAIVE',
    seasonLength,
    fit: seasonalNaive(seasonLength),
  } as const;
  if (pattern === 'INTERMITTENT') {
    return [seasonalNaiveCandidate, { model: 'CROSTON_SBA', seasonLength: 1, fit: crostonSba }];
  }
  const holtWinters = (length: number) =>
    ({ model: 'HOLT_WINTERS_DAMPED', seasonLength: length, fit: holtWintersDamped(length) }) as const;
  return [
    seasonalNaiveCandidate,
    holtWinters(1),
    ...(seasonLength > 1 && firstOrigin >= 2 * seasonLength ? [holtWinters(seasonLength)] : []),
  ];
}

/**
 * One origin a week over the last weeks, each forecasting BACKTEST_HORIZON_WEEKS ahead from what came
 * before it; at least MIN_FIT_WEEKS weeks precede the first origin (5 origins at 16 weeks, 13 from 24).
 */
function backtestOrigins(weeks: number): number[] {
  const lastOrigin = weeks - BACKTEST_HORIZON_WEEKS;
  const count = Math.min(MAX_BACKTEST_ORIGINS, lastOrigin - MIN_FIT_WEEKS + 1);
  return Array.from({ length: count }, (_, i) => lastOrigin - count + 1 + i);
}

/**
 * The in-sample mean absolute error of seasonal naive, the same for every candidate so their MASE compare.
 * When it is 0 (the same demand every season), last week's naive error; when that is 0 too (the same demand
 * every week), one unit: quantities are whole, so one unit is the smallest miss that matters.
 */
function maseScale(series: readonly number[], seasonLength: number): number {
  const naiveError = (lag: number) => {
    if (series.length <= lag) return 0;
    let sum = 0;
    for (let week = lag; week < series.length; week += 1)
      sum += Math.abs(series[week]! - series[week - lag]!);
    return sum / (series.length - lag);
  };
  return naiveError(seasonLength) || naiveError(1) || 1;
}

function scoreCandidate(
  series: readonly number[],
  candidate: Candidate,
  origins: readonly number[],
  scale: number,
): ScoredCandidate {
  const forecast = candidate.fit(series, origins[0]!);
  let absoluteError = 0;
  let sold = 0;
  const errors = origins.map((origin) =>
    forecast(origin, BACKTEST_HORIZON_WEEKS).map((mean, week) => {
      const actual = series[origin + week]!;
      absoluteError += Math.abs(actual - mean);
      sold += actual;
      return actual - mean;
    }),
  );
  const count = origins.length * BACKTEST_HORIZON_WEEKS;
  // Weeks with no sales at all: WAPE against one unit, as MASE does.
  return {
    ...candidate,
    errors,
    mase: absoluteError / count / scale,
    wape: absoluteError / Math.max(sold, 1),
  };
}

/** Ties go to the earlier, simpler candidate: extra parameters must earn their place. */
function lowestMase(scored: readonly ScoredCandidate[]): ScoredCandidate {
  return scored.reduce((best, candidate) => (candidate.mase < best.mase - 1e-9 ? candidate : best));
}

/**
 * Half-widths of the 80% interval, week by week: z × the root mean squared backtest error at that many weeks
 * ahead (normal errors: with 5–13 errors per horizon, empirical 10th and 90th percentiles would be the
 * extremes). Beyond the backtest horizon the variance keeps growing at the rate seen from 1 to 4 weeks
 * ahead: exact for a random walk, flat for a steady series, where √h growth would double the width at 12
 * weeks for nothing. The spread never narrows with the horizon.
 */
function intervalSpreads(errors: readonly number[][], horizon: number): number[] {
  const variances: number[] = [];
  for (let week = 0; week < BACKTEST_HORIZON_WEEKS; week += 1) {
    const meanSquare = errors.reduce((sum, row) => sum + row[week]! ** 2, 0) / errors.length;
    variances.push(Math.max(meanSquare, variances.at(-1) ?? 0));
  }
  const last = variances.at(-1)!;
  const growthPerWeek = (last - variances[0]!) / (BACKTEST_HORIZON_WEEKS - 1);
  return Array.from({ length: horizon }, (_, week) => {
    const variance =
      week < BACKTEST_HORIZON_WEEKS
        ? variances[week]!
        : last + growthPerWeek * (week - BACKTEST_HORIZON_WEEKS + 1);
    return Z_80 * Math.sqrt(variance);
  });
}

// ---- Reorder advice ----------------------------------------------------------------------------------

/** Four weeks: the monthly restocking cycle most B2B buyers order on. */
export const DEFAULT_COVER_WEEKS = 4;

export interface ReorderAdvice {
  /** Whole cases; 0 when the stock covers the cover weeks. */
  reorderQuantity: number;
  /** YYYY-MM-DD; null when the stock outlasts the forecast. */
  stockOutDate: string | null;
}

/**
 * What to order now, and when the stock runs out. The order brings the stock up to the upper bound of demand
 * over `coverWeeks`, rounded up to whole cases (spec: quantities are multiples of the case quantity). Adding
 * weekly upper bounds overstates the 80% bound of the total, since weeks partly cancel: a deliberate margin
 * against running out. Supplier lead time is not modelled; the cover weeks should include it. The stock-out
 * date uses the mean forecast, spread evenly over the days of each week: the first day that starts with no
 * stock (100 units at 10 a day: startDate + 10). `startDate` is the Sunday that starts the first forecast week.
 */
export function adviseReorder({
  weeks,
  stockQuantity,
  caseQuantity,
  startDate,
  coverWeeks = DEFAULT_COVER_WEEKS,
}: {
  weeks: readonly Pick<ForecastWeek, 'mean' | 'upper'>[];
  stockQuantity: number;
  caseQuantity: number;
  startDate: string;
  coverWeeks?: number;
}): ReorderAdvice {
  assertWholeNumber('caseQuantity', caseQuantity, 1);
  assertWholeNumber('stockQuantity', stockQuantity, 0);
  assertWholeNumber('coverWeeks', coverWeeks, 1);
  if (coverWeeks > weeks.length) throw new RangeError('coverWeeks is longer than the forecast');
  const start = sundayAt(startDate);

  const demandToCover = weeks.slice(0, coverWeeks).reduce((sum, week) => sum + week.upper, 0);
  const shortfall = demandToCover - stockQuantity;
  // The tolerance keeps float noise (300.00000000000006 units) from adding a case.
  const cases = shortfall > 0 ? Math.ceil(shortfall / caseQuantity - 1e-9) : 0;

  const days = daysOfCover(weeks, stockQuantity);
  return {
    reorderQuantity: cases * caseQuantity,
    stockOutDate:
      days === null ? null : new Date(start + Math.floor(days) * 86_400_000).toISOString().slice(0, 10),
  };
}

/** Days the stock lasts at the mean forecast, or null when it lasts past the last forecast day. */
function daysOfCover(weeks: readonly Pick<ForecastWeek, 'mean'>[], stockQuantity: number): number | null {
  let stockLeft = stockQuantity;
  for (const [week, { mean }] of weeks.entries()) {
    if (stockLeft <= 0) return 7 * week;
    if (mean >= stockLeft) {
      // Rounded so 9 units at 0.2 a day last 45 days, not 44.99999999999999.
      const days = 7 * week + (7 * stockLeft) / mean;
      return days < 7 * weeks.length ? Math.round(days * 1e9) / 1e9 : null;
    }
    stockLeft -= mean;
  }
  return null;
}

/** Milliseconds since the epoch at UTC midnight of a YYYY-MM-DD Sunday. */
function sundayAt(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`startDate is not a YYYY-MM-DD date: ${date}`);
  }
  if (new Date(time).getUTCDay() !== 0) throw new RangeError(`startDate is not a Sunday: ${date}`);
  return time;
}

function assertHasWeeks(history: readonly number[]): void {
  if (history.length === 0) throw new RangeError('history has no weeks');
}

function assertWholeNumber(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of at least ${minimum}: ${value}`);
  }
}
