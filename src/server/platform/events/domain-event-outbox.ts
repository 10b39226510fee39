import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterCommit } from '../db/after-commit.js';
import type { Db, DbExecutor } from '../db/database.js';
import type { DomainEvent, DomainEventCatalogue, DomainEventType } from './domain-events.js';
import { domainEvents } from './events.tables.js';
import { createListenConnection } from './listen-connection.js';

interface Log {
  warn(details: object, message: string): void;
}

/**
 * What a subscriber does with an event, in `tx`: the transaction that marks the event delivered, so its
 * effects and the mark commit together or not at all. It must be idempotent (key its effects by
 * `event.id`): at-least-once delivery may hand it an event again after a failure.
 */
export type DomainEventHandler<T extends DomainEventType> = (
  event: DomainEvent<T>,
  tx: DbExecutor,
) => Promise<void>;

/** What a module needs to publish its facts. */
export interface DomainEventPublisher {
  /**
   * Records the fact in `tx`, the transaction of the change: a rollback publishes nothing. Once that
   * transaction commits, this node delivers it to the subscribers before the transaction call answers;
   * should that fail (or this node die first), any node delivers it later. Answers the event id.
   */
  publish<T extends DomainEventType>(
    tx: DbExecutor,
    type: T,
    payload: DomainEventCatalogue[T],
  ): Promise<number>;
}

/** The channel's payload is the event id; it only wakes the other nodes, the row is the truth. */
const channel = 'tawrid_domain_events';
/** How often a node looks for events left undelivered (failed, or announced while no node listened). */
export const sweepIntervalMs = 30 * 1000;
/**
 * A node woken by another node's event waits this long before claiming: the publishing node delivers its
 * own events right after commit, so the others only take what it did not.
 */
const wakeDelayMs = 250;
const firstRetryMs = 5 * 1000;
const maxRetryMs = 60 * 60 * 1000;
/**
 * How long this node's drain leaves an event it published to its own delivery after commit: longer than
 * any transaction takes to commit; a rolled-back one (which never delivers) is forgotten then.
 */
const ownDeliveryMs = 60 * 1000;
/** Delivered events are kept a day (for looking into a problem), then any node deletes them. */
const deliveredRetentionMs = 24 * 60 * 60 * 1000;

type Outcome = 'delivered' | 'none' | 'retrying' | 'failed';

/**
 * The transactional outbox of domain events (decision 021). `publish` writes a `domain_events` row and
 * NOTIFYs its id in the caller's transaction. Delivery claims one row at a time by marking it delivered
 * (the `UPDATE` locks it) and runs every subscriber of its type in that transaction: on the
 * publishing node right after commit (waiting for the row when another node holds it, so the caller's
 * answer reflects the effects), and on every node, `SKIP LOCKED`, when woken by the NOTIFY, when its
 * LISTEN connection (re)opens and every `sweepIntervalMs`. A failed delivery rolls back and is retried
 * with backoff; effects are exactly once because each commits with the mark that ends the delivery.
 */
