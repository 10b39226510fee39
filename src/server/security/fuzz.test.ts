import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/errors/error-body.js';
import {
  fromOurSite,
  nextAddress,
  sessionCookieOf,
  supplierAccount,
  verifiedAccount,
} from '../test/accounts.js';
import { createTestApp } from '../test/app.js';
import { callAs, productOf } from '../test/checkout.js';

/*
 * Issue 11: every JSON endpoint of the OpenAPI document, fed thousands of malformed bodies, queries,
 * path parameters, content types, cookies and language headers, as a signed-in buyer, a signed-in
 * supplier and a guest. Whatever comes in, the API answers below 500 and every failure has the one error
 * body (decision 004). A counterexample is printed with its seed: rerun it with FUZZ_SEED=<seed>.
 */

/** The subset of JSON Schema the OpenAPI document uses (generated from the zod schemas). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/api/chats/{id}/messages`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** Takes multipart (an upload) or raw text (the webhook) rather than JSON. */
  isNonJsonBody: boolean;
}

type Actor = 'buyer' | 'supplier' | 'guest';

interface FuzzRequest {
  actor: Actor;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Requests that would end the actor's own session: they have no input to fuzz anyway. */
const sessionEnders = new Set(['POST /api/auth/logout', 'PATCH /api/auth/switch-role']);
/** Never answers while the session is valid (server-sent events); its query is fuzzed as a guest only. */
const streams = new Set(['GET /api/notifications/stream']);

/** Values that break naive code: NUL, lone surrogates, bidi controls, markup, numbers in disguise. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202E\u0645\u0631\u062D\u0628\u0627\u202C',
  '\u200F\u200E\u200B\uFEFF',
  '\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u0660',
  'e\u0301\u0301\u0301',
  '\u{10FFFF}\u{1F600}',
  '\r\n\r\nX-Injected: 1',
  '%00',
  '%',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\\',
  '%s%s%s%n',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'a'.repeat(5_000),
  'ء'.repeat(3_000),
  '\u0000'.repeat(64),
  'x'.repeat(70_000),
];

/** JSON number tokens JSON.stringify cannot write: put in as strings, then unquoted. */
const rawNumberTokens = [
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '-0.0',
  '4.9e-324',
  '1.0',
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
];
const rawMarker = '\u0001raw:';
/** Percent-encodes every UTF-8 byte: lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');
const serialize = (value: unknown) =>
  JSON.stringify(value).replace(new RegExp(`"${rawMarker}([^"]*)"`, 'g'), (_match, token: string) => token);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const specialNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.constantFrom(...rawNumberTokens).map((token) => `${rawMarker}${token}`),
  fc.double(),
  fc.integer(),
);

/** Any JSON value at all, including deep and wide ones. */
const wildValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileString,
    specialNumber,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

const int32 = 2 ** 31 - 1;

/**
 * A value of the schema's shape, often valid and often just wrong: valid values reach the service and
 * the database (where NULs, out-of-range integers and odd dates break things), wrong ones the validator.
 */
function fromSchema(schema: JsonSchema | undefined, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  const conforming = conformingTo(schema ?? {}, knownIds, depth);
  return fc.oneof({ weight: 5, arbitrary: conforming }, { weight: 1, arbitrary: wildValue });
}

function conformingTo(schema: JsonSchema, knownIds: string[], depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => fromSchema(v, knownIds, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const low =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -int32);
      const high =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : int32);
      // The bounds themselves and the 32-bit edges are where database columns overflow.
      const edges = [low, high, low - 1, high + 1, int32, int32 + 1, 0].filter(Number.isFinite);
      return fc.oneof(
        fc.integer({ min: Math.max(low, -int32), max: Math.min(high, int32) }).filter(() => low <= high),
        fc.constantFrom(...edges),
        ...(type === 'number' ? [fc.double({ min: low, max: high, noNaN: true })] : []),
      );
    }
    case 'string':
      return stringOf(schema, knownIds);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      return fc.oneof(
        fc.array(fromSchema(schema.items, knownIds, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, maxLength),
          maxLength,
        }),
        // As many as allowed and one more: limits are checked before the work they bound.
        ...(schema.maxItems && schema.maxItems <= 600
          ? [
              fc.constant(null).chain(() =>
                fc.array(fromSchema(schema.items, knownIds, depth + 1), {
                  minLength: schema.maxItems!,
                  maxLength: schema.maxItems! + 1,
                  size: 'xsmall',
                }),
              ),
            ]
          : []),
      );
    }
    case 'object':
    default: {
      if (!schema.properties || depth > 3) return wildValue;
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(([name, property]) =>
        fc
          .tuple(fc.integer({ min: 0, max: 9 }), fromSchema(property, knownIds, depth + 1))
          // A required field is left out one time in ten, an optional one half the time.
          .map(([dice, value]) =>
            dice < (required.has(name) ? 1 : 5) ? undefined : ([name, value] as const),
          ),
      );
      const extra = fc.option(
        fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin', 'userId'), wildValue),
        {
          freq: 5,
        },
      );
      return fc.tuple(fc.tuple(...entries), extra).map(([fields, added]) => {
        const object: Record<string, unknown> = {};
        for (const field of fields) if (field) object[field[0]] = field[1];
        if (added) Object.defineProperty(object, added[0], { value: added[1], enumerable: true });
        return object;
      });
    }
  }
}

