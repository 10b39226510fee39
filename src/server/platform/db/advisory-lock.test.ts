import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { runExclusively } from './advisory-lock.js';

describe('runExclusively', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('runs the work once while another caller holds the lock, then frees it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const first = runExclusively(database.pool, 'seed', async () => {
      runs += 1;
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runExclusively(database.pool, 'seed', async () => void (runs += 1))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await runExclusively(database.pool, 'seed', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(2);
  });
});
