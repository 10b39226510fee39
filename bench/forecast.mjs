// Demand forecasting benchmark (issue 10): generated weekly series of five kinds (fixed seed), the last 12
// weeks held out and forecast from the rest by the chosen model and by seasonal naive with the true season
// (the strongest naive baseline: it knows the period). Reports the mean out-of-sample MASE of both, the
// improvement, which models were chosen and how often the 80% interval held the actual week; then the time
// to forecast 10,000 products of 104 weeks. Fails when the chosen model is not at least 10% better than
// seasonal naive on the trended, the seasonal and the trended + seasonal series. Reads the production build (`npm run build`);
// FORECAST_MODULE=<path to forecast-models.js> measures another build. Prints Markdown for docs/performance.md.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loadBuilt } from './server-process.mjs';

const seriesPerKind = Number(process.env.BENCH_SERIES ?? 200);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const heldOutWeeks = 12;
const targetImprovement = 10;

const { forecastDemand, seasonalNaiveForecast } = process.env.FORECAST_MODULE
  ? await import(pathToFileURL(process.env.FORECAST_MODULE).href)
  : await loadBuilt('modules/forecasting/forecast-models.js');

/** mulberry32: a small seeded generator, so every run sees the same series. */
function randomGenerator(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomGenerator(20261125);
const between = (low, high) => low + (high - low) * random();
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const units = (value) => Math.max(0, Math.round(value));

/** A season of `length` weeks with a random shape, mean 0 and standard deviation `amplitude`. */
function seasonShape(length, amplitude) {
  const raw = Array.from({ length }, normal);
  const mean = raw.reduce((sum, value) => sum + value, 0) / length;
  const sd = Math.sqrt(raw.reduce((sum, value) => sum + (value - mean) ** 2, 0) / length);
  return raw.map((value) => ((value - mean) / sd) * amplitude);
}

function trendPerWeek(level, weeks) {
  return random() < 0.8 ? level * between(0.005, 0.02) : (-level * between(0.1, 0.6)) / weeks;
}

/**
 * Each kind with its true season length (1: none). Noise is 15% of the level: weekly B2B demand is at least
 * that noisy. Four trends in five grow by 0.5–2% of the level a week; the others lose 10–60% of it over the
 * series, so demand stays above zero. Seasons of 4 and 13 weeks alternate.
 */
const kinds = {
  'constant + noise': (weeks) => {
    const level = between(20, 200);
    return {
      seasonLength: 1,
      demand: Array.from({ length: weeks }, () => units(level + 0.15 * level * normal())),
    };
  },
  trended: (weeks) => {
    const level = between(30, 120);
    const trend = trendPerWeek(level, weeks);
    return {
      seasonLength: 1,
      demand: Array.from({ length: weeks }, (_, week) =>
        units(level + trend * week + 0.15 * level * normal()),
      ),
    };
  },
  seasonal: (weeks, i) => {
    const level = between(30, 150);
    const seasonLength = i % 2 === 0 ? 4 : 13;
    const season = seasonShape(seasonLength, level * between(0.2, 0.4));
    return {
      seasonLength,
      demand: Array.from({ length: weeks }, (_, week) =>
        units(level + season[week % seasonLength] + 0.15 * level * normal()),
      ),
    };
  },
  'trended + seasonal': (weeks, i) => {
    const level = between(30, 120);
    const trend = trendPerWeek(level, weeks);
    const seasonLength = i % 2 === 0 ? 4 : 13;
    const season = seasonShape(seasonLength, level * between(0.2, 0.4));
    return {
      seasonLength,
      demand: Array.from({ length: weeks }, (_, week) =>
        units(level + trend * week + season[week % seasonLength] + 0.15 * level * normal()),
      ),
    };
  },
  intermittent: (weeks) => {
    const chance = between(0.15, 0.35);
    const size = between(4, 16);
    return {
      seasonLength: 1,
      demand: Array.from({ length: weeks }, () =>
        random() < chance ? units(size + 0.3 * size * normal()) : 0,
      ),
    };
  },
};
const targetKinds = ['trended', 'seasonal', 'trended + seasonal'];

/** In-sample seasonal naive MAE, as the module scales MASE (then naive, then one unit). */
function maseScale(history, seasonLength) {
  const naiveError = (lag) => {
    let sum = 0;
    for (let week = lag; week < history.length; week += 1)
      sum += Math.abs(history[week] - history[week - lag]);
    return history.length > lag ? sum / (history.length - lag) : 0;
  };
  return naiveError(seasonLength) || naiveError(1) || 1;
}
const meanAbsoluteError = (forecast, actual) =>
  forecast.reduce((sum, value, week) => sum + Math.abs(actual[week] - value), 0) / actual.length;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const rows = [];
let isTargetMissed = false;
for (const [kind, generate] of Object.entries(kinds)) {
  const chosenMase = [];
  const naiveMase = [];
  const chosenModels = new Map();
  let covered = 0;
  let weeksForecast = 0;
  let insufficient = 0;
  for (let i = 0; i < seriesPerKind; i += 1) {
    const { seasonLength, demand } = generate(Math.floor(between(64, 105)), i);
    const history = demand.slice(0, -heldOutWeeks);
    const actual = demand.slice(-heldOutWeeks);
    const forecast = forecastDemand(history, { horizon: heldOutWeeks });
    if (forecast.status !== 'FORECAST') {
      insufficient += 1;
      continue;
    }
    const scale = maseScale(history, seasonLength);
    chosenMase.push(
      meanAbsoluteError(
        forecast.weeks.map((week) => week.mean),
        actual,
      ) / scale,
    );
    naiveMase.push(
      meanAbsoluteError(seasonalNaiveForecast(history, seasonLength, heldOutWeeks), actual) / scale,
    );
    const name = `${forecast.model} ${forecast.seasonLength}`;
    chosenModels.set(name, (chosenModels.get(name) ?? 0) + 1);
    forecast.weeks.forEach((week, w) => {
      if (actual[w] >= week.lower && actual[w] <= week.upper) covered += 1;
    });
    weeksForecast += heldOutWeeks;
  }
  const chosen = mean(chosenMase);
  const naive = mean(naiveMase);
  const improvement = (1 - chosen / naive) * 100;
  if (targetKinds.includes(kind) && !(improvement >= targetImprovement)) isTargetMissed = true;
  rows.push([
    kind,
    chosenMase.length + (insufficient ? ` (${insufficient} too short)` : ''),
    [...chosenModels]
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name}: ${count}`)
      .join(', '),
    chosen.toFixed(3),
    naive.toFixed(3),
    `${improvement.toFixed(1)}%`,
    `${((covered / weeksForecast) * 100).toFixed(1)}%`,
  ]);
}

console.log(
  `\nOut of sample: ${seriesPerKind} series per kind, 52–92 weeks of history, the next ${heldOutWeeks} weeks ` +
    `held out (seed 20261125; Node ${process.versions.node}, ${os.cpus().length} cores).\n`,
);
console.log(
  '| series kind | series | chosen (model, season length: series) | MASE chosen | MASE seasonal naive | improvement | 80% interval coverage |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// Time: 10,000 products of 104 weeks, the kinds in turn, generated before the clock starts.
const generators = Object.values(kinds);
const products = Array.from(
  { length: productCount },
  (_, i) => generators[i % generators.length](104, i).demand,
);
const startedAt = performance.now();
let forecasts = 0;
for (const demand of products) if (forecastDemand(demand).status === 'FORECAST') forecasts += 1;
const seconds = (performance.now() - startedAt) / 1000;
console.log(
  `\nForecasting ${productCount} products (104 weeks each, the five kinds in turn), one process:\n`,
);
console.log('| products | forecast | total s | ms per product |');
console.log('| ---: | ---: | ---: | ---: |');
console.log(
  `| ${productCount} | ${forecasts} | ${seconds.toFixed(2)} | ${((seconds * 1000) / productCount).toFixed(3)} |`,
);

if (isTargetMissed) {
  console.error(
    `\nTarget missed: the chosen model must beat seasonal naive by ${targetImprovement}% on trended and seasonal series.`,
  );
  process.exitCode = 1;
}
