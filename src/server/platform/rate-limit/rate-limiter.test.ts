import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createRateLimiter } from './rate-limiter.js';

describe('createRateLimiter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiter({ db: database.db });
    const rule = { name: 'test', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) await limiter.enforce(rule, ['a']);
    await expect(limiter.enforce(rule, ['a'])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await expect(limiter.enforce(rule, ['b'])).resolves.toBeUndefined();
  });

  it('counts parallel attempts exactly, as several nodes would', async () => {
    const limiters = [createRateLimiter({ db: database.db }), createRateLimiter({ db: database.db })];
    const rule = { name: 'parallel', limit: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.enforce(rule, ['same'])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createRateLimiter({ db: database.db });
    const rule = { name: 'window', limit: 1, windowSeconds: 60 };
    await limiter.enforce(rule, ['w']);
    await database.pool.query("UPDATE rate_limit_counters SET window_start = now() - interval '61 seconds'");
    await expect(limiter.enforce(rule, ['w'])).resolves.toBeUndefined();
  });
});
