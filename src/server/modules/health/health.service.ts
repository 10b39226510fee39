import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';

export function createHealthService({ db }: { db: Db }) {
  return {
    /** Ready means the database answers; a load balancer stops sending traffic otherwise. */
    async checkReadiness(): Promise<{ status: 'ready'; database: 'up' }> {
      try {
        await db.execute(sql`SELECT 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', { dependency: 'database' });
      }
      return { status: 'ready', database: 'up' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
