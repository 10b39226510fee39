import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { findFreePort } from '../db/embedded-postgres.js';
import { openPool } from '../db/database.js';
import { createJobs, jobSchema, type Jobs, type PeriodicPass } from './jobs.js';

declare module './jobs.js' {
  interface JobPayloads {
    'test-deliveries': { n: number };
    'test-pass': PeriodicPass;
  }
}

interface Logged {
  level: 'warn' | 'error';
  message: string;
}

/** A node's job queue on the test database, polling often so that the tests stay short. */
function node(database: TestDatabase, logged: Logged[] = []) {
  return createJobs({
    pool: database.pool,
    log: {
      warn: (_details, message) => logged.push({ level: 'warn', message }),
      error: (_details, message) => logged.push({ level: 'error', message }),
    },
    pollIntervalMs: 50,
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createJobs', () => {
  let database: TestDatabase;
  const running: Jobs[] = [];

  /** Jobs stopped after each test, like an app closed. */
  function started<T extends Jobs>(jobs: T): T {
    running.push(jobs);
    return jobs;
  }

  async function jobRows(name: string) {
    const { rows } = await database.pool.query<{ state: string; retry_count: number; waits_s: number }>(
      `SELECT state, retry_count, extract(epoch FROM start_after - now())::int AS waits_s
       FROM ${jobSchema}.job WHERE name = $1 ORDER BY created_on`,
      [name],
    );
    return rows;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
    await database.pool.query(`DELETE FROM ${jobSchema}.job WHERE name LIKE 'test-%'`);
  });
  afterAll(() => database?.drop());

  it('runs each queued job once, on whichever of two nodes takes it first', async () => {
    const ran: { node: string; n: number }[] = [];
    const logged: Logged[] = [];
    const [one, two] = ['one', 'two'].map((name) => {
      const jobs = started(node(database, logged));
      jobs.register('test-deliveries', {
        handle: async ({ n }) => {
          ran.push({ node: name, n });
          // Slow enough that the other node's worker finds the next job waiting.
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
      });
      return jobs;
    });
    // Both create the new queue at once (pg-boss deadlocks one of them, which tries again).
    await Promise.all([one!.start(), two!.start()]);
    expect(logged).toEqual([]);

    for (let n = 0; n < 40; n += 1) await one!.enqueue('test-deliveries', { n });
    await until(() => ran.length >= 40);
    await until(async () => (await jobRows('test-deliveries')).every((job) => job.state === 'completed'));

    expect(ran.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(new Set(ran.map((run) => run.node))).toEqual(new Set(['one', 'two']));
  });

  it('runs the pass of a period once while two nodes start and tick together', async () => {
    const passes: string[] = [];
    const nodes = ['one', 'two'].map((name) => {
      const jobs = started(node(database));
      jobs.registerPeriodic('test-pass', {
        pass: async () => {
          passes.push(name);
        },
        // One period for the whole test.
        everySeconds: 60 * 60,
      });
      return jobs;
    });
    await Promise.all(nodes.map((jobs) => jobs.start()));

    await until(async () => (await jobRows('test-pass')).some((job) => job.state === 'completed'));
    // Both nodes have sent the period's pass; several polls of both later, still one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(passes).toHaveLength(1);
    expect(await jobRows('test-pass')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('retries a failed job later, with backoff, and runs it now when asked', async () => {
    const logged: Logged[] = [];
    const jobs = started(node(database, logged));
    let failures = 1;
    const delivered: number[] = [];
    jobs.register('test-deliveries', {
      handle: async ({ n }) => {
        if (failures-- > 0) throw new Error('smtp down');
        delivered.push(n);
      },
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
    });
    await jobs.start();

    await jobs.enqueue('test-deliveries', { n: 7 }, { attemptNow: true });

    const [waiting] = await jobRows('test-deliveries');
    expect(waiting).toMatchObject({ state: 'retry', retry_count: 0 });
    // The first retry comes 30 to 60 s later, not before.
    expect(waiting!.waits_s).toBeGreaterThanOrEqual(29);
    expect(waiting!.waits_s).toBeLessThanOrEqual(60);
    expect(logged).toEqual([
      { level: 'warn', message: 'test-deliveries: attempt 1 of 4 failed; retried later' },
    ]);
    expect(delivered).toEqual([]);

    await jobs.runNow('test-deliveries');
    await jobs.runNow('test-deliveries');

    expect(delivered).toEqual([7]);
    expect(await jobRows('test-deliveries')).toEqual([
      expect.objectContaining({ state: 'completed', retry_count: 1 }),
    ]);
  });

  it('gives up after the last attempt with an error in the log', async () => {
    const logged: Logged[] = [];
    const jobs = started(node(database, logged));
    jobs.register('test-deliveries', {
      handle: () => Promise.reject(new Error('mailbox does not exist')),
      retryLimit: 1,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
    });
    await jobs.start();

    await jobs.enqueue('test-deliveries', { n: 1 }, { attemptNow: true });
    await jobs.runNow('test-deliveries');

    expect(await jobRows('test-deliveries')).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect(logged.map((line) => `${line.level}: ${line.message}`)).toEqual([
      'warn: test-deliveries: attempt 1 of 2 failed; retried later',
      'error: test-deliveries: attempt 2, the last, failed; gave up',
    ]);
  });

  it('makes the first attempt in the caller, before enqueue resolves, and deletes a job done if asked', async () => {
    const caller = started(node(database));
    const other = started(node(database));
    const ranOn: string[] = [];
    for (const [name, jobs] of [
      ['caller', caller],
      ['other', other],
    ] as const) {
      jobs.register('test-deliveries', {
        handle: async () => {
          ranOn.push(name);
        },
        retryLimit: 1,
        retryDelaySeconds: 30,
        expireInSeconds: 60,
        isDeletedWhenDone: true,
      });
    }
    await Promise.all([caller.start(), other.start()]);

    for (let n = 0; n < 10; n += 1) {
      await caller.enqueue('test-deliveries', { n }, { attemptNow: true });
      expect(ranOn).toHaveLength(n + 1);
    }

    expect(ranOn).toEqual(Array.from({ length: 10 }, () => 'caller'));
    expect(await jobRows('test-deliveries')).toEqual([]);
  });

  it('keeps one job per singleton key while it waits, when the queue says so', async () => {
    const jobs = started(node(database));
    jobs.register('test-deliveries', {
      handle: async () => undefined,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      isOneWaitingJobPerKey: true,
    });
    await jobs.start();
    await jobs.pause('test-deliveries');

    const first = await jobs.enqueue('test-deliveries', { n: 1 }, { singletonKey: 'order-1' });
    const second = await jobs.enqueue('test-deliveries', { n: 2 }, { singletonKey: 'order-1' });
    const other = await jobs.enqueue('test-deliveries', { n: 3 }, { singletonKey: 'order-2' });

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  // Issue 24: the job that a change calls for commits with the change, or not at all.
  it('queues a job in the caller transaction: kept if it commits, gone if it rolls back', async () => {
    const ran: number[] = [];
    const jobs = started(node(database));
    jobs.register('test-deliveries', {
      handle: async ({ n }) => void ran.push(n),
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await jobs.start();

    await database.db
      .transaction(async (tx) => {
        await jobs.enqueueIn(tx, 'test-deliveries', { n: 1 });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => jobs.enqueueIn(tx, 'test-deliveries', { n: 2 }));
    await until(() => ran.length >= 1);
    await jobs.runNow('test-deliveries');

    expect(ran).toEqual([2]);
    expect((await jobRows('test-deliveries')).map((job) => job.state)).toEqual(['completed']);
  });

  it('waits on stop for the job running on this node', async () => {
    const jobs = node(database);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hasFinished = false;
    jobs.register('test-deliveries', {
      handle: async () => {
        await gate;
        hasFinished = true;
      },
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await jobs.start();
    await jobs.enqueue('test-deliveries', { n: 1 });
    await until(async () => (await jobRows('test-deliveries'))[0]?.state === 'active');

    let hasStopped = false;
    const stopped = jobs.stop().then(() => (hasStopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hasStopped).toBe(false);
    release();
    await stopped;

    expect(hasFinished).toBe(true);
    expect(await jobRows('test-deliveries')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('starts while the database is down without failing, refuses jobs, and stops cleanly', async () => {
    const down = openPool(`postgres://postgres@127.0.0.1:${await findFreePort()}/nowhere`);
    const logged: Logged[] = [];
    const jobs = createJobs({
      pool: down.pool,
      log: {
        warn: (_details, message) => logged.push({ level: 'warn', message }),
        error: (_details, message) => logged.push({ level: 'error', message }),
      },
    });
    jobs.register('test-deliveries', {
      handle: async () => undefined,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    try {
      await jobs.start();
      expect(logged).toEqual([{ level: 'warn', message: 'job queue: cannot start; trying again in 5 s' }]);
      await expect(jobs.enqueue('test-deliveries', { n: 1 })).rejects.toThrow();
    } finally {
      await jobs.stop();
      await down.pool.end();
    }
    await expect(jobs.enqueue('test-deliveries', { n: 1 })).rejects.toThrow('the job queue is stopped');
  });
});
