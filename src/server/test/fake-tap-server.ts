import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Tap's charges API (saudi.md "Card payments"), enough for the Tap client's tests:
 * it checks the Bearer key, keeps charges, tokens, customers and cards in memory, and lets a test decide
 * how a charge ends (`behaviour`) or make Tap slow or broken. As Tap does, a charge request repeating a
 * `reference.idempotent` of the last 24 hours answers the charge already made, and `POST
 * /v2/charges/list` lists the charges of a creation period, newest first, in pages.
 */
export interface FakeTapCharge {
  id: string;
  status: string;
  amount: number;
  currency: string;
  save_card: boolean;
  reference: { transaction: string; order: string; idempotent: string; gateway: string; payment: string };
  transaction: { url: string | null; created: string };
  response: { code: string; message: string };
  customer: { id: string | null; first_name: string; email: string };
  source: { id: string };
  redirect: { url: string };
  post: { url: string };
  card: Record<string, unknown> | null;
}

export interface FakeTapRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
}

/** How the next charges end: captured at once, a 3-D Secure redirect, or one of Tap's failures. */
export type FakeTapBehaviour = 'capture' | 'challenge' | 'decline' | 'insufficient' | 'abandon';

export interface FakeTapServer {
  baseUrl: string;
  secretKey: string;
  requests: FakeTapRequest[];
  charges: Map<string, FakeTapCharge>;
  cards: Map<string, Record<string, unknown>>;
  refunds: Record<string, unknown>[];
  behaviour: FakeTapBehaviour;
  /** Milliseconds to wait before answering (timeouts); 0 answers at once. */
  delayMs: number;
  /** An HTTP status to answer every call with (5xx tests); null answers normally. */
  failWith: number | null;
  /** Ends a challenged charge the way the buyer's 3-D Secure would. */
  finishChallenge(chargeId: string, status: 'CAPTURED' | 'ABANDONED' | 'DECLINED'): void;
  close(): Promise<void>;
}

const cardOf = (id: string) => ({
  id,
  object: 'card',
  brand: 'VISA',
  scheme: 'VISA',
  first_six: '411111',
  last_four: '1111',
  exp_month: 12,
  exp_year: 30,
  name: 'Sara Al-Harbi',
});

