import type { Db } from './platform/db/database.js';
import { createCategoriesRepository } from './modules/catalog/categories.repository.js';
import { createCategoriesService } from './modules/catalog/categories.service.js';
import { createHealthService } from './modules/health/health.service.js';

/** Builds every module's service from its narrow dependencies; the one place modules are wired. */
export function createServices({ db }: { db: Db }) {
  return {
    health: createHealthService({ db }),
    categories: createCategoriesService({ repository: createCategoriesRepository(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;
