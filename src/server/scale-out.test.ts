/*
 * Scale-out (issue 11): two real API processes (`node --import tsx src/server/server.ts`) on one PostgreSQL
 * (a clone of the test template, on the embedded server or CI's PostgreSQL 15) and one S3 bucket (the
 * in-test fake S3 server), spoken to over real HTTP as a load balancer without stickiness would. Proves that
 * the nodes share sessions, live notifications, scheduled jobs (each period's pass runs once, on one node,
 * though both send it: decision 020) and uploaded files, and that a node stopped with SIGTERM hands its SSE clients
 * over to the other without losing a message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config/config.js';
import { findFreePort } from './platform/db/embedded-postgres.js';
import { newBusiness } from './test/accounts.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { openEventStream, type EventStreamClient } from './test/event-stream-client.js';
import { startFakeS3Server, type FakeS3Server } from './test/fake-s3-server.js';
import { pngImage } from './test/uploads.js';

/** The address people use (the load balancer's); both nodes are configured with it, as in production. */
const publicUrl = 'http://tawrid.scale-out.test';
const bucket = 'tawrid-scale-out';
const accessKeyId = 'AKIASCALEOUT';
/** Due items of each kind: several batches per pass. */
const dueCount = 200;
const membersPerGroup = 5;
const offersPerTender = 3;

interface ApiNode {
  readonly name: string;
  readonly base: string;
  readonly process: ChildProcess;
  readonly dataDir: string;
  /** Everything the process wrote to stdout and stderr (warn-level JSON logs and start-up lines). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
}

async function startNode(name: string, databaseUrl: string, s3: FakeS3Server): Promise<ApiNode> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tawrid-${name}-`));
  const url = new URL(databaseUrl);
  // Every connection of this node says which node it is (pg_stat_activity, and the job audit below).
  url.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: 'scale-out-secret',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, base: `http://127.0.0.1:${port}`, process: child, dataDir, output: () => output, exited };
}

/** Waits for `GET /api/health/ready`; fails with the node's output if it exits or takes too long. */
async function waitUntilReady(node: ApiNode, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (node.process.exitCode !== null) {
      throw new Error(`${node.name} exited with ${node.process.exitCode}:\n${node.output()}`);
    }
    const ready = await fetch(`${node.base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${node.name} was not ready in time:\n${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopNode(node: ApiNode, signal: NodeJS.Signals = 'SIGTERM') {
  if (node.process.exitCode !== null || node.process.signalCode !== null) return;
  node.process.kill(signal);
  const forced = setTimeout(() => node.process.kill('SIGKILL'), 20_000);
  await node.exited;
  clearTimeout(forced);
}

/** A JSON request as the web app sends it: our origin, the session cookie, JSON in and out. */
async function call(
  node: ApiNode,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  const response = await fetch(node.base + url, {
    method,
    headers: {
      origin: publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('tawrid_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** Signs up through `signupNode`, reads the mailed link through `mailboxNode`, verifies; answers the cookie. */
async function verifiedBusiness(signupNode: ApiNode, mailboxNode: ApiNode) {
  const categories = await call(signupNode, 'GET', '/api/categories/main');
  const body = newBusiness({ businessCategoryIds: [categories.json[0].id] });
  const signup = await call(signupNode, 'POST', '/api/auth/signup', { body });
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  const mail = await call(mailboxNode, 'GET', `/dev/mailbox/latest?to=${encodeURIComponent(body.email)}`);
  const token = /token=([\w-]+)/.exec(mail.json.text)![1]!;
  const verified = await call(signupNode, 'POST', '/api/auth/email-verification', {
    cookie: sessionCookieOf(signup.headers),
    body: { token },
  });
  expect(verified.status).toBe(200);
  return { body, id: signup.json.id as string, cookie: sessionCookieOf(signup.headers) };
}

/** Rows the start-up passes of the periodic jobs must handle: all due before either node starts. */
async function seedDueItems(pool: pg.Pool) {
  const users = async (count: number, prefix: string) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO users (email, name, national_id, business_name, registration_number, city,
                          is_email_verified)
       SELECT 'scale' || $2 || n || '@scale-out.test', 'Scale ' || n,
              '2' || $2 || lpad(n::text, 8, '0'), 'Scale Business ' || $2 || n, '8' || $2 || lpad(n::text, 8, '0'),
              'الرياض', true
       FROM generate_series(1, $1) AS n ORDER BY n RETURNING id`,
      [count, prefix],
    );
    const ids = rows.map((row) => row.id);
    // Issue 26: each business's founding owner (its member id is the business's), who reads its
    // notifications; their switches are the defaults.
    await pool.query(
      `INSERT INTO members (id, business_id, email, password_hash, name, roles, is_email_verified)
       SELECT u.id, u.id, u.email, 'not-a-password', u.name, ARRAY['OWNER']::member_role[], true
       FROM users u WHERE u.id = ANY($1::uuid[])`,
      [ids],
    );
    return ids;
  };
  const suppliersOf = async (ids: string[], plan = 'BASIC') =>
    pool.query(`INSERT INTO suppliers (user_id, plan) SELECT unnest($1::uuid[]), $2::supplier_plan`, [
      ids,
      plan,
    ]);