export function createDomainEventOutbox({
  db,
  pool,
  log,
  clock,
}: {
  db: Db;
  pool: Pick<pg.Pool, 'options'>;
  log: Log;
  clock: { now(): Date };
}) {
  const handlersByType = new Map<DomainEventType, Array<DomainEventHandler<DomainEventType>>>();
  let isStopped = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let isDrainWanted = false;
  /**
   * Events this node published whose transaction is committing, by id, with when: the node delivers each
   * right after its commit, so its drain (woken by the event's own NOTIFY) leaves them alone rather than
   * claim one under its publisher, who would then wait for the row holding a pooled connection.
   */
  const deliveringHere = new Map<number, number>();

  const connection = createListenConnection({
    pool,
    log,
    name: 'domain events',
    channel,
    onNotification: () => {
      if (isStopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void drain();
      }, wakeDelayMs);
      wakeTimer.unref();
    },
    // NOTIFYs sent while this node did not listen are lost: look at the rows.
    onListening: () => void drain(),
  });

  const columns = {
    id: domainEvents.id,
    type: domainEvents.type,
    payload: domainEvents.payload,
    occurredAt: domainEvents.occurredAt,
  };

  /**
   * Claiming an event marks it delivered in the same statement (the row is locked by it, as `FOR UPDATE`
   * would): the subscribers then run in the transaction, which commits the mark with their effects or
   * rolls both back. One statement fewer per delivery, and a delivery that takes a contended row (a
   * supplier's invoice counter) holds it one round trip less.
   */
  const markDelivered = (tx: DbExecutor) =>
    tx.update(domainEvents).set({ deliveredAt: sql`now()`, retryAt: null });

  /** The event, once no other delivery holds it; none when delivered already (or never committed). */
  const claimById = (id: number) => (tx: DbExecutor) =>
    markDelivered(tx)
      .where(and(eq(domainEvents.id, id), isNull(domainEvents.deliveredAt)))
      .returning(columns);

  /** The oldest event due that no other delivery holds, and that this node is not delivering itself. */
  const claimNextDue = (tx: DbExecutor) => {
    const forgetBefore = Date.now() - ownDeliveryMs;
    for (const [id, publishedAt] of deliveringHere) if (publishedAt < forgetBefore) deliveringHere.delete(id);
    const ownIds = [...deliveringHere.keys()];
    const next = tx
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(
          isNull(domainEvents.deliveredAt),
          or(isNull(domainEvents.retryAt), lte(domainEvents.retryAt, sql`now()`)),
          ownIds.length > 0 ? notInArray(domainEvents.id, ownIds) : undefined,
        ),
      )
      .orderBy(asc(domainEvents.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return markDelivered(tx).where(inArray(domainEvents.id, next)).returning(columns);
  };

  async function deliverOne(
    claim: (
      tx: DbExecutor,
    ) => Promise<Array<{ id: number; type: string; payload: unknown; occurredAt: Date }>>,
  ): Promise<Outcome> {
    let claimedId: number | undefined;
    try {
      return await db.transaction(async (tx): Promise<Outcome> => {
        const [row] = await claim(tx);
        if (!row) return 'none';
        claimedId = row.id;
        const event = { ...row, type: row.type as DomainEventType } as DomainEvent;
        // Marked delivered by the claim: a subscriber that throws rolls the mark back with its effects.
        for (const handle of handlersByType.get(event.type) ?? []) await handle(event, tx);
        return 'delivered';
      });
    } catch (error) {
      log.warn({ err: error, eventId: claimedId }, 'domain events: delivery failed; retrying later');
      if (claimedId === undefined) return 'failed';
      try {
        await recordFailure(claimedId, error);
        return 'retrying';
      } catch {
        return 'failed';
      }
    }
  }

  async function recordFailure(id: number, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(domainEvents)
      .set({
        attempts: sql`${domainEvents.attempts} + 1`,
        lastError: message.slice(0, 1000),
        retryAt: sql`now() + least(${maxRetryMs}::float8, ${firstRetryMs}::float8 * power(2, ${domainEvents.attempts})) * interval '1 millisecond'`,
      })
      .where(eq(domainEvents.id, id));
  }

  /** Delivers every due event this node can claim, one at a time; one drain at a time per node. */
  function drain(): Promise<void> {
    isDrainWanted = true;
    draining ??= (async () => {
      while (isDrainWanted && !isStopped) {
        isDrainWanted = false;
        for (;;) {
          const outcome = await deliverOne(claimNextDue);
          if (outcome === 'none' || outcome === 'failed' || isStopped) break;
        }
      }
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  async function purgeDelivered(): Promise<number> {
    const deleted = await db
      .delete(domainEvents)
      .where(
        lt(domainEvents.deliveredAt, sql`now() - ${deliveredRetentionMs}::float8 * interval '1 millisecond'`),
      )
      .returning({ id: domainEvents.id });
    return deleted.length;
  }

  return {
    async publish<T extends DomainEventType>(
      tx: DbExecutor,
      type: T,
      payload: DomainEventCatalogue[T],
    ): Promise<number> {
      const result = await tx.execute<{ id: string }>(sql`
        WITH inserted AS (
          INSERT INTO ${domainEvents} (type, payload, occurred_at)
          VALUES (${type}, ${JSON.stringify(payload)}::jsonb, ${clock.now().toISOString()}::timestamptz)
          RETURNING id
        )
        SELECT id, pg_notify(${channel}, id::text) FROM inserted`);
      const id = Number(result.rows[0]!.id);
      const deliver = async () => {
        try {
          await deliverOne(claimById(id));
        } finally {
          deliveringHere.delete(id);
        }
      };
      // Without a transaction the row is committed already.
      if (afterCommit(tx, deliver)) deliveringHere.set(id, Date.now());
      else await deliver();
      return id;
    },

    /** Adds a subscriber (at wiring time, before `start`); several may react to one type. */
    subscribe<T extends DomainEventType>(type: T, handle: DomainEventHandler<T>): void {
      const handlers = handlersByType.get(type) ?? [];
      handlers.push(handle as DomainEventHandler<DomainEventType>);
      handlersByType.set(type, handlers);
    },

    /** Delivers what is due now (the sweep's work; tests). */
    deliverDue: drain,

    purgeDelivered,

    /**
     * What is left undelivered (failed, or announced while no node listened), then what was delivered a
     * day ago: a periodic job every `sweepIntervalMs`, once across the nodes (domain-events.jobs.ts).
     */
    async sweep() {
      await drain();
      await purgeDelivered();
    },

    /** Opens the LISTEN connection (which delivers what is due once it listens). */
    start() {
      if (isStopped) return;
      void connection.connect();
    },

    /** Closes the connection and waits for a delivery in progress (app close, before the pool closes). */
    async stop() {
      isStopped = true;
      clearTimeout(wakeTimer);
      await connection.stop();
      await draining;
    },
  };
}

export type DomainEventOutbox = ReturnType<typeof createDomainEventOutbox>;
