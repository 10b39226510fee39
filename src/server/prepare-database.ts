import type { Db } from './platform/db/database.js';
import { applyMigrations } from './platform/db/migrate.js';
import { categoryTaxonomy } from './modules/catalog/category-taxonomy.js';
import { createServices } from './services.js';

/** Migrates the schema and syncs reference data; safe to run on every start and on every node. */
export async function prepareDatabase(db: Db): Promise<void> {
  await applyMigrations(db);
  await createServices({ db }).categories.syncTaxonomy(categoryTaxonomy);
}
