import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from './clock.js';

/**
 * A clock that a browser journey can move forward (decision 014): deadlines pass without waiting. Only a
 * server started with TEST_CLOCK=true has one, and the configuration refuses that in production.
 */
export function createTestClock(): Clock & { advance(ms: number): Date } {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
}

const maxAdvanceMs = 366 * 24 * 60 * 60 * 1000;
const AdvanceBodySchema = z.object({ advanceMs: z.number().int().min(0).max(maxAdvanceMs) });
const NowSchema = z.object({ now: z.iso.datetime() });

/** `GET /dev/clock` and `POST /dev/clock` (forward only): registered only with the test clock. */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: ReturnType<typeof createTestClock> }> = async (
  app,
  { clock },
) => {
  const schema = { hide: true, response: { 200: NowSchema } };
  app.get('/dev/clock', { schema }, async () => ({ now: clock.now().toISOString() }));
  app.post('/dev/clock', { schema: { ...schema, body: AdvanceBodySchema } }, async (request) => ({
    now: clock.advance(request.body.advanceMs).toISOString(),
  }));
};
