import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../../platform/db/embedded-postgres.js';
import { createWathqRegistry } from './wathq-registry.js';

const apiKey = 'test-key-9f2c41';
const number = '7001234567';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
}

function activeRecord(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Al Noor Trading Establishment',
    crNationalNumber: number,
    crNumber: '1010654321',
    status: { id: 1, name: 'نشط' },
    inLiquidationProcess: false,
    headquarterCityName: 'الرياض',
    activities: [{ id: '461011', name: 'Wholesale of building materials' }],
    ...overrides,
  };
}

describe('createWathqRegistry', () => {
  let server: http.Server;
  let baseUrl: string;
  let seen: SeenRequest[];
  let respond: (res: http.ServerResponse) => void;
  const timers = new Set<NodeJS.Timeout>();
  const warn = vi.fn<(obj: object, msg: string) => void>();

  const answerJson = (status: number, body: unknown) => (res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const registry = (timeoutMs = 2000) => createWathqRegistry({ apiKey, baseUrl, timeoutMs, log: { warn } });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      respond(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    warn.mockReset();
  });
  afterEach(() => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  it('answers a null activity when the registry lists none', async () => {
    respond = answerJson(200, activeRecord({ activities: null }));

    expect(await registry().checkRegistration(number)).toMatchObject({ outcome: 'ACTIVE', activity: null });
  });

  it('answers ACTIVE for an active registration, asking the fullinfo path with our API key', async () => {
    respond = answerJson(200, activeRecord());

    const check = await registry().checkRegistration(number);

    expect(check).toEqual({
      outcome: 'ACTIVE',
      registrationNumber: number,
      businessName: 'Al Noor Trading Establishment',
      city: 'الرياض',
      activity: 'Wholesale of building materials',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe(`/commercial-registration/fullinfo/${number}`);
    expect(seen[0]?.headers.apikey).toBe(apiKey);
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('keeps an Arabic business name intact', async () => {
    respond = answerJson(200, activeRecord({ name: 'مؤسسة النور للتجارة' }));

    const check = await registry().checkRegistration(number);

    expect(check).toMatchObject({ outcome: 'ACTIVE', businessName: 'مؤسسة النور للتجارة' });
  });

  it('falls back to the legacy CR number, then to the number asked, when the national number is missing', async () => {
    respond = answerJson(200, activeRecord({ crNationalNumber: null }));
    expect(await registry().checkRegistration(number)).toMatchObject({ registrationNumber: '1010654321' });

    respond = answerJson(200, activeRecord({ crNationalNumber: undefined, crNumber: undefined }));
    expect(await registry().checkRegistration(number)).toMatchObject({ registrationNumber: number });
  });

  it('treats the status name «نشط» as active when the status id is missing', async () => {
    respond = answerJson(200, activeRecord({ status: { name: 'نشط' } }));

    expect(await registry().checkRegistration(number)).toMatchObject({ outcome: 'ACTIVE' });
  });

  it('answers NOT_FOUND when Wathq answers 404', async () => {
    respond = answerJson(404, { code: '404', message: 'Not Found' });

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'NOT_FOUND' });
  });

  it('answers INACTIVE for a registration whose status is not active', async () => {
    respond = answerJson(200, activeRecord({ status: { id: 2, name: 'منتهي' } }));

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'INACTIVE' });
  });

  it('answers INACTIVE for an active registration in liquidation', async () => {
    respond = answerJson(200, activeRecord({ inLiquidationProcess: true }));

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'INACTIVE' });
  });

  it('answers UNAVAILABLE when Wathq answers 503', async () => {
    respond = answerJson(503, { message: 'Service Unavailable' });

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'UNAVAILABLE' });
  });

  it('answers UNAVAILABLE and warns about the API key, without logging it, when Wathq answers 401', async () => {
    respond = answerJson(401, { message: 'Invalid ApiKey' });

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'UNAVAILABLE' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toMatch(/API key/);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(apiKey);
  });

  it('answers UNAVAILABLE and warns when a 200 body is not JSON', async () => {
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"name": "Al Noor", "status": ');
    };

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'UNAVAILABLE' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers UNAVAILABLE when a 200 body has no status', async () => {
    respond = answerJson(200, { name: 'Al Noor' });

    expect(await registry().checkRegistration(number)).toEqual({ outcome: 'UNAVAILABLE' });
  });

  it('answers UNAVAILABLE when Wathq is slower than the timeout', async () => {
    respond = (res) => {
      timers.add(setTimeout(() => answerJson(200, activeRecord())(res), 1000));
    };

    const startedAt = Date.now();
    const check = await registry(200).checkRegistration(number);

    expect(check).toEqual({ outcome: 'UNAVAILABLE' });
    expect(Date.now() - startedAt).toBeLessThan(900);
  });

  it('answers UNAVAILABLE when the connection is refused', async () => {
    const closedPort = await findFreePort();
    const unreachable = createWathqRegistry({
      apiKey,
      baseUrl: `http://127.0.0.1:${closedPort}`,
      log: { warn },
    });

    expect(await unreachable.checkRegistration(number)).toEqual({ outcome: 'UNAVAILABLE' });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(apiKey);
  });
});