  // Group purchases (decision 015): one product each, every group OPEN past its deadline with 5 members.
  const [groupSupplier] = await users(1, '1');
  await suppliersOf([groupSupplier!]);
  const buyers = await users(membersPerGroup, '2');
  const { rows: categoryRows } = await pool.query<{ id: string }>('SELECT id FROM categories LIMIT 1');
  const { rows: groupRows } = await pool.query<{ id: string }>(
    `WITH product AS (
       INSERT INTO products (supplier_id, category_id, name_en, price, is_published, case_quantity,
                             min_order_quantity, stock, is_group_purchase_enabled, group_min_quantity,
                             group_deadline_days, group_price)
       SELECT $1, $2, 'Scale product ' || n, 1800, true, 1, 1, 1000, true, 100, 7, 1500
       FROM generate_series(1, $3) AS n RETURNING id
     )
     INSERT INTO group_purchases (product_id, supplier_id, city, city_key, unit_price, standard_price,
                                  buyers_required, min_quantity, member_count, total_quantity, started_at, deadline)
     SELECT id, $1, 'الرياض', 'رياض', 1500, 1800, 10, 100, $4, $4 * 2,
            now() - interval '8 days', now() - interval '1 hour'
     FROM product RETURNING id`,
    [groupSupplier, categoryRows[0]!.id, dueCount, membersPerGroup],
  );
  const groupIds = groupRows.map((row) => row.id);
  await pool.query(
    `INSERT INTO group_purchase_members (group_purchase_id, buyer_id, quantity, joined_at)
     SELECT g, b, 2, now() - interval '2 days' FROM unnest($1::uuid[]) AS g, unnest($2::uuid[]) AS b`,
    [groupIds, buyers],
  );

  // Tenders (decision 014): OPEN past their response deadline, 3 sealed offers each.
  const offerers = await users(offersPerTender, '3');
  await suppliersOf(offerers);
  const { rows: tenderRows } = await pool.query<{ id: string }>(
    `INSERT INTO tenders (creator_id, name, main_activity, organization_name, published_at, submission_deadline,
                          response_deadline_option, response_deadline)
     SELECT $1, 'Scale tender ' || n, 'Supplies', '', now() - interval '30 days', now() - interval '10 days',
            '1w', now() - interval '3 days'
     FROM generate_series(1, $2) AS n RETURNING id`,
    [buyers[0], dueCount],
  );
  const tenderIds = tenderRows.map((row) => row.id);
  await pool.query(
    `INSERT INTO tender_offers (tender_id, supplier_id, amount, completion_date, technical_details,
                                execution_plan, submitted_at, updated_at)
     SELECT t, s, 100000, '2027-01-31', 'Details', 'Plan', now() - interval '12 days', now() - interval '12 days'
     FROM unnest($1::uuid[]) AS t, unnest($2::uuid[]) AS s`,
    [tenderIds, offerers],
  );

