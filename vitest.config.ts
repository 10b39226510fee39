import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Vitest's default is one file fewer than the cores: one at a time on CI's two cores. Three at a time
 * was tried (docs/performance.md, "CI duration"): on the loaded machine web tests then missed their
 * 1-second waits and the two-node scale-out test ran out of time, so the default stays until a count is
 * measured green; `VITEST_MAX_WORKERS` sets one.
 */
const maxWorkers = process.env.VITEST_MAX_WORKERS ? Number(process.env.VITEST_MAX_WORKERS) : undefined;

/** Files that replace a module with `vi.mock`: they get a module registry of their own (see below). */
const mockingServerFiles = ['src/server/demo/demo-history.test.ts'];

const server = {
  environment: 'node',
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          exclude: mockingServerFiles,
          // Every server file imports the whole app (Fastify, drizzle, the contract's zod schemas): in a
          // fresh module registry per file that import was about a third of the project's time. Files
          // share nothing else: each builds its own app on its own cloned database, and no app module
          // keeps state but caches of parsed constants (keys, fonts, schemas).
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-mocking', include: mockingServerFiles },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Forms driven key by key in jsdom take seconds on a busy two-core machine; 5 s timed out in CI.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
