import { and, asc, eq, gt, inArray, lt, max, sql, type SQLWrapper } from 'drizzle-orm';
import type pg from 'pg';
import type { Language } from '../../../contract/i18n/languages.js';
import type { StreamMessageType } from '../../../contract/notifications/notifications.schemas.js';
import type { Db, DbExecutor } from '../db/database.js';
import { streamEvents } from './events.tables.js';
import { createListenConnection } from './listen-connection.js';

/**
 * What a stream message carries: the same JSON text in every language, or one JSON text per language
 * (a notification's title and content are written in both).
 */
export type StreamPayload = ({ data: string } | { en: string; ar: string }) & {
  /** Issue 26: for this member of the business only (a notification); absent: for all its members. */
  memberId?: string;
};

/** One message of a user's live stream; `id` is the SSE event id (`Last-Event-ID` on reconnect). */
export interface StreamEvent {
  id: number;
  type: StreamMessageType;
  payload: StreamPayload;
}

export interface StreamMessageInput {
  userId: string;
  type: StreamMessageType;
  payload: StreamPayload;
}

/** The payload as the stream sends it in `language`. */
export function payloadIn(payload: StreamPayload, language: Language): string {
  return 'data' in payload ? payload.data : payload[language];
}

interface Log {
  warn(details: object, message: string): void;
}

/** The one PostgreSQL channel of the stream; its payload is `<event id>:<user id>`. */
const channel = 'tawrid_stream';
/** Rows are replayable for a day (decision 009), then any node may delete them. */
export const streamRetentionMs = 24 * 60 * 60 * 1000;
const purgeIntervalMs = 60 * 60 * 1000;
/** A resume reads the missed rows in pages, so a busy day does not load at once. */
const replayPageSize = 500;

interface Subscriber {
  deliver(event: StreamEvent): void;
  /** The node lost its LISTEN connection: end the stream so the client resumes by Last-Event-ID. */
  end(): void;
}

/**
 * The live stream's outbox and fan-out across API nodes (decision 009). `publish` writes a
 * `stream_events` row and NOTIFYs its id in the caller's transaction, so a rolled-back change sends
 * nothing and a committed one is announced. Every node keeps one dedicated LISTEN connection, fetches
 * each announced row once, and hands it to the streams of that user open on this node.
 */
