import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../errors/app-error.js';

/** How long a change retries a row another transaction holds, and how often. */
const lockWaitMs = 30_000;
const lockRetryMs = 20;

/**
 * Runs `attempt` — a transaction that locks its row with `SKIP LOCKED` and answers undefined when it got
 * none — until it answers. A row another transaction holds is retried after a pause rather than waited
 * for: a waiting transaction keeps a pooled connection, and the holder may need one (a provider's sandbox
 * reads through the pool, a name is read for an event), so many requests waiting on one lock could
 * otherwise exhaust the pool. NOT_FOUND when `exists` says the row is not there (or not the caller's);
 * CONFLICT after `lockWaitMs`.
 */
export async function retryWhileLocked<T>(
  attempt: () => Promise<T | undefined>,
  exists: () => Promise<boolean>,
): Promise<T> {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    const done = await attempt();
    if (done) return done;
    if (!(await exists())) throw new AppError('NOT_FOUND');
    if (Date.now() > deadline) throw new AppError('CONFLICT');
    await sleep(lockRetryMs);
  }
}
