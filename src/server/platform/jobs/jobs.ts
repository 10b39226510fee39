import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { afterCommit } from '../db/after-commit.js';
import type { DbExecutor } from '../db/database.js';

/**
 * The data of each queue's jobs, by queue name. The file that owns a queue declares its entry, so that
 * `enqueue`, the handler, `runNow` and `pause` are typed by it:
 *
 *     declare module '../../platform/jobs/jobs.js' {
 *       interface JobPayloads { 'send-mail': OutgoingMail }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the owners of the queues
export interface JobPayloads {}

export type QueueName = keyof JobPayloads & string;

/** What a periodic pass is given: nothing (it finds its due rows itself). */
export type PeriodicPass = Record<string, never>;

/** pg-boss's tables live in their own schema, beside the app's (decision 020). */
export const jobSchema = 'pgboss';

/** How long the caller of `enqueue(…, { attemptNow: true })` has its job to itself (see there). */
const firstAttemptGraceSeconds = 30;

/** How often an idle node asks for waiting jobs of each queue; a node that queues a job wakes itself. */
const defaultPollIntervalMs = 5_000;

/** A start that failed (the database is down) is tried again this much later. */
const startRetryMs = 5_000;

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface QueueDefinition<Data> {
  /** Runs one job; throwing fails the attempt, retried later while attempts remain. */
  handle(data: Data): Promise<unknown>;
  /** Attempts after the first. */
  retryLimit: number;
  /** The first retry comes 1 to 2 times this late, each next one twice as late (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** An attempt still running after this long is given up, and the job retried (possibly elsewhere). */
  expireInSeconds: number;
  /** Deleted once done rather than kept in pg-boss's archive: for data that must not outlive its use. */
  isDeletedWhenDone?: boolean;
  /** `enqueue` with the `singletonKey` of a job still waiting queues nothing (pg-boss's `short` policy). */
  isOneWaitingJobPerKey?: boolean;
}

export interface PeriodicDefinition {
  /** One pass over the due rows. The pass claims them itself (`FOR UPDATE SKIP LOCKED`). */
  pass(): Promise<unknown>;
  everySeconds: number;
  /**
   * A pass still running after this long is presumed dead (its node was killed): pg-boss's maintenance
   * then frees the queue (one pass at a time) within a minute more. A live pass that slow only overlaps
   * the next one, which its claims make harmless.
   */
  expireInSeconds?: number;
}

interface Queue {
  readonly name: string;
  readonly handle: (data: unknown) => Promise<unknown>;
  readonly options: Omit<PgBoss.Queue, 'name'>;
  readonly isDeletedWhenDone: boolean;
  /** Set for a periodic queue. */
  readonly everySeconds?: number;
  isPaused: boolean;
  /** This node's worker: fetch, run, wait. */
  worker?: Promise<void>;
  /** The worker's fetch-and-run in progress. */
  round?: Promise<number>;
  /** Set by `wake` so a worker about to wait asks again at once. */
  isWoken: boolean;
  endWait?: () => void;
  tickTimer?: NodeJS.Timeout;
}

interface RunnableJob {
  id: string;
  data: unknown;
  expireInSeconds: number;
  retryCount: number;
  retryLimit: number;
}

/**
 * pg-boss on the app's own pool. It sends its schema and maintenance commands as one `BEGIN; …; COMMIT`
 * text: one failing half-way leaves its transaction open on the connection, which must not go back to
 * the pool that way (the next request would inherit an aborted transaction).
 */
function executorOf(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await client.query(text, values);
      } catch (error) {
        if (values === undefined) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

/** pg-boss's statement (`$1`, `$2`… placeholders) as drizzle SQL, to run it on the caller's transaction. */
function sqlOf(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

/** An executor for pg-boss that writes in `tx`: its job then commits (or rolls back) with the caller's change. */
function executorIn(tx: DbExecutor): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await tx.execute(sqlOf(text, values));
      return { rows: result.rows };
    },
  };
}

