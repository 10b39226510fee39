import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * Riyadh calendar months in SQL. Asia/Riyadh is UTC+3 all year, so a fixed offset is exact and does not
 * depend on the server's time zone data (the `AT TIME ZONE 'UTC'` only drops the zone from the value).
 */

/** The Riyadh calendar month (YYYY-MM) of a timestamptz column. */
export const riyadhMonthSql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM')`;
