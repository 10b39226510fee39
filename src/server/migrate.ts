// `npm run db:migrate`: applies migrations and reference data to the configured database, then exits.
import { loadConfig } from './config/config.js';
import { prepareDatabase } from './prepare-database.js';
import { connectDatabase } from './platform/db/database.js';

const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: console,
});
try {
  await prepareDatabase(database.db);
  console.log(`Database is up to date (${database.description}).`);
} finally {
  await database.close();
}
