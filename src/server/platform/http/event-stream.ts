import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface ServerSentEvent {
  /** Becomes the browser's Last-Event-ID on reconnect. */
  id?: string;
  event?: string;
  /**
   * Absent for a message that only moves the browser's Last-Event-ID (a stream's starting point): the
   * browser records the id and dispatches nothing.
   */
  data?: unknown;
}

/** One event in the text/event-stream format; data is JSON on one line. */
export function formatEvent(message: ServerSentEvent): string {
  const lines: string[] = [];
  if (message.id) lines.push(`id: ${message.id}`);
  if (message.event) lines.push(`event: ${message.event}`);
  if (message.data !== undefined) lines.push(`data: ${JSON.stringify(message.data)}`);
  return `${lines.join('\n')}\n\n`;
}

const heartbeatMs = 25_000;

/**
 * Sends server-sent events from `source` until the client leaves, the source ends or the server shuts
 * down. Open streams are tracked because closing the app would otherwise wait on them forever; a
 * comment line every 25 s keeps proxies from dropping idle connections. The stream goes through
 * `reply.send` so the usual hooks (security headers, request id) still apply.
 */
export function createEventStreams(app: FastifyInstance) {
  const open = new Map<AbortController, PassThrough>();
  app.addHook('preClose', async () => {
    for (const controller of open.keys()) controller.abort();
  });
  // One timer for every open stream rather than one each: thousands of idle streams stay cheap.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    for (const stream of open.values()) stream.write(': keep-alive\n\n');
  };

  return {
    get openCount() {
      return open.size;
    },

    send(reply: FastifyReply, source: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>) {
      const controller = new AbortController();
      const { signal } = controller;
      const stream = new PassThrough();
      open.set(controller, stream);
      heartbeat ??= setInterval(beat, heartbeatMs).unref();
      stream.write('retry: 3000\n\n');
      signal.addEventListener(
        'abort',
        () => {
          open.delete(controller);
          if (open.size === 0) {
            clearInterval(heartbeat);
            heartbeat = undefined;
          }
          stream.end();
        },
        { once: true },
      );
      reply.raw.on('close', () => controller.abort());

      void (async () => {
        try {
          for await (const message of source(signal)) {
            if (signal.aborted) break;
            stream.write(formatEvent(message));
          }
        } catch (error) {
          reply.log.warn({ err: error }, 'event stream source failed');
        } finally {
          controller.abort();
        }
      })();

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
