import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';

export interface RateRule {
  /** What is limited, e.g. `login:ip`. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every API node counts the same attempts. One upsert per
 * check; the database clock decides the window, so nodes with drifting clocks agree.
 */
export function createRateLimiter({ db }: { db: Db }) {
  async function hit(rule: RateRule, subject: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const key = `${rule.name}:${subject}`;
    const window = `${rule.windowSeconds} seconds`;
    const { rows } = await db.execute<{ hits: number; retry_after: number }>(sql`
      INSERT INTO rate_limit_counters (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_counters.window_start <= now() - ${window}::interval
                    THEN 1 ELSE rate_limit_counters.hits + 1 END,
        window_start = CASE WHEN rate_limit_counters.window_start <= now() - ${window}::interval
                    THEN now() ELSE rate_limit_counters.window_start END
      RETURNING hits,
        ceil(extract(epoch FROM window_start + ${window}::interval - now()))::int AS retry_after`);
    const row = rows[0]!;
    return { count: Number(row.hits), retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
  }

  return {
    /** Counts one attempt for each subject; throws RATE_LIMITED once any of them is over its limit. */
    async enforce(rule: RateRule, subjects: readonly string[]): Promise<void> {
      for (const subject of subjects) {
        const { count, retryAfterSeconds } = await hit(rule, subject.toLowerCase());
        if (count > rule.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