export async function startFakeTapServer(secretKey = `sk_test_${randomUUID()}`): Promise<FakeTapServer> {
  const timers = new Set<NodeJS.Timeout>();
  const tokens = new Map<string, { cardId: string; customerId: string }>();
  const state: Omit<FakeTapServer, 'baseUrl' | 'close' | 'finishChallenge'> = {
    secretKey,
    requests: [],
    charges: new Map(),
    cards: new Map(),
    refunds: [],
    behaviour: 'capture',
    delayMs: 0,
    failWith: null,
  };

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.delayMs > 0) timers.add(setTimeout(send, state.delayMs));
    else send();
  };

  const idempotencyWindowMs = 24 * 60 * 60 * 1000;

  function createCharge(body: Record<string, unknown>): FakeTapCharge {
    const idempotent = ((body.reference ?? {}) as Record<string, string>).idempotent;
    const made = idempotent
      ? [...state.charges.values()].find(
          (charge) =>
            charge.reference.idempotent === idempotent &&
            Date.now() - Number(charge.transaction.created) < idempotencyWindowMs,
        )
      : undefined;
    if (made) return made;
    const customer = (body.customer ?? {}) as Record<string, string>;
    const source = (body.source ?? {}) as { id?: string };
    const id = `chg_TS0${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const token = tokens.get(source.id ?? '');
    const customerId = customer.id ?? token?.customerId ?? `cus_TS0${randomUUID().slice(0, 8)}`;
    const outcomes: Record<FakeTapBehaviour, { status: string; code: string; message: string }> = {
      capture: { status: 'CAPTURED', code: '000', message: 'Captured' },
      challenge: { status: 'INITIATED', code: '100', message: 'Initiated' },
      decline: { status: 'DECLINED', code: '05', message: 'Do not honour' },
      insufficient: { status: 'DECLINED', code: '51', message: 'Insufficient Funds' },
      abandon: { status: 'ABANDONED', code: '100', message: 'Abandoned' },
    };
    const outcome = outcomes[state.behaviour];
    const reference = (body.reference ?? {}) as Record<string, string>;
    const cardId = token?.cardId ?? `card_TS0${randomUUID().slice(0, 8)}`;
    const charge: FakeTapCharge = {
      id,
      status: outcome.status,
      amount: Number(body.amount),
      currency: String(body.currency),
      save_card: body.save_card === true,
      reference: {
        transaction: reference.transaction ?? '',
        order: reference.order ?? '',
        idempotent: reference.idempotent ?? '',
        gateway: '123456789',
        payment: '5123456789',
      },
      transaction: {
        url: outcome.status === 'INITIATED' ? `https://sandbox.payments.tap.company/3ds/${id}` : null,
        created: String(Date.now()),
      },
      response: { code: outcome.code, message: outcome.message },
      customer: { id: customerId, first_name: customer.first_name ?? '', email: customer.email ?? '' },
      source: { id: source.id ?? '' },
      redirect: body.redirect as { url: string },
      post: body.post as { url: string },
      card: outcome.status === 'CAPTURED' ? cardOf(cardId) : null,
    };
    state.charges.set(id, charge);
    if (charge.card && charge.save_card) state.cards.set(cardId, charge.card);
    return charge;
  }

  /** Newest first, by `transaction.created` within `period.date`; Tap answers 400 for an empty period. */
  function listCharges(res: http.ServerResponse, body: Record<string, unknown>) {
    const period = (body.period ?? {}) as { date?: { from?: unknown; to?: unknown } };
    const from = Number(period.date?.from ?? 0);
    const to = Number(period.date?.to ?? Number.MAX_SAFE_INTEGER);
    const limit = Math.min(Number(body.limit ?? 25), 50);
    const inPeriod = [...state.charges.values()]
      .filter((charge) => {
        const created = Number(charge.transaction.created);
        return created >= from && created <= to;
      })
      .reverse();
    const after = typeof body.starting_after === 'string' ? body.starting_after : undefined;
    const start = after ? inPeriod.findIndex((charge) => charge.id === after) + 1 : 0;
    const page = inPeriod.slice(start, start + limit);
    if (page.length === 0) {
      return answer(res, 400, { errors: [{ code: '1101', description: 'Charges not found' }] });
    }
    return answer(res, 200, {
      object: 'list',
      charges: page,
      has_more: start + limit < inPeriod.length,
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      state.requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(res, 401, { errors: [{ code: '2107', description: 'Invalid API key' }] });
      }
      if (state.failWith) return answer(res, state.failWith, { errors: [{ description: 'Down' }] });

      const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(path);
      const cardMatch = /^\/v2\/card\/([^/]+)(?:\/([^/]+))?$/.exec(path);
      if (req.method === 'POST' && path === '/v2/charges') return answer(res, 200, createCharge(body ?? {}));
      if (req.method === 'POST' && path === '/v2/charges/list') return listCharges(res, body ?? {});
      if (req.method === 'GET' && chargeMatch) {
        const charge = state.charges.get(decodeURIComponent(chargeMatch[1]!));
        return charge ? answer(res, 200, charge) : answer(res, 404, { errors: [{ code: '1143' }] });
      }
      if (req.method === 'POST' && path === '/v2/refunds') {
        const charge = state.charges.get(String(body?.charge_id));
        if (!charge || charge.status !== 'CAPTURED') return answer(res, 400, { errors: [{ code: '1100' }] });
        const refund = { id: `re_TS0${randomUUID().slice(0, 8)}`, status: 'REFUNDED', ...body };
        state.refunds.push(refund);
        return answer(res, 200, refund);
      }
      if (req.method === 'POST' && path === '/v2/refunds/list') {
        // Newest first, like Tap; "Refunds not found" for a charge without any.
        const refunds = state.refunds.filter((refund) => refund.charge_id === body?.charge_id).reverse();
        if (refunds.length === 0) {
          return answer(res, 400, { errors: [{ code: '1144', description: 'Refunds not found' }] });
        }
        return answer(res, 200, { object: 'list', has_more: false, refunds });
      }
      if (req.method === 'POST' && path === '/v2/tokens') {
        const saved = (body?.saved_card ?? {}) as { card_id?: string; customer_id?: string };
        if (!saved.card_id || !state.cards.has(saved.card_id)) {
          return answer(res, 400, { errors: [{ code: '1126', description: 'Invalid card' }] });
        }
        const id = `tok_TS0${randomUUID().slice(0, 8)}`;
        tokens.set(id, { cardId: saved.card_id, customerId: saved.customer_id ?? '' });
        return answer(res, 200, { id, object: 'token', card: state.cards.get(saved.card_id) });
      }
      if (req.method === 'POST' && path === '/v2/customers') {
        return answer(res, 200, { id: `cus_TS0${randomUUID().slice(0, 8)}`, ...body });
      }
      if (req.method === 'POST' && cardMatch && !cardMatch[2]) {
        if (!String(body?.source ?? '').startsWith('tok_')) {
          return answer(res, 400, { errors: [{ code: '1126', description: 'Invalid token' }] });
        }
        const card = { ...cardOf(`card_TS0${randomUUID().slice(0, 8)}`), customer: cardMatch[1] };
        state.cards.set(card.id, card);
        return answer(res, 200, card);
      }
      if (req.method === 'DELETE' && cardMatch?.[2]) {
        const isDeleted = state.cards.delete(decodeURIComponent(cardMatch[2]));
        return isDeleted
          ? answer(res, 200, { id: cardMatch[2], deleted: true })
          : answer(res, 404, { errors: [{ code: '1140' }] });
      }
      return answer(res, 404, { errors: [{ description: 'No such route' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return Object.assign(state as FakeTapServer, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    finishChallenge(chargeId: string, status: 'CAPTURED' | 'ABANDONED' | 'DECLINED') {
      const charge = state.charges.get(chargeId);
      if (!charge) throw new Error(`no fake Tap charge ${chargeId}`);
      charge.status = status;
      charge.transaction.url = null;
      if (status === 'CAPTURED') charge.card = cardOf(`card_TS0${randomUUID().slice(0, 8)}`);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
