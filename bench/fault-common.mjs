// What the fault scripts (fault-kill.mjs, fault-db-stop.mjs) share: the build they run, the API process,
// the checkout scenario (one scarce product, many buyers), a small SSE reader and the invariants checked
// in the database afterwards.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createSignedInBusinesses } from './bench-accounts.mjs';

/**
 * The production build to run: `dist/` (after `npm run build`) by default, or `FAULT_DIST=<folder>` for a
 * build made elsewhere (`npx tsc -p tsconfig.server.json --outDir <folder>`). The server resolves its
 * migrations (`drizzle/`) and packages (`node_modules/`) next to that folder.
 */
export const distDir = path.resolve(process.env.FAULT_DIST ?? 'dist');

/** A module of that build, with a clear error when it has not been built. */
export const loadServerModule = (module) =>
  import(pathToFileURL(path.join(distDir, 'server', module)).href).catch((error) => {
    throw new Error(`${distDir}/server/${module} cannot be loaded (run \`npm run build\` first): ${error}`);
  });

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The approving test card: a checkout is charged and settled in the request (no 3-D Secure). */
export const approvingCard = {
  holderName: 'Fault Buyer',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  securityCode: '123',
};

/**
 * Starts `node <dist>/server/server.js` on the database with a test clock (`POST /dev/clock` lets the
 * script move the payments reconciler's two minutes forward). Answers the child process; its output goes
 * to this process's stderr so the figures on stdout stay clean.
 */
export function startApi({ port, databaseUrl, dataDir }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'error',
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_CATALOG: 'false',
      PAYMENT_PROVIDER: 'sandbox',
      TEST_CLOCK: 'true',
    },
  });
  child.stdout.pipe(process.stderr);
  child.stderr.pipe(process.stderr);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Waits for `GET /api/health/ready`; answers how long it took in ms. */
export async function waitUntilReady(base, child, timeoutMs = 120_000) {
  const startedAt = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the API process exited');
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return performance.now() - startedAt;
    if (performance.now() - startedAt > timeoutMs) throw new Error('the API did not become ready');
    await sleep(100);
  }
}

export async function stopApi(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await child.exited;
}

/**
 * One supplier with one product of `stock` units (18.00 SAR, sold by the unit), and `buyerCount` signed-in
 * buyers with `unitsPerBuyer` units of it in their cart each. Answers the product, the supplier and the
 * buyers, each with the idempotency key of its checkout (kept for retries, as the web app keeps it).
 */
export async function createCheckoutScenario(pool, { buyerCount, stock, unitsPerBuyer = 1 }) {
  const [supplier] = await createSignedInBusinesses(pool, 1, 'S');
  await pool.query('INSERT INTO suppliers (user_id) VALUES ($1)', [supplier.id]);
  const { rows: categoryRows } = await pool.query('SELECT id FROM categories LIMIT 1');
  const productId = randomUUID();
  await pool.query(
    `INSERT INTO products (id, supplier_id, category_id, name_en, price, is_published, case_quantity,
                           min_order_quantity, stock)
     VALUES ($1, $2, $3, 'Fault gloves', 1800, true, 1, 1, $4)`,
    [productId, supplier.id, categoryRows[0].id, stock],
  );
  const buyers = await createSignedInBusinesses(pool, buyerCount, 'B');
  await pool.query(
    `INSERT INTO cart_items (buyer_id, product_id, quantity) SELECT u, $2, $3 FROM unnest($1::uuid[]) AS t(u)`,
    [buyers.map((b) => b.id), productId, unitsPerBuyer],
  );
  for (const buyer of buyers) buyer.idempotencyKey = randomUUID();
  return { productId, supplier, buyers, stock };
}

/**
 * One checkout as the web app sends it. Answers `{ status, code, ms }`; a request that got no answer
 * (connection refused or cut) has status 0 and the network error's code.
 */
