import { buildApp, type App, type AppConfig } from '../app.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/** The real app on its own cloned database, without the web bundle and without logs. */
export async function createTestApp(config: Partial<AppConfig> = {}): Promise<{
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { corsOrigins: [], webDistDir: undefined, logLevel: 'silent', ...config },
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
