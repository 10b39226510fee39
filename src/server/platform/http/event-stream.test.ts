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
    expect(streams.openCount).toBe(0);
  });
});