function stringOf(schema: JsonSchema, knownIds: string[]): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(
        fc.uuid(),
        fc.constantFrom(...knownIds),
        fc.constantFrom('00000000-0000-0000-0000-000000000000'),
      );
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom('2024-02-29', '2023-02-29', '2030-12-31', '1970-01-01'),
      );
    case 'date-time':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        fc.constantFrom(
          '2030-01-01T00:00:00+14:00',
          '2030-01-01T00:00:00.123456789Z',
          '+275760-09-13T00:00:00Z',
        ),
      );
    case 'email':
      return fc.emailAddress();
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 200, 3_000);
      return fc.oneof(
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) }),
        // Within the length limit, with the characters that break storage and search.
        fc
          .tuple(
            fc.string({ maxLength: 10 }),
            fc.constantFrom(...hostileStrings.filter((s) => s.length < 100)),
          )
          .map(([text, nasty]) => `${text}${nasty}x`.slice(0, Math.max(maxLength, 1))),
        fc.constant('w'.repeat(maxLength)),
        fc.constant('ش'.repeat(maxLength + 1)),
      );
    }
  }
}

/** A path parameter: real ids (to reach the service), random UUIDs, and things that are not ids at all. */
function pathValue(parameter: Parameter, knownIds: string[]): fc.Arbitrary<string> {
  if (parameter.name === '*') {
    return fc.oneof(
      fc.constantFrom(
        'pictures/x.webp',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e/%2e%2e/secret',
        'a/b/c.webp',
        '%00.webp',
      ),
      hostileString.map(percentEncode),
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%00',
        '..',
        '%2F',
        'NaN',
        '-1',
        '1e308',
        'x'.repeat(3_000),
      ),
    },
    { weight: 2, arbitrary: hostileString.map((s) => percentEncode(s) || 'empty') },
  );
}

