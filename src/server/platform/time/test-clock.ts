import type { FastifyInstance } from 'fastify';
import { devEndpoints as endpoints } from '../../../contract/dev/dev.endpoints.js';
import * as schemas from '../../../contract/dev/dev.schemas.js';
import { endpointRoutes } from '../http/endpoint-routes.js';
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

/** `GET /dev/clock` and `POST /dev/clock` (forward only): registered only with the test clock. */
export async function testClockRoutes(
  app: FastifyInstance,
  { clock }: { clock: ReturnType<typeof createTestClock> },
) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.getClock, () => ({ now: clock.now().toISOString() }));
  route(endpoints.advanceClock, ({ body }) => ({ now: clock.advance(body.advanceMs).toISOString() }));
}