export async function checkout(base, buyer, { timeoutMs = 60_000 } = {}) {
  const sentAt = performance.now();
  try {
    const response = await fetch(`${base}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: `tawrid_session=${buyer.token}` },
      body: JSON.stringify({ idempotencyKey: buyer.idempotencyKey, card: approvingCard }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await response.json().catch(() => ({}));
    return { status: response.status, code: answer.error?.code ?? 'OK', ms: performance.now() - sentAt };
  } catch (error) {
    return { status: 0, code: networkCodeOf(error), ms: performance.now() - sentAt };
  }
}

export function networkCodeOf(error) {
  if (error?.name === 'TimeoutError') return 'TIMEOUT';
  return error?.cause?.code ?? error?.code ?? error?.name ?? 'NETWORK';
}

/** Counts answers by `<status> <code>`, for the tables. */
export function tally(results) {
  const counts = new Map();
  for (const result of results) {
    const key = `${result.status} ${result.code}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

export const formatTally = (results) =>
  tally(results)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || '—';

/** Moves the server's test clock forward (decision 014's `POST /dev/clock`). */
export async function advanceClock(base, advanceMs) {
  const response = await fetch(`${base}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ advanceMs }),
  });
  if (!response.ok) throw new Error(`POST /dev/clock answered ${response.status}: is TEST_CLOCK on?`);
}

/** Waits until no payment is PENDING (the reconciler's work); answers the seconds it took. */
export async function waitForNoPendingPayments(pool, timeoutMs = 150_000) {
  const startedAt = performance.now();
  for (;;) {
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM payments WHERE status = 'PENDING'");
    if (rows[0].n === 0) return (performance.now() - startedAt) / 1000;
    if (performance.now() - startedAt > timeoutMs) throw new Error(`${rows[0].n} payments are still PENDING`);
    await sleep(500);
  }
}

/**
 * What must hold after any fault, read from the database: nothing PENDING; every PAID checkout has its
 * orders (the units it paid for) and their invoices; every order has a PAID payment; no buyer paid twice;
 * a paid buyer's cart line is gone; the product's stock plus the units ordered equals the initial stock
 * (failed payments gave their reservation back, nothing was sold twice); and no captured card charge is
 * kept without a PAID payment of it (money taken without an order, and not refunded).
 */
export async function checkInvariants(pool, { productId, stock }) {
  const { rows } = await pool.query(
    `SELECT
       (SELECT count(*)::int FROM payments WHERE status = 'PENDING') AS pending,
       (SELECT count(*)::int FROM payments WHERE status = 'PAID') AS paid,
       (SELECT count(*)::int FROM payments WHERE status = 'FAILED') AS failed,
       (SELECT count(*)::int FROM orders) AS orders,
       (SELECT count(*)::int FROM payments p WHERE p.status = 'PAID' AND p.cart IS NOT NULL AND
          (SELECT coalesce(sum(i.quantity), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE o.payment_id = p.id) <>
          (SELECT coalesce(sum((line->>'quantity')::int), 0)
           FROM jsonb_array_elements(p.cart->'groups') AS g, jsonb_array_elements(g->'lines') AS line))
         AS paid_without_its_orders,
       (SELECT count(*)::int FROM orders o JOIN payments p ON p.id = o.payment_id WHERE p.status <> 'PAID')
         AS orders_without_paid_payment,
       (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id))
         AS orders_without_invoice,
       (SELECT count(*)::int FROM (SELECT buyer_id FROM payments WHERE status = 'PAID'
                                   GROUP BY buyer_id HAVING count(*) > 1) AS twice) AS buyers_paid_twice,
       (SELECT count(*)::int FROM payments p JOIN cart_items c ON c.buyer_id = p.buyer_id AND c.product_id = $1
        WHERE p.status = 'PAID') AS paid_cart_lines_left,
       (SELECT stock FROM products WHERE id = $1) AS stock_left,
       (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = $1) AS units_ordered,
       (SELECT count(*)::int FROM sandbox_charges c
        WHERE c.status = 'CAPTURED' AND coalesce((c.card->>'refundedAmount')::int, 0) < c.amount
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id::text = c.reference AND p.status = 'PAID'
                          AND p.charge_id = c.id)) AS captured_without_paid_payment,
       (SELECT count(*)::int FROM sandbox_charges c
        WHERE c.status = 'CAPTURED' AND coalesce((c.card->>'refundedAmount')::int, 0) >= c.amount)
         AS captured_then_refunded`,
    [productId],
  );
  const check = rows[0];
  const violations = [];
  if (check.pending > 0) violations.push(`${check.pending} payments still PENDING`);
  if (check.paid_without_its_orders > 0)
    violations.push(`${check.paid_without_its_orders} PAID payments without their orders`);
  if (check.orders_without_paid_payment > 0)
    violations.push(`${check.orders_without_paid_payment} orders without a PAID payment`);
  if (check.orders_without_invoice > 0)
    violations.push(`${check.orders_without_invoice} orders without an invoice`);
  if (check.buyers_paid_twice > 0) violations.push(`${check.buyers_paid_twice} buyers paid twice`);
  if (check.paid_cart_lines_left > 0) violations.push(`${check.paid_cart_lines_left} paid cart lines left`);
  if (check.stock_left < 0) violations.push(`stock below zero (${check.stock_left})`);
  if (check.stock_left + check.units_ordered !== stock)
    violations.push(`stock ${check.stock_left} + ordered ${check.units_ordered} ≠ initial ${stock}`);
  if (check.captured_without_paid_payment > 0)
    violations.push(`${check.captured_without_paid_payment} captured charges kept without a PAID payment`);
  return { ...check, violations };
}

/**
 * A minimal EventSource over fetch: follows `/api/notifications/stream`, records every message id, and
 * reconnects like a browser (after `retry` ms, with Last-Event-ID) whenever the stream ends or cannot be
 * opened, until `stop()`. Counts the reconnects and the failed attempts.
 */
export function followStream(base, token, { retryMs = 3000 } = {}) {
  const ids = [];
  const messages = [];
  let lastEventId;
  let reconnects = 0;
  let failedAttempts = 0;
  let isStopped = false;
  let controller;
  const done = (async () => {
    for (let first = true; !isStopped; first = false) {
      if (!first) {
        reconnects += 1;
        await sleep(retryMs);
        if (isStopped) break;
      }
      controller = new AbortController();
      try {
        const response = await fetch(`${base}/api/notifications/stream?lang=en`, {
          headers: {
            accept: 'text/event-stream',
            cookie: `tawrid_session=${token}`,
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          failedAttempts += 1;
          await response.body?.cancel();
          continue;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done: ended } = await reader.read();
          if (ended) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id;
            let data;
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (id !== undefined) lastEventId = id;
            if (id !== undefined && data !== undefined) {
              ids.push(Number(id));
              messages.push(JSON.parse(data));
            }
          }
        }
      } catch {
        if (!isStopped) failedAttempts += 1;
      }
    }
  })();
  return {
    ids,
    messages,
    get reconnects() {
      return reconnects;
    },
    get failedAttempts() {
      return failedAttempts;
    },
    async stop() {
      isStopped = true;
      controller?.abort();
      await done;
    },
  };
}

/**
 * Whether the supplier's stream got every NEW_ORDER notification the database holds for it, each once.
 * Answers `{ expected, received, missing, duplicates }`.
 */
export async function checkStreamDelivery(pool, supplierId, stream) {
  const { rows } = await pool.query(
    `SELECT id FROM stream_events WHERE user_id = $1 AND type = 'NOTIFICATION' ORDER BY id`,
    [supplierId],
  );
  const received = new Set(stream.ids);
  const missing = rows.filter((row) => !received.has(Number(row.id))).length;
  return {
    expected: rows.length,
    received: stream.ids.length,
    missing,
    duplicates: stream.ids.length - received.size,
  };
}
