import { sql, type AnyColumn } from 'drizzle-orm';
import { uuidPattern } from '../../../contract/ids/uuid.js';
import { AppError } from '../errors/app-error.js';

const patterns = {
  /** A timestamp at microseconds, as PostgreSQL orders them (a JavaScript Date keeps only milliseconds). */
  time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  id: uuidPattern,
};

export interface TimeIdKey {
  time: string;
  id: string;
}

/** A keyset cursor for lists ordered by (time, id): the last row a page showed, as base64url JSON. */
export function encodeTimeIdCursor({ time, id }: TimeIdKey): string {
  return Buffer.from(JSON.stringify([time, id])).toString('base64url');
}

/** The key in a cursor made by `encodeTimeIdCursor`; anything else is a bad request. */
export function decodeTimeIdCursor(cursor: string): TimeIdKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === 'string' &&
    patterns.time.test(key[0]) &&
    typeof key[1] === 'string' &&
    patterns.id.test(key[1])
  ) {
    return { time: key[0], id: key[1] };
  }
  throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
}

/** A timestamptz as UTC text with microseconds: what cursors carry, so no precision is lost. */
export const timeKeySql = (column: AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
