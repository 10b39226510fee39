import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createStreamHub,
  payloadIn,
  streamRetentionMs,
  type StreamEvent,
  type StreamHub,
} from './stream-hub.js';

const quietLog = { warn: () => undefined };

describe('stream hub', () => {
  let database: TestDatabase;
  let now = new Date('2025-03-01T09:00:00Z');
  const clock = { now: () => now };
  const hubs: StreamHub[] = [];
  const streams: AbortController[] = [];

  const newHub = () => {
    const hub = createStreamHub({ db: database.db, pool: database.pool, log: quietLog, clock });
    hubs.push(hub);
    return hub;
  };

  /** Reads the user's stream in the background; `received` fills as messages arrive. */
  function listen(hub: StreamHub, userId: string, afterId?: number) {
    const controller = new AbortController();
    streams.push(controller);
    const received: StreamEvent[] = [];
    const done = (async () => {
      for await (const event of hub.subscribe(userId, afterId, controller.signal)) received.push(event);
    })();
    return { received, done, stop: () => controller.abort() };
  }

  const publishText = (hub: StreamHub, userId: string, text: string) =>
    hub.publish({ userId, type: 'CHAT_MESSAGE', payload: { data: JSON.stringify({ text }) } });

  const waitForSubscribers = (hub: StreamHub, count: number) =>
    expect.poll(() => hub.subscriberCount, { timeout: 5000 }).toBe(count);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const controller of streams.splice(0)) controller.abort();
    await Promise.all(hubs.splice(0).map((hub) => hub.stop()));
  });
  afterAll(() => database.drop());

  it('replays what came after the given id, in order, then delivers live messages', async () => {
    const hub = newHub();
    const userId = randomUUID();
    const first = await publishText(hub, userId, 'one');
    const second = await publishText(hub, userId, 'two');
    const third = await publishText(hub, userId, 'three');

    const stream = listen(hub, userId, first);
    await waitForSubscribers(hub, 1);
    const fourth = await publishText(hub, userId, 'four');

    await expect.poll(() => stream.received.map((event) => event.id)).toEqual([second, third, fourth]);
    expect(payloadIn(stream.received[2]!.payload, 'ar')).toBe('{"text":"four"}');
  });

  it("sends a user only that user's messages", async () => {
    const hub = newHub();
    const [alice, bob] = [randomUUID(), randomUUID()];
    const stream = listen(hub, alice, 0);
    await waitForSubscribers(hub, 1);

    await publishText(hub, bob, 'for bob');
    const mine = await publishText(hub, alice, 'for alice');

    await expect.poll(() => stream.received.map((event) => event.id)).toEqual([mine]);
  });

  it('sends every message exactly once while streams open during a burst of publishing', async () => {
    const hub = newHub();
    const userId = randomUUID();
    const published: number[] = [];
    const burst = (async () => {
      for (let round = 0; round < 20; round += 1) {
        published.push(
          ...(await Promise.all([1, 2, 3, 4, 5].map(() => publishText(hub, userId, `m${round}`)))),
        );
      }
    })();
    // Streams that open at different moments of the burst: each overlaps replay and live differently.
    const opened = [];
    for (let index = 0; index < 5; index += 1) {
      opened.push(listen(hub, userId, 0));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await burst;

    for (const stream of opened) {
      await expect.poll(() => stream.received.length).toBe(published.length);
      const ids = stream.received.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
    }
  });

  it('sends nothing for a message whose transaction rolls back, and sends on commit otherwise', async () => {
    const hub = newHub();
    const userId = randomUUID();
    const stream = listen(hub, userId, 0);
    await waitForSubscribers(hub, 1);

    await database.db
      .transaction(async (tx) => {
        await hub.publish({ userId, type: 'CHAT_READ', payload: { data: '{}' } }, tx);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const committed = await database.db.transaction((tx) =>
      hub.publish({ userId, type: 'CHAT_READ', payload: { data: '{"ok":true}' } }, tx),
    );

    await expect.poll(() => stream.received.map((event) => event.id)).toEqual([committed]);
  });

  it('fans a message out to a stream held by another node', async () => {
    const publishingNode = newHub();
    const otherNode = newHub();
    const userId = randomUUID();
    const stream = listen(otherNode, userId, 0);
    await waitForSubscribers(otherNode, 1);

    const id = await publishingNode.publish({
      userId,
      type: 'NOTIFICATION',
      payload: { en: '{"title":"New order"}', ar: '{"title":"طلب جديد"}' },
    });

    await expect.poll(() => stream.received.map((event) => event.id)).toEqual([id]);
    expect(payloadIn(stream.received[0]!.payload, 'ar')).toBe('{"title":"طلب جديد"}');
  });

  it('ends its streams when the LISTEN connection drops, reconnects, and a resume misses nothing', async () => {
    const hub = newHub();
    const userId = randomUUID();
    const stream = listen(hub, userId, 0);
    await waitForSubscribers(hub, 1);
    const before = await publishText(hub, userId, 'before');
    await expect.poll(() => stream.received.length).toBe(1);

    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN tawrid_stream'`,
    );
    await stream.done;
    const during = await publishText(hub, userId, 'while reconnecting');
    await expect.poll(() => hub.isListening, { timeout: 10_000 }).toBe(true);

    const resumed = listen(hub, userId, before);
    await waitForSubscribers(hub, 1);
    const after = await publishText(hub, userId, 'after');
    await expect.poll(() => resumed.received.map((event) => event.id)).toEqual([during, after]);
  });

  it('answers the newest id of the user as the starting point of a fresh stream', async () => {
    const hub = newHub();
    const userId = randomUUID();
    expect(await hub.latestEventId(userId)).toBe(0);
    const id = await publishText(hub, userId, 'one');
    await publishText(hub, randomUUID(), 'someone else');
    expect(await hub.latestEventId(userId)).toBe(id);
  });

  it('purges messages older than a day and keeps newer ones', async () => {
    const hub = newHub();
    const userId = randomUUID();
    now = new Date('2025-03-01T09:00:00Z');
    const old = await publishText(hub, userId, 'old');
    now = new Date(now.getTime() + streamRetentionMs - 60_000);
    const recent = await publishText(hub, userId, 'recent');
    now = new Date(now.getTime() + 2 * 60_000);

    await hub.purgeExpired();
    const rows = await database.pool.query<{ id: string }>(
      'SELECT id FROM stream_events WHERE user_id = $1',
      [userId],
    );

    expect(rows.rows.map((row) => Number(row.id))).toEqual([recent]);
    expect(rows.rows.map((row) => Number(row.id))).not.toContain(old);
  });

  it('ends open streams when stopped', async () => {
    const hub = newHub();
    const stream = listen(hub, randomUUID(), 0);
    await waitForSubscribers(hub, 1);

    await hub.stop();

    await stream.done;
    expect(hub.subscriberCount).toBe(0);
    expect(hub.isListening).toBe(false);
  });
});
