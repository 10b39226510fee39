import { once } from 'node:events';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createEventStreams, formatEvent } from './event-stream.js';

describe('formatEvent', () => {
  it('writes id, event and JSON data as one server-sent event', () => {
    expect(formatEvent({ id: '7', event: 'notification', data: { title: 'a\nb' } })).toBe(
      'id: 7\nevent: notification\ndata: {"title":"a\\nb"}\n\n',
    );
  });

  it("writes only the id of a message without data (it moves the browser's Last-Event-ID)", () => {
    expect(formatEvent({ id: '42' })).toBe('id: 42\n\n');
  });
});

describe('createEventStreams', () => {
  it('delivers events, then ends open streams when the app closes', async () => {
    const app = Fastify({ logger: false });
    const streams = createEventStreams(app);
    app.get('/stream', (_request, reply) =>
      streams.send(reply, async function* (signal) {
        yield { id: '1', data: { hello: 'world' } };
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`http://127.0.0.1:${port}/stream`, resolve),
    );
    expect(response.headers['content-type']).toContain('text/event-stream');
    let received = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (received += chunk));
    await expect.poll(() => received).toContain('data: {"hello":"world"}');
    expect(streams.openCount).toBe(1);

    const ended = once(response, 'end');
    await app.close();
    await ended;
    await expect.poll(() => streams.openCount).toBe(0);
  });

  it('carries the headers the hooks set and the request id, and stops the source when the client leaves', async () => {
    const app = Fastify({ logger: false });
    app.addHook('onRequest', async (_request, reply) => {
      // Both ways a hook sets a header: on the raw answer (helmet) and on the reply (CORS).
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.header('access-control-allow-origin', 'https://example.test');
    });
    const streams = createEventStreams(app);
    let isSourceStopped = false;
    app.get('/stream', (_request, reply) =>
      streams.send(reply, async function* (signal) {
        yield { id: '1', data: 'first' };
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        isSourceStopped = true;
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const request = http.get(`http://127.0.0.1:${port}/stream`);
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': 'https://example.test',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
    let received = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (received += chunk));
    await expect.poll(() => received).toBe('retry: 3000\n\nid: 1\ndata: "first"\n\n');

    request.destroy();
    await expect.poll(() => isSourceStopped).toBe(true);
    await expect.poll(() => streams.openCount).toBe(0);
    await app.close();
  });
});
