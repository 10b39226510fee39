import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { riyadhOffsetMs } from './riyadh-time.js';

/*
 * Riyadh calendar months in SQL. Asia/Riyadh is UTC+3 all year, so a fixed offset is exact and does not
 * depend on the server's time zone data (the `AT TIME ZONE 'UTC'` only drops the zone from the value).
 * The offset is written into the query's text, not sent as a parameter: a query that groups by the month
 * repeats the expression, and PostgreSQL matches the two only when their text is the same.
 */
const riyadhOffsetInterval = sql.raw(`interval '${riyadhOffsetMs / (60 * 60 * 1000)} hours'`);

/** The Riyadh calendar month (YYYY-MM) of a timestamptz column. */
export const riyadhMonthSql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + ${riyadhOffsetInterval}, 'YYYY-MM')`;

/** The Riyadh calendar day (YYYY-MM-DD) of a timestamptz column (the same fixed offset as months). */
export const riyadhDaySql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + ${riyadhOffsetInterval}, 'YYYY-MM-DD')`;
