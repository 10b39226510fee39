import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../db/after-commit.js';
import { openPool, type Db, type DbExecutor } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createDomainEventOutbox, type DomainEventOutbox } from './domain-event-outbox.js';
import type { DomainEventCatalogue } from './domain-events.js';

const quietLog = { warn: () => undefined };
const clock = { now: () => new Date('2025-03-01T09:00:00Z') };

/** Any catalogue event does; this one carries no reference a test would have to create. */
const closed = (tenderName: string): DomainEventCatalogue['TenderSubmissionsClosed'] => ({
  tenderId: randomUUID(),
  tenderName,
  creatorId: randomUUID(),
  offerCount: 2,
});

describe('domain event outbox', () => {
  let database: TestDatabase;
  const outboxes: DomainEventOutbox[] = [];
  const pools: Array<{ end(): Promise<void> }> = [];

  /** A node's outbox whose subscriber records each delivery in `effects`, in the delivery's transaction. */
  function newNode(db: Db = database.db, handle?: (tx: DbExecutor, tenderName: string) => Promise<void>) {
    const outbox = createDomainEventOutbox({ db, pool: database.pool, log: quietLog, clock });
    outbox.subscribe('TenderSubmissionsClosed', async (event, tx) => {
      await handle?.(tx, event.payload.tenderName);
      await tx.execute(
        sql`INSERT INTO outbox_test_effects (event_id, tender_name, node) VALUES (${event.id}, ${event.payload.tenderName}, ${outboxes.indexOf(outbox)})`,
      );
    });
    outboxes.push(outbox);
    return outbox;
  }

  const effects = async () =>
    (
      await database.pool.query<{ event_id: string; tender_name: string }>(
        'SELECT event_id, tender_name FROM outbox_test_effects ORDER BY event_id',
      )
    ).rows.map((row) => ({ eventId: Number(row.event_id), tenderName: row.tender_name }));
  const undelivered = async () =>
    Number(
      (await database.pool.query('SELECT count(*) FROM domain_events WHERE delivered_at IS NULL')).rows[0]
        .count,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(
      'CREATE TABLE outbox_test_effects (event_id bigint NOT NULL, tender_name text NOT NULL, node int NOT NULL)',
    );
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
    await database.pool.query('TRUNCATE outbox_test_effects, domain_events');
  });
  afterAll(() => database.drop());

  it('publishes nothing from a transaction that rolls back', async () => {
    const outbox = newNode();

    await database.db
      .transaction(async (tx) => {
        await outbox.publish(tx, 'TenderSubmissionsClosed', closed('rolled back'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await outbox.deliverDue();

    expect(await effects()).toEqual([]);
    expect((await database.pool.query('SELECT * FROM domain_events')).rows).toEqual([]);
  });

  it('delivers a committed event once, after commit and before the transaction call answers', async () => {
    const outbox = newNode();
    const seenInsideTransaction: unknown[] = [];

    const id = await database.db.transaction(async (tx) => {
      const published = await outbox.publish(tx, 'TenderSubmissionsClosed', closed('committed'));
      seenInsideTransaction.push(...(await effects()));
      return published;
    });

    expect(seenInsideTransaction).toEqual([]);
    expect(await effects()).toEqual([{ eventId: id, tenderName: 'committed' }]);
    expect(await undelivered()).toBe(0);
    await outbox.deliverDue();
    expect(await effects()).toHaveLength(1);
  });

  it("leaves an event its node published to the node's own delivery, though its drain finds it committed first", async () => {
    const outbox = newNode();
    let seenAfterDrain: unknown[] | undefined;

    const id = await database.db.transaction(async (tx) => {
      // Runs once committed and before the publish's own delivery: hooks run in the order they were added.
      afterCommit(tx, async () => {
        await outbox.deliverDue();
        seenAfterDrain = await effects();
      });
      return outbox.publish(tx, 'TenderSubmissionsClosed', closed('own'));
    });

    expect(seenAfterDrain).toEqual([]);
    expect(await effects()).toEqual([{ eventId: id, tenderName: 'own' }]);
    expect(await undelivered()).toBe(0);
  });

  it('publishes from a savepoint with the outer transaction, and not when the savepoint rolls back', async () => {
    const outbox = newNode();

    await database.db.transaction(async (tx) => {
      await tx.transaction((savepoint) =>
        outbox.publish(savepoint, 'TenderSubmissionsClosed', closed('kept')),
      );
      await tx
        .transaction(async (savepoint) => {
          await outbox.publish(savepoint, 'TenderSubmissionsClosed', closed('undone'));
          throw new Error('the savepoint failed');
        })
        .catch(() => undefined);
    });

    expect((await effects()).map((effect) => effect.tenderName)).toEqual(['kept']);
    expect(await undelivered()).toBe(0);
  });

  it('delivers at once an event published outside a transaction', async () => {
    const outbox = newNode();

    const id = await outbox.publish(database.db, 'TenderSubmissionsClosed', closed('on its own'));

    expect(await effects()).toEqual([{ eventId: id, tenderName: 'on its own' }]);
  });

  it('rolls a failed delivery back and delivers it once on a later pass', async () => {
    let isFailing = true;
    const outbox = newNode(database.db, async (tx) => {
      // An effect written before the failure must roll back with it.
      await tx.execute(
        sql`INSERT INTO outbox_test_effects (event_id, tender_name, node) VALUES (0, 'partial', -1)`,
      );
      if (isFailing) throw new Error('the subscriber failed');
    });

    const id = await database.db.transaction((tx) =>
      outbox.publish(tx, 'TenderSubmissionsClosed', closed('retried')),
    );
    expect(await effects()).toEqual([]);
    const [failed] = (
      await database.pool.query(
        'SELECT attempts, last_error, retry_at > now() AS is_later, delivered_at FROM domain_events WHERE id = $1',
        [id],
      )
    ).rows;
    expect(failed).toEqual({
      attempts: 1,
      last_error: 'the subscriber failed',
      is_later: true,
      delivered_at: null,
    });
    // Not due yet: a pass leaves it.
    await outbox.deliverDue();
    expect(await effects()).toEqual([]);

    isFailing = false;
    await database.pool.query('UPDATE domain_events SET retry_at = now() WHERE id = $1', [id]);
    await outbox.deliverDue();
    await outbox.deliverDue();

    expect((await effects()).filter((effect) => effect.eventId === id)).toEqual([
      { eventId: id, tenderName: 'retried' },
    ]);
    expect(await undelivered()).toBe(0);
  });

  /**
   * Committed events whose delivery never ran (their node died after commit), as `publish` writes them:
   * only the nodes' passes can deliver them.
   */
  async function committedWithoutDelivery(count: number): Promise<number[]> {
    const { rows } = await database.pool.query<{ id: string }>(
      `INSERT INTO domain_events (type, payload, occurred_at)
       SELECT 'TenderSubmissionsClosed',
              jsonb_build_object('tenderId', gen_random_uuid(), 'tenderName', 'backlog ' || n,
                                 'creatorId', gen_random_uuid(), 'offerCount', 2),
              now()
       FROM generate_series(1, $1) AS n ORDER BY n RETURNING id`,
      [count],
    );
    return rows.map((row) => Number(row.id));
  }

  it('has each event of a backlog handled exactly once by two nodes draining it at once', async () => {
    const ids = await committedWithoutDelivery(100);
    const secondPool = openPool(database.url);
    pools.push(secondPool.pool);
    const [first, second] = [newNode(), newNode(secondPool.db)];

    await Promise.all([first.deliverDue(), second.deliverDue()]);

    const handled = await effects();
    expect(handled.map((effect) => effect.eventId)).toEqual(ids);
    expect(await undelivered()).toBe(0);
    const nodes = await database.pool.query<{ node: number }>(
      'SELECT DISTINCT node FROM outbox_test_effects ORDER BY node',
    );
    expect(nodes.rows.map((row) => row.node)).toEqual([0, 1]);
  });

  it('delivers, when woken by its NOTIFY, an event another node committed without delivering', async () => {
    const listening = newNode();
    listening.start();
    await expect.poll(listeningIsUp).toBe(true);

    const [id] = await committedWithoutDelivery(1);
    await database.pool.query(`SELECT pg_notify('tawrid_domain_events', $1)`, [String(id)]);

    await expect.poll(effects, { timeout: 5000 }).toEqual([{ eventId: id, tenderName: 'backlog 1' }]);
  });

  /** Whether some connection of this database LISTENs to the domain events' channel. */
  async function listeningIsUp(): Promise<boolean> {
    const { rows } = await database.pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN tawrid_domain_events'`,
    );
    return rows.length > 0;
  }
});