export function createStreamHub({
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
  const subscribersByUser = new Map<string, Set<Subscriber>>();

  // ---------------------------------------------------------------- the LISTEN connection
  let isStopped = false;
  let purgeTimer: NodeJS.Timeout | undefined;

  /** Announced rows not fetched yet, in commit order (the order NOTIFY delivers them). */
  let announced: Array<{ id: number; userId: string }> = [];
  let isFetching = false;

  const connection = createListenConnection({
    pool,
    log,
    name: 'live stream',
    channel,
    onNotification,
    onLost() {
      // Notifications sent while nobody listened are lost here; the clients get them by resuming.
      announced = [];
      endAllStreams();
    },
  });

  function onNotification(payload: string) {
    const separator = payload.indexOf(':');
    const id = Number(payload.slice(0, separator));
    const userId = payload.slice(separator + 1);
    // The user id rides along so a node without that user's streams skips the read.
    if (!Number.isSafeInteger(id) || !subscribersByUser.has(userId)) return;
    announced.push({ id, userId });
    if (!isFetching) void fetchAnnounced();
  }

  /** One read per batch of announcements, however many streams of the user are open here. */
  async function fetchAnnounced() {
    isFetching = true;
    try {
      while (announced.length > 0) {
        const batch = announced;
        announced = [];
        const ids = batch.filter(({ userId }) => subscribersByUser.has(userId)).map(({ id }) => id);
        if (ids.length === 0) continue;
        let rows: Array<StreamEvent & { userId: string }>;
        try {
          rows = await readEvents(db, inArray(streamEvents.id, ids));
        } catch (error) {
          // The clients resume by Last-Event-ID once their streams end; ending them is the safe answer.
          log.warn({ err: error }, 'live stream: reading announced events failed');
          endAllStreams();
          continue;
        }
        const rowById = new Map(rows.map((row) => [row.id, row]));
        for (const id of ids) {
          const row = rowById.get(id);
          if (!row) continue;
          const { userId, ...event } = row;
          for (const subscriber of subscribersByUser.get(userId) ?? []) subscriber.deliver(event);
        }
      }
    } finally {
      isFetching = false;
    }
  }

  function endAllStreams() {
    for (const subscribers of subscribersByUser.values()) {
      for (const subscriber of subscribers) subscriber.end();
    }
  }

  // ---------------------------------------------------------------- data
  async function readEvents(executor: DbExecutor, where: ReturnType<typeof and>, limit?: number) {
    const query = executor
      .select({
        id: streamEvents.id,
        userId: streamEvents.userId,
        type: streamEvents.type,
        payload: streamEvents.payload,
      })
      .from(streamEvents)
      .where(where)
      .orderBy(asc(streamEvents.id));
    const rows = await (limit ? query.limit(limit) : query);
    return rows as Array<StreamEvent & { userId: string }>;
  }

  function register(userId: string, subscriber: Subscriber) {
    let subscribers = subscribersByUser.get(userId);
    if (!subscribers) subscribersByUser.set(userId, (subscribers = new Set()));
    subscribers.add(subscriber);
  }

  function unregister(userId: string, subscriber: Subscriber) {
    const subscribers = subscribersByUser.get(userId);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) subscribersByUser.delete(userId);
  }

  /** Deletes messages past the retention; safe on every node at once (a plain DELETE). */
  async function purgeExpired(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - streamRetentionMs);
    const deleted = await db
      .delete(streamEvents)
      .where(lt(streamEvents.createdAt, cutoff))
      .returning({ id: streamEvents.id });
    return deleted.length;
  }

  return {
    /** The user's newest kept message id (0 when none): where a fresh stream starts. */
    async latestEventId(userId: string): Promise<number> {
      const [row] = await db
        .select({ id: max(streamEvents.id) })
        .from(streamEvents)
        .where(eq(streamEvents.userId, userId));
      return row?.id ?? 0;
    },

    /**
     * Queues a message for the user's open streams on every node. With `tx` the row and its NOTIFY are
     * part of that transaction: sent on commit, never on rollback. Answers the event id.
     */
    async publish(message: StreamMessageInput, tx?: DbExecutor): Promise<number> {
      const result = await (tx ?? db).execute<{ id: string }>(sql`
        WITH inserted AS (
          INSERT INTO ${streamEvents} (user_id, type, payload, created_at)
          VALUES (${message.userId}, ${message.type}, ${JSON.stringify(message.payload)}::jsonb,
                  ${clock.now().toISOString()}::timestamptz)
          RETURNING id, user_id
        )
        SELECT id, pg_notify(${channel}, id::text || ':' || user_id::text) FROM inserted`);
      return Number(result.rows[0]!.id);
    },

    /**
     * Writes a row and queues a message about it in one statement (a notification and its push: one
     * round trip instead of two): `write` is an `INSERT … RETURNING` that may write nothing (`ON
     * CONFLICT DO NOTHING`), run first; the message is queued, and NOTIFYed on commit, only when it wrote
     * a row. In `tx` when given, like `publish`. Answers whether the row was written.
     */
    async publishIfWritten(
      write: SQLWrapper,
      message: StreamMessageInput,
      tx?: DbExecutor,
    ): Promise<boolean> {
      const result = await (tx ?? db).execute<{ written: number }>(sql`
        WITH written AS (${write.getSQL()}),
        inserted AS (
          INSERT INTO ${streamEvents} (user_id, type, payload, created_at)
          SELECT ${message.userId}, ${message.type}, ${JSON.stringify(message.payload)}::jsonb,
                 ${clock.now().toISOString()}::timestamptz
          WHERE EXISTS (SELECT 1 FROM written)
          RETURNING id, user_id
        )
        SELECT (SELECT count(*) FROM written)::int AS written,
               (SELECT pg_notify(${channel}, id::text || ':' || user_id::text) FROM inserted) AS notified`);
      return Number(result.rows[0]!.written) > 0;
    },

    /**
     * The user's stream: with `afterId` (the client's Last-Event-ID) first every kept message after it,
     * in order, then live messages, each id once. Live delivery is registered before the missed rows
     * are read, so a message committed in between is in one or the other (and sent once). Ends when
     * `signal` aborts, the hub stops, or this node loses its LISTEN connection (the client resumes).
     */
    async *subscribe(
      userId: string,
      afterId: number | undefined,
      signal: AbortSignal,
    ): AsyncGenerator<StreamEvent> {
      const live: StreamEvent[] = [];
      let wake: (() => void) | undefined;
      let hasEnded = false;
      const subscriber: Subscriber = {
        deliver(event) {
          live.push(event);
          wake?.();
        },
        end() {
          hasEnded = true;
          wake?.();
        },
      };
      const onAbort = () => wake?.();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        // Listening before registering, and registered before reading what was missed: no gap.
        if (!(await connection.whenListening(signal))) return;
        register(userId, subscriber);
        /** Ids sent by the replay: their announcements may still be on the way. */
        const replayed = new Set<number>();
        if (afterId !== undefined) {
          for (let after = afterId; ;) {
            const page = await readEvents(
              db,
              and(eq(streamEvents.userId, userId), gt(streamEvents.id, after)),
              replayPageSize,
            );
            for (const { userId: _, ...event } of page) {
              if (signal.aborted || hasEnded) return;
              replayed.add(event.id);
              yield event;
            }
            if (page.length < replayPageSize) break;
            after = page.at(-1)!.id;
          }
        }
        while (!signal.aborted && !hasEnded) {
          const event = live.shift();
          if (event) {
            if (!replayed.delete(event.id)) yield event;
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
        unregister(userId, subscriber);
      }
    },

    purgeExpired,

    /** Starts the hourly purge; the LISTEN connection opens on the first subscription. */
    start() {
      if (isStopped || purgeTimer) return;
      purgeTimer = setInterval(() => {
        purgeExpired().catch((error: unknown) =>
          log.warn({ err: error }, 'live stream: purging old events failed'),
        );
      }, purgeIntervalMs);
      purgeTimer.unref();
    },

    /** Ends every stream and closes the LISTEN connection (app close). */
    async stop() {
      isStopped = true;
      clearInterval(purgeTimer);
      endAllStreams();
      await connection.stop();
    },

    /** Open streams on this node, for tests and the benchmark. */
    get subscriberCount() {
      let total = 0;
      for (const subscribers of subscribersByUser.values()) total += subscribers.size;
      return total;
    },

    /** Whether this node's LISTEN connection is up. */
    get isListening() {
      return connection.isListening;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
