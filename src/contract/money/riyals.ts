/**
 * Money on the wire (decision 019). Inside Tawrid every amount is an integer number of halalas. On the
 * wire an amount travels twice: under its business name in riyals (`price: 145.05`, a JSON number with at
 * most two decimals, as spec §3 shows prices "in SAR") and under the same name with the `Halalas` suffix
 * as the exact integer (`priceHalalas: 14505`). Requests may send either.
 *
 * This file is zod-free: the web app's API client, on every page, turns answers back into halalas with it.
 */

export const halalasSuffix = 'Halalas';

/** The wire name of an amount's integer: `price` → `priceHalalas`. */
export const halalasKey = <Key extends string>(key: Key) => `${key}${halalasSuffix}` as const;

/**
 * Riyals of an amount in halalas. Exact on the wire: `h / 100` is the double nearest the two-decimal value,
 * and JSON prints a double by its shortest round-trip digits, so 14505 prints as 145.05, never 145.04999….
 */
export const riyalsOf = (halalas: number) => halalas / 100;

/** Halalas of an amount in riyals, rounded to the nearest halala: what a person typed, what a provider sent. */
export const roundedHalalasOf = (riyals: number) => Math.round(riyals * 100);

/** Halalas of an amount in riyals, or null when it is not a whole number of halalas (e.g. 1.005). */
export function halalasOf(riyals: number): number | null {
  if (!Number.isFinite(riyals)) return null;
  const halalas = roundedHalalasOf(riyals);
  // A two-decimal value and its halalas divided by 100 are the same double; anything finer is not.
  return riyalsOf(halalas) === riyals ? halalas : null;
}

/**
 * The size of an amount in halalas as whole riyals and the halalas left over: 120050 → [1200, 50], and
 * -1999 → [19, 99] (the sign is the caller's to write). A fraction of a halala is rounded first.
 */
export function riyalsAndHalalasOf(halalas: number): [riyals: number, halalas: number] {
  const absolute = Math.abs(Math.round(halalas));
  return [Math.floor(absolute / 100), absolute % 100];
}

/**
 * An amount in halalas as riyals with two decimals, Latin digits, no grouping and no currency: `1234.50`,
 * `-19.99`, as files that machines read write amounts (the ZATCA QR code, CSV exports).
 */
export function riyalsText(halalas: number): string {
  const [riyals, rest] = riyalsAndHalalasOf(halalas);
  return `${halalas < 0 ? '-' : ''}${riyals}.${String(rest).padStart(2, '0')}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer as Tawrid keeps it: every `<name>Halalas` beside a `<name>` replaces it (integers, halalas), at
 * any depth. Objects without such pairs come back unchanged.
 */
export function fromWireMoney<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => fromWireMoney<unknown>(item)) as T;
  if (!isPlainObject(value)) return value as T;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key.endsWith(halalasSuffix) && key.slice(0, -halalasSuffix.length) in value) continue;
    const halalas = value[halalasKey(key)];
    result[key] = halalas === undefined ? fromWireMoney<unknown>(field) : halalas;
  }
  return result as T;
}

/** A request as Tawrid's web app sends it: each amount of `moneyKeys` (halalas) under its `…Halalas` name. */
export function toWireMoney<T extends object, K extends keyof T & string>(value: T, moneyKeys: readonly K[]) {
  const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of moneyKeys) {
    result[halalasKey(key)] = result[key];
    delete result[key];
  }
  return result as Omit<T, K> & { [P in K as `${P}Halalas`]: T[P] };
}