async function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${seconds} s`)), seconds * 1000);
    timer.unref();
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Durable background work on pg-boss (decision 020): queues with retries and backoff, and periodic passes
 * that run once per period across every node. Modules register their queues at composition
 * (`services.ts`); the app starts the queue when it is ready and stops it on close. Every timer is
 * unref'd and `stop` waits for the jobs running on this node, so a process (or vitest) exits cleanly.
 */
export function createJobs({
  pool,
  log,
  pollIntervalMs = defaultPollIntervalMs,
}: {
  pool: pg.Pool;
  log: Log;
  pollIntervalMs?: number;
}) {
  const queues = new Map<string, Queue>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let isStopping = false;
  /** Ends the waits between attempts to record an outcome. */
  const stopping = new AbortController();
  let startRetryTimer: NodeJS.Timeout | undefined;
  /** Work started by this node outside its workers (first attempts, ticks), awaited by `stop`. */
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  function queueOf(name: string): Queue {
    const queue = queues.get(name);
    if (!queue) throw new Error(`no job queue named ${name}`);
    return queue;
  }

  function addQueue(queue: Queue) {
    if (boss || starting) throw new Error(`job queue ${queue.name} registered after the start`);
    if (queues.has(queue.name)) throw new Error(`job queue ${queue.name} registered twice`);
    queues.set(queue.name, queue);
  }

  async function startBoss(): Promise<PgBoss> {
    // No pg-boss cron (`schedule: false`): periodic passes are throttled jobs sent by every node (`tick`).
    // pg-boss's own maintenance (`supervise`) expires the jobs of dead nodes and archives finished ones.
    const instance = new PgBoss({
      db: executorOf(pool),
      schema: jobSchema,
      schedule: false,
      supervise: true,
      // Every minute rather than two: a dead node's pass stops holding its queue sooner.
      maintenanceIntervalSeconds: 60,
    });
    instance.on('error', (error) => log.warn({ err: error }, 'job queue: pg-boss reported an error'));
    await instance.start();
    try {
      for (const queue of queues.values()) {
        await createQueue(instance, queue);
        // A release may change a queue's retries: the stored settings follow the code.
        await instance.updateQueue(queue.name, { name: queue.name, ...queue.options });
      }
    } catch (error) {
      await instance.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    return instance;
  }

  /**
   * Two nodes creating the same new queue at once deadlock in pg-boss 10 (one's partition gets a foreign
   * key to the queue table the other is inserting into); PostgreSQL aborts one, which then finds the queue.
   */
  async function createQueue(instance: PgBoss, queue: Queue) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await instance.createQueue(queue.name, { name: queue.name, ...queue.options });
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== '40P01' || attempt === 3) throw error;
      }
    }
  }

  /** The started queue, starting it now if needed; throws while the database cannot be reached. */
  function started(): Promise<PgBoss> {
    if (boss) return Promise.resolve(boss);
    if (isStopping) return Promise.reject(new Error('the job queue is stopped'));
    starting ??= startBoss().then(
      async (instance) => {
        starting = undefined;
        if (isStopping) {
          await instance.stop({ graceful: false });
          throw new Error('the job queue is stopped');
        }
        boss = instance;
        for (const queue of queues.values()) if (!queue.isPaused) beginWork(queue, instance);
        return instance;
      },
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  }

  function beginWork(queue: Queue, instance: PgBoss) {
    queue.worker = work(queue, instance);
    if (queue.everySeconds) {
      tick(queue, instance);
      // Several ticks per period: a node's timer drifting past one slot is covered by the next.
      queue.tickTimer = setInterval(() => tick(queue, instance), Math.min(queue.everySeconds / 4, 15) * 1000);
      queue.tickTimer.unref();
    }
  }

  /**
   * Every node sends the pass of the current period; pg-boss keeps one job per period and queue (its
   * `singletonSeconds` slot, a unique index), and the queue's `stately` policy runs one at a time.
   * The node whose send created the job wakes its own worker.
   */
  function tick(queue: Queue, instance: PgBoss) {
    void track(
      instance.send(queue.name, {}, { singletonSeconds: queue.everySeconds }).then(
        (id) => id && wake(queue),
        (error: unknown) => log.warn({ err: error }, `${queue.name}: could not queue its pass; next tick`),
      ),
    );
  }

  function wake(queue: Queue) {
    queue.isWoken = true;
    queue.endWait?.();
  }

  function wait(queue: Queue): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        queue.endWait = undefined;
        resolve();
      };
      const timer = setTimeout(end, pollIntervalMs);
      timer.unref();
      queue.endWait = end;
    });
  }

  async function work(queue: Queue, instance: PgBoss) {
    while (!isStopping && !queue.isPaused) {
      queue.isWoken = false;
      queue.round = runWaiting(queue, instance, { ignoreStartAfter: false, batchSize: 1 });
      const ran = await queue.round;
      queue.round = undefined;
      if (ran === 0 && !queue.isWoken && !isStopping && !queue.isPaused) await wait(queue);
    }
  }

  /** Fetches (pg-boss claims with `SKIP LOCKED`) and runs waiting jobs; answers how many. */
  async function runWaiting(
    queue: Queue,
    instance: PgBoss,
    options: { ignoreStartAfter: boolean; batchSize: number },
  ): Promise<number> {
    // pg-boss's fetch answers [] on any error (a database down included): the next round asks again.
    const jobs = await instance.fetch<unknown>(queue.name, { ...options, includeMetadata: true });
    for (const job of jobs) await run(queue, instance, job);
    return jobs.length;
  }

  /** `patienceMs`: how long recording the outcome may keep trying (a request waits for it). */
  async function run(queue: Queue, instance: PgBoss, job: RunnableJob, patienceMs = Infinity) {
    try {
      // pg-boss reads the lease as a PostgreSQL numeric, which arrives as a string.
      await withinSeconds(queue.handle(job.data), Number(job.expireInSeconds));
    } catch (error) {
      const attempt = job.retryCount + 1;
      if (queue.everySeconds) {
        log.warn({ err: error, jobId: job.id }, `${queue.name}: pass failed; next run`);
      } else if (job.retryCount < job.retryLimit) {
        log.warn(
          { err: error, jobId: job.id },
          `${queue.name}: attempt ${attempt} of ${job.retryLimit + 1} failed; retried later`,
        );
      } else {
        log.error(
          { err: error, jobId: job.id },
          `${queue.name}: attempt ${attempt}, the last, failed; gave up`,
        );
      }
      const failure = error instanceof Error ? error : { message: String(error) };
      await record(queue, job, patienceMs, 'failure', () => instance.fail(queue.name, job.id, failure));
      return;
    }
    await record(queue, job, patienceMs, 'success', () =>
      queue.isDeletedWhenDone
        ? instance.deleteJob(queue.name, job.id)
        : instance.complete(queue.name, job.id),
    );
  }

  /**
   * Records how a job ended, trying again while the database is away (a restart, a failover) for as long
   * as the job's lease. Unrecorded, the job stays active, holding its periodic queue, until pg-boss's
   * maintenance expires it; and it then runs again (handlers are idempotent: decision 020).
   */
  async function record(
    queue: Queue,
    job: RunnableJob,
    patienceMs: number,
    outcome: string,
    write: () => Promise<unknown>,
  ) {
    const deadline = Date.now() + Math.min(Number(job.expireInSeconds) * 1000, patienceMs);
    for (let delayMs = 1_000; ; delayMs = Math.min(delayMs * 2, 15_000)) {
      try {
        await write();
        return;
      } catch (error) {
        if (stopping.signal.aborted || Date.now() + delayMs > deadline) {
          log.warn({ err: error, jobId: job.id }, `${queue.name}: could not record the ${outcome}`);
          return;
        }
        await sleep(delayMs, undefined, { ref: false, signal: stopping.signal }).catch(() => undefined);
      }
    }
  }

  /**
   * The caller makes the first attempt of its own job: claimed by id, so no worker takes it meanwhile.
   * The job is sent `firstAttemptGraceSeconds` in the future, so that a caller dying between the send and
   * the claim leaves it to the workers rather than to no one.
   */
  async function attemptHere(queue: Queue, instance: PgBoss, id: string, data: unknown) {
    const { rows } = await pool
      .query<Omit<RunnableJob, 'id' | 'data'>>(
        `UPDATE ${jobSchema}.job SET state = 'active', started_on = now()
         WHERE name = $1 AND id = $2 AND state = 'created'
         RETURNING EXTRACT(epoch FROM expire_in)::int AS "expireInSeconds", retry_count AS "retryCount",
                   retry_limit AS "retryLimit"`,
        [queue.name, id],
      )
      .catch((error: unknown) => {
        log.warn(
          { err: error, jobId: id },
          `${queue.name}: could not claim the first attempt; left to the workers`,
        );
        return { rows: [] };
      });
    // A request waits a few seconds at most for the outcome to be written.
    if (rows[0]) await run(queue, instance, { id, data, ...rows[0] }, 5_000);
  }

  /**
   * Installs or migrates pg-boss's schema, creates the queues, starts the workers and the periodic passes.
   * Never rejects: while the database cannot be reached it tries again every few seconds (the node still
   * starts and answers 503), and `enqueue` rejects.
   */
  async function startOrRetry(): Promise<void> {
    clearTimeout(startRetryTimer);
    await started().catch((error: unknown) => {
      if (isStopping) return;
      log.warn({ err: error }, `job queue: cannot start; trying again in ${startRetryMs / 1000} s`);
      startRetryTimer = setTimeout(() => void startOrRetry(), startRetryMs);
      startRetryTimer.unref();
    });
  }

  return {
    /** A queue of jobs with data, run by every node's worker. */
    register<Name extends QueueName>(name: Name, definition: QueueDefinition<JobPayloads[Name]>) {
      addQueue({
        name,
        handle: definition.handle as (data: unknown) => Promise<unknown>,
        options: {
          policy: definition.isOneWaitingJobPerKey ? 'short' : 'standard',
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds,
        },
        isDeletedWhenDone: definition.isDeletedWhenDone ?? false,
        isPaused: false,
        isWoken: false,
      });
    },

    /**
     * A pass every `everySeconds`, once per period across all nodes, and one at a time (decision 020). A
     * failed pass is not retried: the next period's pass is its retry.
     */
    registerPeriodic(name: QueueName, definition: PeriodicDefinition) {
      addQueue({
        name,
        handle: () => definition.pass(),
        options: { policy: 'stately', retryLimit: 0, expireInSeconds: definition.expireInSeconds ?? 2 * 60 },
        isDeletedWhenDone: false,
        everySeconds: definition.everySeconds,
        isPaused: false,
        isWoken: false,
      });
    },

    /**
     * Queues a job; answers its id, or null when `singletonKey` names a job still waiting in a queue with
     * `isOneWaitingJobPerKey`. With `attemptNow`, the first attempt runs here before this resolves (a
     * failure does not reject: the workers retry it): the caller gets the effect at once, as without a
     * queue, and the queue's durability.
     */
    async enqueue<Name extends QueueName>(
      name: Name,
      data: JobPayloads[Name],
      options: { singletonKey?: string; attemptNow?: boolean } = {},
    ): Promise<string | null> {
      const queue = queueOf(name);
      const instance = await started();
      const id = await instance.send(name, data as object, {
        singletonKey: options.singletonKey,
        startAfter: options.attemptNow ? firstAttemptGraceSeconds : undefined,
      });
      if (id && options.attemptNow) await track(attemptHere(queue, instance, id, data));
      else if (id) wake(queue);
      return id;
    },

    /**
     * Queues a job in `tx`, the transaction of the change that calls for it: committed together, or
     * neither (a crash between the two cannot lose the job). The workers are woken once it commits.
     */
    async enqueueIn<Name extends QueueName>(
      tx: DbExecutor,
      name: Name,
      data: JobPayloads[Name],
      options: { singletonKey?: string } = {},
    ): Promise<string | null> {
      const queue = queueOf(name);
      const instance = await started();
      const id = await instance.send(name, data as object, {
        singletonKey: options.singletonKey,
        db: executorIn(tx),
      });
      if (id && !afterCommit(tx, async () => wake(queue))) wake(queue);
      return id;
    },

    /**
     * Tests: runs here and now, once, every job waiting in the queue, also those whose retry is not due
     * yet; for a periodic queue, one pass. Resolves when they have run.
     */
    async runNow(name: QueueName): Promise<void> {
      const queue = queueOf(name);
      const instance = await started();
      await queue.round;
      if (queue.everySeconds) await instance.send(name, {});
      await runWaiting(queue, instance, { ignoreStartAfter: true, batchSize: 100 });
      // The worker may have taken the job between the send and the fetch.
      await queue.round;
    },

    /** Tests: this node stops taking jobs of the queue (and sending its passes); waits for its running one. */
    async pause(name: QueueName): Promise<void> {
      const queue = queueOf(name);
      queue.isPaused = true;
      clearInterval(queue.tickTimer);
      wake(queue);
      await queue.worker;
    },

    start: startOrRetry,

    /** Installs pg-boss's schema and creates the queues, and starts nothing: the tests' template database. */
    async install(): Promise<void> {
      await (await startBoss()).stop({ graceful: false });
    },

    /** Stops sending passes and taking jobs, waits for the jobs running on this node, then stops pg-boss. */
    async stop(): Promise<void> {
      isStopping = true;
      stopping.abort();
      clearTimeout(startRetryTimer);
      await starting?.catch(() => undefined);
      for (const queue of queues.values()) {
        clearInterval(queue.tickTimer);
        wake(queue);
      }
      await Promise.all([...queues.values()].map((queue) => queue.worker));
      await Promise.allSettled([...inFlight]);
      await boss?.stop({ graceful: true, wait: true });
      boss = undefined;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
