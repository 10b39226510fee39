import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurSite } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';

describe('the test clock (decision 014)', () => {
  let withClock: Awaited<ReturnType<typeof createTestApp>>;
  let withoutClock: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    [withClock, withoutClock] = await Promise.all([createTestApp({ hasTestClock: true }), createTestApp()]);
  });
  afterAll(() => Promise.all([withClock.close(), withoutClock.close()]));

  it("moves a test-mode server's clock forward, and only forward", async () => {
    const day = 24 * 60 * 60 * 1000;
    const moved = await withClock.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: fromOurSite,
      payload: { advanceMs: 3 * day },
    });

    expect(moved.statusCode).toBe(200);
    const now = new Date(moved.json<{ now: string }>().now).getTime();
    expect(now - Date.now()).toBeGreaterThan(3 * day - 60_000);
    const read = await withClock.app.inject({ url: '/dev/clock' });
    expect(new Date(read.json<{ now: string }>().now).getTime()).toBeGreaterThanOrEqual(now);
    const back = await withClock.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: fromOurSite,
      payload: { advanceMs: -day },
    });
    expect(back.statusCode).toBe(400);
  });

  it('does not exist on any other server', async () => {
    const moved = await withoutClock.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: fromOurSite,
      payload: { advanceMs: 1000 },
    });
    expect(moved.statusCode).toBe(404);
    expect((await withoutClock.app.inject({ url: '/dev/clock' })).statusCode).toBe(404);
  });
});