  // Plans (decision 016): Premium trials that ended an hour ago; each supplier goes back to Basic.
  const trialSuppliers = await users(dueCount, '4');
  await suppliersOf(trialSuppliers, 'PREMIUM');
  await pool.query(
    `INSERT INTO plan_subscriptions (supplier_id, premium_until, source, trial_started_at)
     SELECT unnest($1::uuid[]), now() - interval '1 hour', 'TRIAL', now() - interval '30 days 1 hour'`,
    [trialSuppliers],
  );

  // Test-only audit: which node (application_name) wrote each notification and ended each period.
  await pool.query(`
    CREATE TABLE scale_out_audit (kind text NOT NULL, item text NOT NULL, node text NOT NULL);
    CREATE FUNCTION scale_out_audit_notification() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO scale_out_audit VALUES (NEW.type::text, NEW.recipient_id || ':' || NEW.related_entity_id,
                                          current_setting('application_name'));
      RETURN NEW;
    END $$;
    CREATE TRIGGER scale_out_audit AFTER INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION scale_out_audit_notification();
    CREATE FUNCTION scale_out_audit_plan() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO scale_out_audit VALUES ('PLAN_ENDED', NEW.supplier_id::text, current_setting('application_name'));
      RETURN NEW;
    END $$;
    CREATE TRIGGER scale_out_audit AFTER UPDATE ON plan_subscriptions
      FOR EACH ROW WHEN (OLD.premium_until IS NOT NULL AND NEW.premium_until IS NULL)
      EXECUTE FUNCTION scale_out_audit_plan();
    CREATE FUNCTION scale_out_audit_closing() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO scale_out_audit VALUES (TG_ARGV[0], NEW.id::text, current_setting('application_name'));
      RETURN NEW;
    END $$;
    CREATE TRIGGER scale_out_audit AFTER UPDATE ON tenders
      FOR EACH ROW WHEN (OLD.status = 'OPEN' AND NEW.status = 'CLOSED')
      EXECUTE FUNCTION scale_out_audit_closing('TENDER_CLOSED');
    CREATE TRIGGER scale_out_audit AFTER UPDATE ON group_purchases
      FOR EACH ROW WHEN (OLD.status = 'OPEN' AND NEW.status = 'CANCELLED')
      EXECUTE FUNCTION scale_out_audit_closing('GROUP_CANCELLED');`);
  return { groupIds, buyers, tenderIds, trialSuppliers };
}

