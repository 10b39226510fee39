import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { buildApp } from '../app.js';
import { openPool } from '../platform/db/database.js';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres.js';
import { prepareDatabase } from '../prepare-database.js';
import { testConfig } from './app.js';
import { quoteIdentifier, replaceDatabase } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set (CI's PostgreSQL 15 pass), otherwise an
 * embedded server in a temporary folder. A template database is migrated once; each test file clones it
 * (`createTestDatabase`), which takes tens of milliseconds and isolates files from each other.
 */
export default async function setup(project: TestProject) {
  const silent = { info: () => undefined, warn: (message: string) => console.warn(message) };
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => undefined;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-test-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, log: silent });
    serverUrl = embedded.urlFor('postgres');
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const templateDatabase = `tawrid_template_${process.pid}_${Date.now()}`;
  await runAdmin(serverUrl, `CREATE DATABASE ${quoteIdentifier(templateDatabase)}`);
  const { db, pool } = openPool(replaceDatabase(serverUrl, templateDatabase));
  try {
    await prepareDatabase(db);
    // pg-boss's schema and the app's queues, as the first node leaves them (decision 020): each test app
    // then starts its job queue in milliseconds instead of creating them.
    const app = await buildApp({ config: testConfig(os.tmpdir()), database: { db, pool }, logger: false });
    await app.services.jobs.install();
  } finally {
    await pool.end();
  }

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(templateDatabase)} WITH (FORCE)`);
    await stopServer();
  };
}

async function runAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
