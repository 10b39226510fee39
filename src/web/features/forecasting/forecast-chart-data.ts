import type { ForecastWeek, SoldWeek } from '../../../contract/forecasting/forecasting.schemas';

/** One point of the chart: a past week's units, or a forecast week's mean and 80% interval. */
export interface ForecastChartRow {
  weekStart: string;
  actual: number | null;
  mean: number | null;
  /** [lower, upper]: Recharts draws an area between the two. */
  interval: [number, number] | null;
}

/** Past weeks shown at least, so a young product's chart still has some past to compare with. */
const minimumPastWeeks = 12;

/**
 * The chart's points, oldest first: past weeks from the first with sales (at least the last 12), then the
 * forecast. The last past week also starts the forecast line and band, so the two read as one.
 */
export function forecastChartRows(
  history: readonly SoldWeek[],
  weeks: readonly ForecastWeek[],
): ForecastChartRow[] {
  const firstSale = history.findIndex((week) => week.units > 0);
  const from = Math.min(
    firstSale < 0 ? history.length : firstSale,
    Math.max(0, history.length - minimumPastWeeks),
  );
  const past = history.slice(from).map((week, index, shown): ForecastChartRow => {
    const isLast = index === shown.length - 1;
    return {
      weekStart: week.weekStart,
      actual: week.units,
      mean: isLast ? week.units : null,
      interval: isLast ? [week.units, week.units] : null,
    };
  });
  const future = weeks.map((week): ForecastChartRow => ({
    weekStart: week.weekStart,
    actual: null,
    mean: week.mean,
    interval: [week.lower, week.upper],
  }));
  return [...past, ...future];
}
