import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPool } from '../../platform/db/database.js';
import { findFreePort } from '../../platform/db/embedded-postgres.js';
import { createTestApp, testConfig } from '../../test/app.js';

describe('health API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers liveness', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const response = await testApp.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const { db, pool } = openPool(`postgres://postgres@127.0.0.1:${await findFreePort()}/nowhere`);
    const app = await buildApp({
      config: testConfig(os.tmpdir()),
      database: { db, pool },
      logger: false,
    });
    try {
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
