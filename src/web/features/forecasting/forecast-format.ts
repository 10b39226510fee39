import { formatNumber, formatPercent } from '../../lib/format';

/**
 * Forecast units as people read them: whole units from 10 up, one decimal below, so a slow seller's 0.8 a
 * week does not show as 1 (or 0). The API keeps the exact numbers; only the page rounds.
 */
export function formatUnits(value: number, language: string): string {
  return formatNumber(value, language, { maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0 });
}

/** A backtest MASE: two decimals (0.72). */
export const formatMase = (value: number, language: string) =>
  formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share (0.12) as a whole percentage (12%), in the one percent style of lib/format. */
export const formatShare = (value: number, language: string) =>
  formatPercent(Math.round(value * 100), language);