describe('two API processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let s3: FakeS3Server;
  let due: Awaited<ReturnType<typeof seedDueItems>>;
  const nodes: ApiNode[] = [];
  let node1: ApiNode;
  let node2: ApiNode;
  const streams: EventStreamClient[] = [];
  /** When the start-up passes were let go. */
  let jobsReleasedAt = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startFakeS3Server({ bucket, accessKeyId });
    due = await seedDueItems(database.pool);
    // Every node sends each periodic pass at start-up; the job queue keeps one per period (decision 020),
    // run by one node. The passes are held at their claim by table locks until both nodes answer: had two
    // passes of a kind run, both would be waiting there and would then race for the same rows.
    const gate = await database.pool.connect();
    try {
      await gate.query('BEGIN');
      await gate.query('LOCK TABLE group_purchases, tenders, plan_subscriptions IN EXCLUSIVE MODE');
      nodes.push(await startNode('tawrid-node-1', database.url, s3));
      nodes.push(await startNode('tawrid-node-2', database.url, s3));
      [node1, node2] = nodes as [ApiNode, ApiNode];
      await Promise.all(nodes.map((node) => waitUntilReady(node)));
      // Wait until the three passes (group purchases, tenders, plans) are queued behind the lock (their
      // claims), on whichever node took each: three in all, not three per node.
      for (let waited = 0; ; waited += 100) {
        const { rows } = await database.pool.query<{ node: string; waiting: number }>(
          `SELECT a.application_name AS node, count(*)::int AS waiting
           FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE NOT l.granted AND a.datname = current_database() GROUP BY 1 ORDER BY 1`,
        );
        const waiting = rows.reduce((sum, row) => sum + row.waiting, 0);
        if (waiting >= 3) {
          expect(waiting).toBe(3);
          break;
        }
        if (waited > 15_000) expect(rows).toEqual([{ node: expect.any(String), waiting: 3 }]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await gate.query('COMMIT').catch(() => undefined);
      gate.release();
      jobsReleasedAt = Date.now();
    }
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(nodes.map((node) => stopNode(node)));
    await database?.drop();
    await s3?.close();
    await Promise.all(nodes.map((node) => rm(node.dataDir, { recursive: true, force: true })));
  });

  it('runs each due group purchase, tender and trial exactly once, in one pass per kind on one node', async () => {
    const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await database.pool.query<Row>(text, values)).rows;
    // Done: nothing left to claim, no node's pass is still in a transaction writing, and every domain event
    // those passes published has been delivered (its notifications commit with it, decision 021).
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await query<{ groups: number; tenders: number; trials: number; events: number }>(
        `SELECT (SELECT count(*)::int FROM group_purchases WHERE status = 'OPEN') AS groups,
                (SELECT count(*)::int FROM tenders WHERE status = 'OPEN') AS tenders,
                (SELECT count(*)::int FROM plan_subscriptions WHERE premium_until IS NOT NULL) AS trials,
                (SELECT count(*)::int FROM domain_events WHERE delivered_at IS NULL) AS events`,
      );
      if (left!.groups + left!.tenders + left!.trials + left!.events === 0) break;
      if (Date.now() > deadline) throw new Error(`jobs left work undone: ${JSON.stringify(left)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const handledInMs = Date.now() - jobsReleasedAt;

    // Group purchases: each CANCELLED for its deadline, each member told once.
    const groups = await query<{ status: string; cancel_reason: string }>(
      'SELECT status, cancel_reason FROM group_purchases WHERE id = ANY($1)',
      [due.groupIds],
    );
    expect(groups).toHaveLength(dueCount);
    expect(groups.every((g) => g.status === 'CANCELLED' && g.cancel_reason === 'DEADLINE_MISSED')).toBe(true);
    const groupNotices = await query<{ copies: number }>(
      `SELECT count(*)::int AS copies FROM notifications
       WHERE type = 'GROUP_PURCHASE_STATUS' AND related_entity_id = ANY($1::text[])
       GROUP BY recipient_id, related_entity_id`,
      [due.groupIds],
    );
    expect(groupNotices).toHaveLength(dueCount * membersPerGroup);
    expect(groupNotices.every((row) => row.copies === 1)).toBe(true);

    // Tenders: each CLOSED, its offers DECLINED, each offering supplier told once (BID_STATUS, closed).
    const tenders = await query<{ status: string }>('SELECT status FROM tenders WHERE id = ANY($1)', [
      due.tenderIds,
    ]);
    expect(tenders.every((t) => t.status === 'CLOSED')).toBe(true);
    const offers = await query<{ status: string; copies: number; content_en: string }>(
      `SELECT o.status, count(n.id)::int AS copies, min(n.content_en) AS content_en
       FROM tender_offers o LEFT JOIN notifications n
         ON n.type = 'BID_STATUS' AND n.related_entity_id = o.id::text AND n.recipient_id = o.supplier_id
       WHERE o.tender_id = ANY($1) GROUP BY o.id, o.status`,
      [due.tenderIds],
    );
    expect(offers).toHaveLength(dueCount * offersPerTender);
    expect(offers.every((o) => o.status === 'DECLINED' && o.copies === 1)).toBe(true);
    expect(offers[0]!.content_en).toMatch(/closed without an award/);
    // Their creator (issue 19): told once per tender, at its submission deadline, how many offers came.
    const announcements = await query<{ copies: number; content_en: string }>(
      `SELECT count(*)::int AS copies, min(content_en) AS content_en FROM notifications
       WHERE type = 'NEW_OFFER' AND related_entity_id = ANY($1::text[]) GROUP BY related_entity_id`,
      [due.tenderIds],
    );
    expect(announcements).toHaveLength(dueCount);
    expect(announcements.every((row) => row.copies === 1)).toBe(true);
    expect(announcements[0]!.content_en).toMatch(/received 3 offers before its deadline/);

    // Trials: each supplier back on Basic (ACTIVE: no listings over the limits), each period ended once.
    const trials = await query<{ plan: string; status: string; premium_until: Date | null; ended: number }>(
      `SELECT s.plan, s.status, p.premium_until,
              (SELECT count(*)::int FROM scale_out_audit a WHERE a.kind = 'PLAN_ENDED' AND a.item = s.user_id::text)
                AS ended
       FROM suppliers s JOIN plan_subscriptions p ON p.supplier_id = s.user_id WHERE s.user_id = ANY($1)`,
      [due.trialSuppliers],
    );
    expect(trials).toHaveLength(dueCount);
    expect(
      trials.every(
        (t) => t.plan === 'BASIC' && t.status === 'ACTIVE' && t.premium_until === null && t.ended === 1,
      ),
    ).toBe(true);

    // Both nodes sent each kind's pass, and one ran it (decision 020): every item of a kind was closed by
    // the same node. Two passes of a kind would have raced at the lock and shared the items out. (The
    // notifications follow as domain events, which either node may deliver: decision 021.)
    const shares = await query<{ kind: string; node: string; items: number }>(
      `SELECT kind, node, count(*)::int AS items FROM scale_out_audit
       WHERE kind IN ('GROUP_CANCELLED', 'TENDER_CLOSED', 'PLAN_ENDED') GROUP BY kind, node ORDER BY kind, node`,
    );
    console.info(`jobs handled in ${handledInMs} ms; items per node:`, shares);
    const node = expect.stringMatching(/^tawrid-node-[12]$/);
    expect(shares).toEqual([
      { kind: 'GROUP_CANCELLED', node, items: dueCount },
      { kind: 'PLAN_ENDED', node, items: dueCount },
      { kind: 'TENDER_CLOSED', node, items: dueCount },
    ]);
  });

  it('keeps a session made on one node valid on the other, and a logout on one ends it on both', async () => {
    // Signup through node 1, the verification mail read through node 2's dev mailbox (one database).
    const business = await verifiedBusiness(node1, node2);
    const login = await call(node1, 'POST', '/api/auth/login', {
      body: { identifier: business.body.registrationNumber, password: business.body.password },
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login.headers);

    const me = await call(node2, 'GET', '/api/users/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: business.id, email: business.body.email, isEmailVerified: true });

    const logout = await call(node2, 'POST', '/api/auth/logout', { cookie });
    expect(logout.status).toBe(204);
    const after = await call(node1, 'GET', '/api/users/me', { cookie });
    expect(after.status).toBe(401);
  });

  it('serves an image uploaded through one node from the other, byte for byte, from the shared bucket', async () => {
    const business = await verifiedBusiness(node1, node1);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await pngImage(640, 480, '#c84'))], { type: 'image/png' }),
      'me.png',
    );
    const upload = await fetch(`${node1.base}/api/users/me/profile-picture`, {
      method: 'PUT',
      headers: { origin: publicUrl, cookie: business.cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]+\.webp$/);

    const read = async (node: ApiNode) => {
      const response = await fetch(node.base + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      return Buffer.from(await response.arrayBuffer());
    };
    const fromNode1 = await read(node1);
    const fromNode2 = await read(node2);
    expect(fromNode2.equals(fromNode1)).toBe(true);
    expect(fromNode2.equals(s3.objects.get(url.slice('/api/files/'.length))!.body)).toBe(true);
    // Nothing was written to any node's local disk.
    for (const node of nodes) expect(existsSync(path.join(node.dataDir, 'files'))).toBe(false);
  });

  it('delivers a notification raised on node 1 to an SSE client of node 2, and after node 2 stops, resumes on node 1 without loss', async () => {
    // A supplier (switched on node 2; the switch rotates the session) and a buyer who writes to it.
    const business = await verifiedBusiness(node2, node2);
    const switched = await call(node2, 'PATCH', '/api/auth/switch-role', { cookie: business.cookie });
    expect(switched.status).toBe(200);
    const recipient = { ...business, cookie: sessionCookieOf(switched.headers) };
    const sender = await verifiedBusiness(node1, node1);
    const stream = await openEventStream(`${node2.base}/api/notifications/stream?lang=en`, {
      cookie: recipient.cookie,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);

    const thread = await call(node1, 'POST', '/api/chats', {
      cookie: sender.cookie,
      body: { counterpartId: recipient.id, mySide: 'BUYER' },
    });
    expect(thread.status).toBe(201);
    const sent = await call(node1, 'POST', `/api/chats/${thread.json.id}/messages`, {
      cookie: sender.cookie,
      body: { text: 'مرحبًا، هل الكمية متوفرة؟' },
    });
    expect(sent.status).toBe(201);

    // The chat message itself and the NEW_MESSAGE notification, fanned out through LISTEN/NOTIFY.
    const events = await stream.waitForData(2, 10_000);
    const received = events.map((event) => JSON.parse(event.data!));
    const byType = new Map(received.map((message) => [message.type, JSON.parse(message.data)]));
    // Only the notification is a default message (issue 20); the chat message is a named event.
    expect(new Map(received.map((message, index) => [message.type, events[index]!.event]))).toEqual(
      new Map([
        ['CHAT_MESSAGE', 'chat-message'],
        ['NOTIFICATION', undefined],
      ]),
    );
    expect(byType.get('CHAT_MESSAGE')).toMatchObject({ id: sent.json.id, text: 'مرحبًا، هل الكمية متوفرة؟' });
    expect(byType.get('NOTIFICATION')).toMatchObject({
      type: 'NEW_MESSAGE',
      relatedEntityId: thread.json.id,
      sender: { userId: sender.id },
    });

    // Node 2 shuts down (a deploy): its streams end, it exits cleanly; meanwhile a message goes through node 1.
    const lastEventId = stream.lastEventId!;
    const stopped = stopNode(node2);
    await stream.ended;
    expect(await stopped.then(() => node2.exited)).toBe(0);
    const missed = await call(node1, 'POST', `/api/chats/${thread.json.id}/messages`, {
      cookie: sender.cookie,
      body: { text: 'Sent while node 2 was down' },
    });
    expect(missed.status).toBe(201);

    // The browser reconnects through the load balancer, now to node 1, with Last-Event-ID: nothing lost.
    const resumed = await openEventStream(`${node1.base}/api/notifications/stream?lang=en`, {
      cookie: recipient.cookie,
      'last-event-id': lastEventId,
    });
    streams.push(resumed);
    const replayedEvents = await resumed.waitForData(1, 10_000);
    const replayed = replayedEvents.map((event) => JSON.parse(event.data!));
    expect(replayedEvents[0]!.event).toBe('chat-message');
    expect(replayed[0].type).toBe('CHAT_MESSAGE');
    expect(JSON.parse(replayed[0].data)).toMatchObject({
      id: missed.json.id,
      text: 'Sent while node 2 was down',
    });
    expect(Number(resumed.events[0]!.id)).toBeGreaterThan(Number(lastEventId));
  });

  it('logged no errors on any node', () => {
    const logs = nodes.flatMap((node) =>
      node
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => ({ node: node.name, ...(JSON.parse(line) as { level: number; msg: string }) })),
    );
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    // Both nodes' job queues started (decision 020: a node whose queue cannot start logs it and tries again).
    expect(logs.filter((line) => line.msg.startsWith('job queue'))).toEqual([]);
    // Node 2 logged its start and its SIGTERM stop as plain lines (server.ts), before and after pino.
    expect(node2.output()).toMatch(/Tawrid is running at http:\/\/localhost:\d+[\s\S]*Stopping \(SIGTERM\)/);
  });
});
