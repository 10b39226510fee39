import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from './time-id-cursor.js';

describe('time and id cursors', () => {
  const key = { time: '2026-11-23T09:15:02.123456Z', id: '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6' };

  it('gives back the key it was made from, microseconds included', () => {
    expect(decodeTimeIdCursor(encodeTimeIdCursor(key))).toEqual(key);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a time without microseconds', encodeTimeIdCursor({ ...key, time: '2026-11-23T09:15:02.123Z' })],
    ['an id that is not a UUID', encodeTimeIdCursor({ ...key, id: "1' OR '1'='1" })],
    ['another shape', Buffer.from(JSON.stringify({ time: key.time })).toString('base64url')],
  ])('refuses %s as a bad request', (_, cursor) => {
    expect(() => decodeTimeIdCursor(cursor)).toThrow(AppError);
  });
});
