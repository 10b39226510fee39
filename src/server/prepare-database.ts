import { sql } from 'drizzle-orm';
import type { Db } from './platform/db/database.js';
import { applyMigrations } from './platform/db/migrate.js';
import { createCategoriesRepository } from './modules/categories/categories.repository.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { categoryTaxonomy } from './modules/categories/category-taxonomy.js';

/** The advisory lock every node takes to prepare the database (one database, one key). */
const prepareLockName = 'tawrid:prepare-database';

/**
 * Migrates the schema and syncs reference data; safe to run on every start and on every node. Nodes that
 * start together take turns: the first holds a transaction-scoped advisory lock while it migrates (drizzle's
 * migrator has no lock of its own, and two nodes applying the same migration at once fail), the others wait
 * for it and then find nothing to do. The lock ends with the holding transaction, or with its connection if
 * the process dies.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${prepareLockName}))`);
    await applyMigrations(db);
    await createCategoriesService({ repository: createCategoriesRepository(db) }).syncTaxonomy(
      categoryTaxonomy,
    );
  });
}
