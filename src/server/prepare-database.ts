import type { Db } from './platform/db/database.js';
import { applyMigrations } from './platform/db/migrate.js';
import { createCategoriesRepository } from './modules/catalog/categories.repository.js';
import { createCategoriesService } from './modules/catalog/categories.service.js';
import { categoryTaxonomy } from './modules/catalog/category-taxonomy.js';

/** Migrates the schema and syncs reference data; safe to run on every start and on every node. */
export async function prepareDatabase(db: Db): Promise<void> {
  await applyMigrations(db);
  await createCategoriesService({ repository: createCategoriesRepository(db) }).syncTaxonomy(
    categoryTaxonomy,
  );
}
