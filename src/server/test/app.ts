import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppConfig } from '../app.js';
import type { Clock } from '../platform/time/clock.js';
import type { FatooraProvider } from '../providers/fatoora/fatoora-provider.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/** The real app on its own cloned database, without the web bundle and without logs. */
export const testPublicUrl = 'http://localhost:3000';

/** The configuration tests run with: sandbox registry, dev mailbox, files in a temporary folder. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    corsOrigins: [],
    webDistDir: undefined,
    logLevel: 'silent',
    isProduction: false,
    trustProxy: 0,
    publicUrl: testPublicUrl,
    dataDir,
    mail: { smtpUrl: undefined, from: 'Tawrid <no-reply@tawrid.sa>' },
    registry: { provider: 'sandbox' },
    storage: { driver: 'local' },
    ...overrides,
  };
}

export async function createTestApp(
  config: Partial<AppConfig> = {},
  options: { clock?: Clock; wrapFatoora?: (provider: FatooraProvider) => FatooraProvider } = {},
): Promise<{
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-app-'));
  const app = await buildApp({
    config: testConfig(dataDir, config),
    database,
    logger: false,
    clock: options.clock,
    wrapFatoora: options.wrapFatoora,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