function queryString(parameters: Parameter[], knownIds: string[]): fc.Arbitrary<string> {
  const known = parameters.map((parameter) =>
    fc.option(
      fc.tuple(
        fc.constant(parameter.name),
        fc.oneof(
          {
            weight: 3,
            arbitrary: fromSchema(parameter.schema, knownIds).map((v) =>
              typeof v === 'string' ? v : (serialize(v) ?? ''),
            ),
          },
          { weight: 1, arbitrary: hostileString },
        ),
        // Repeated parameters arrive as arrays.
        fc.integer({ min: 1, max: 8 }).map((n) => (n === 8 ? 2 : 1)),
      ),
      { freq: 3 },
    ),
  );
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom('lang', 'lang[]', 'limit[a]', '__proto__', 'constructor[prototype][x]', 'cursor'),
      hostileString,
    ),
    { freq: 3 },
  );
  return fc.tuple(fc.tuple(...known), extra, fc.boolean()).map(([fields, added, isRaw]) => {
    const pairs: string[] = [];
    const encode = (text: string) => (isRaw ? text.replace(/[&#\s]/g, percentEncode) : percentEncode(text));
    for (const field of fields) {
      if (!field) continue;
      for (let n = 0; n < field[2]; n += 1) pairs.push(`${encodeURIComponent(field[0])}=${encode(field[1])}`);
    }
    if (added) pairs.push(`${encodeURIComponent(added[0])}=${encode(added[1])}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

const badAcceptLanguages = [
  'ar',
  'en-GB,en;q=0.8',
  'fr',
  'ar;q=abc',
  '*;q=0',
  ';;;,,,',
  'q=1',
  'ar-SA-u-nu-arab',
  'x'.repeat(10_000),
  'ar;q=1e308, en;q=-1',
  '\u0000',
];

/** A cookie header: mostly the actor's own session, sometimes broken or doubled. */
function cookieFor(session: string | undefined): fc.Arbitrary<string | undefined> {
  const broken = [
    'tawrid_session=',
    'tawrid_session=%E0%A4%A',
    'tawrid_session="unterminated',
    `tawrid_session=${'A'.repeat(8_000)}`,
    'tawrid_session=a; tawrid_session=b',
    '=; ;;; =x',
    'tawrid_session=\u00ff\u00fe',
    '__proto__=1; constructor=2',
  ];
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(session) },
    { weight: 1, arbitrary: fc.constantFrom(...broken) },
    { weight: 1, arbitrary: fc.constant(session ? `${session}; ${session}x` : undefined) },
  );
}

const malformedJsonTexts = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  'undefined',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '12345',
  '{"a":1e999999}',
];

/** Bodies nested far deeper than any schema: the parser and validator must not overflow the stack. */
const deeplyNested = fc
  .constantFrom(2_000, 20_000, 200_000)
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/xml',
  'image/png',
  '*/*',
];

function requestFor(operation: Operation, sessions: Record<Actor, string | undefined>, knownIds: string[]) {
  const actor: fc.Arbitrary<Actor> = streams.has(`${operation.method} ${operation.path}`)
    ? fc.constant('guest')
    : fc.constantFrom('buyer', 'supplier', 'guest');
  const path = fc
    .tuple(...operation.pathParams.map((parameter) => pathValue(parameter, knownIds)))
    .map((values) => {
      let url = operation.path;
      operation.pathParams.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, values[index]!);
      });
      return url;
    });
  const hasBody = operation.method !== 'GET';
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = !hasBody
    ? fc.constant({})
    : fc.oneof(
        {
          weight: operation.body ? 10 : 0,
          arbitrary: fromSchema(operation.body, knownIds).map((value) => ({
            payload: serialize(value) ?? '',
            contentType: 'application/json',
          })),
        },
        {
          weight: 1,
          arbitrary: wildValue.map((value) => ({
            payload: serialize(value) ?? '',
            contentType: 'application/json',
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...malformedJsonTexts)
            .map((payload) => ({ payload, contentType: 'application/json' })),
        },
        {
          weight: 1,
          arbitrary: deeplyNested.map((payload) => ({ payload, contentType: 'application/json' })),
        },
        // Just over the 1 MiB body limit.
        {
          weight: 1,
          arbitrary: fc.constant({
            payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
            contentType: 'application/json',
          }),
        },
        {
          weight: operation.isNonJsonBody ? 4 : 2,
          arbitrary: fc
            .tuple(
              fc.constantFrom(...contentTypes),
              fc.oneof(hostileString, fc.constantFrom(...malformedJsonTexts)),
            )
            .map(([contentType, payload]) => ({ payload, contentType })),
        },
      );
  return fc
    .record({
      actor,
      path,
      query: queryString(operation.queryParams, knownIds),
      body,
      language: fc.option(fc.constantFrom(...badAcceptLanguages), { freq: 3 }),
      extraHeaders: fc.option(
        fc.constantFrom<Record<string, string>>(
          { 'x-forwarded-for': '1.1.1.1, ::ffff:evil' },
          { 'content-length': '5' },
          { 'x-request-id': '../../' },
          { 'last-event-id': '99999999999999999999' },
          { 'idempotency-key': '\u0000' },
          { 'x-huge': 'h'.repeat(60_000) },
          { host: 'evil.example' },
          { referer: 'javascript:alert(1)' },
        ),
        { freq: 4 },
      ),
    })
    .chain((request) =>
      cookieFor(sessions[request.actor]).map((cookie): FuzzRequest => {
        const headers: Record<string, string> = { ...fromOurSite, ...(request.extraHeaders ?? {}) };
        if (cookie) headers.cookie = cookie;
        if (request.language !== null) headers['accept-language'] = request.language;
        if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
        return {
          actor: request.actor,
          method: operation.method,
          url: `${request.path}${request.query}`,
          headers,
          payload: request.body.payload,
        };
      }),
    );
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = (spec.parameters ?? []) as Parameter[];
      const content = (spec.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      const json = content?.['application/json'];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json?.schema,
        isNonJsonBody: !json,
      });
    }
  }
  return operations;
}

/** The answer as the contract promises it: never a server error; every failure has the one body. */
function expectWellFormed(request: FuzzRequest, response: LightMyRequestResponse) {
  const sent = `${request.headers['content-type'] ?? ''} ${JSON.stringify(request.payload ?? '').slice(0, 200)}`;
  const where = `${request.method} ${request.url.slice(0, 300)} as ${request.actor} (${sent}) → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  const parsed = ErrorBodySchema.safeParse(body);
  expect(parsed.success, where).toBe(true);
  expect(parsed.data!.error.statusCode, where).toBe(response.statusCode);
  expect(response.headers['x-request-id'], where).toBe(parsed.data!.requestId);
}

describe('fuzzing every JSON endpoint', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  let operations: Operation[] = [];
  let knownIds: string[] = [];
  const sessions: Record<Actor, string | undefined> = {
    buyer: undefined,
    supplier: undefined,
    guest: undefined,
  };
  const accounts: {
    buyer?: { email: string; password: string };
    supplier?: { email: string; password: string };
  } = {};
  let requestsSent = 0;
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  /** Per operation and run; about 140 operations make several thousand requests in all. */
  const numRuns = Number(process.env.FUZZ_RUNS ?? 30);

  /** Signs the actor in again when a fuzzed request ended its session (a password change, say). */
  async function keepSignedIn(actor: 'buyer' | 'supplier') {
    const me = await app().inject({ url: '/api/users/me', headers: { cookie: sessions[actor]! } });
    if (me.statusCode === 200 && me.json<{ role: string }>().role === actor.toUpperCase()) return;
    const account = accounts[actor]!;
    const login = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: fromOurSite,
      payload: { identifier: account.email, password: account.password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    sessions[actor] = sessionCookieOf(login);
    if (login.json<{ role: string }>().role !== actor.toUpperCase()) {
      const switched = await callAs(app(), 'PATCH', '/api/auth/switch-role', sessions[actor]);
      sessions[actor] = sessionCookieOf(switched);
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const document = (await app().inject({ url: '/api/docs/json' })).json();
    operations = operationsOf(document).filter(
      (operation) => !sessionEnders.has(`${operation.method} ${operation.path}`),
    );

    const buyer = await verifiedAccount(app());
    const supplier = await supplierAccount(app());
    sessions.buyer = buyer.cookie;
    sessions.supplier = supplier.cookie;
    accounts.buyer = buyer.body;
    accounts.supplier = supplier.body;
    // Real ids make fuzzed bodies reach the services: the supplier's product, a category, both users.
    const productId = await productOf(app(), supplier.user.id, { price: 1_000, stock: 100 });
    const chat = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
      counterpartId: supplier.user.id,
      mySide: 'BUYER',
    });
    const categories = await app().services.categories.listCategoryTree('en');
    knownIds = [
      productId,
      buyer.user.id,
      supplier.user.id,
      chat.json<{ id: string }>().id,
      categories[0]!.id,
      categories[0]!.subcategories[0]!.id,
    ];
  });
  afterAll(() => testApp?.close());

  it('finds the operations to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(30);
  });

  // The operations come from the document at run time: one test walks them all and names each failure's route.
  it('answers every malformed request below 500 with the error body', { timeout: 600_000 }, async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const operation of operations) {
      await keepSignedIn('buyer');
      await keepSignedIn('supplier');
      let firstFailure: string | undefined;
      const details = await fc.check(
        fc.asyncProperty(requestFor(operation, sessions, knownIds), async (request) => {
          requestsSent += 1;
          const response = await app().inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            remoteAddress: nextAddress(),
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          try {
            expectWellFormed(request, response);
          } catch (error) {
            firstFailure ??= (error as Error).message.slice(0, 800);
            throw error;
          }
        }),
        { numRuns, ...(seed !== undefined ? { seed } : {}), endOnFailure: true },
      );
      if (details.failed) {
        failures.push(
          `${operation.method} ${operation.path} (seed ${details.seed}): ${firstFailure ?? String(details.errorInstance).slice(0, 800)}`,
        );
      }
    }
    console.info(
      `fuzz: ${operations.length} operations, ${requestsSent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('still answers afterwards: the process and its database connections are up', async () => {
    expect((await app().inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

/** Requests only a real socket can carry: Node's HTTP parser refuses them before Fastify routes them. */
describe('malformed HTTP on a real socket', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let port = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp?.close());

  /** Sends raw bytes; answers the status and body of the first response. */
  function raw(text: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = received.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        resolve({ status, body: rest.join('\r\n\r\n') });
      });
      socket.write(text);
      setTimeout(() => socket.end(), 500);
    });
  }

  const cases: [string, string, number][] = [
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a malformed request line', 'GET /api/health HTTP/9.9 extra\r\n\r\n', 400],
    [
      'two different Content-Length headers',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      400,
    ],
    [
      'Transfer-Encoding beside Content-Length (request smuggling)',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['a NUL in a header', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400],
  ];

  for (const [name, request, status] of cases) {
    it(`answers ${name} with ${status} and the error body`, async () => {
      const response = await raw(request);
      expect(response.status).toBe(status);
      const body = ErrorBodySchema.parse(JSON.parse(response.body));
      expect(body.error.statusCode).toBe(status);
    });
  }

  it('keeps serving after them', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
