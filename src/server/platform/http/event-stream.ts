import { once } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
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
 * A client that reads nothing while this much is waiting in its socket is dropped: it resumes by
 * Last-Event-ID when it reads again, rather than the node holding an unbounded backlog for it.
 */
const maxBacklogBytes = 1024 * 1024;

/**
 * Sends server-sent events from `source` until the client leaves, the source ends or the server shuts
 * down. Open streams are tracked because closing the app would otherwise wait on them forever; a
 * comment line every 25 s keeps proxies from dropping idle connections.
 *
 * Issue 23: thousands of idle streams must stay cheap, so a stream is written straight to Node's answer
 * (`reply.hijack()`), without a stream object piped into it: the hooks before the handler (session,
 * origin check, security and CORS headers) have run; the answer carries the headers they set, and the
 * request id the app's onSend hook adds to every other answer (onSend hooks do not run for a hijacked
 * reply).
 */
export function createEventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  // One timer for every open stream rather than one each: thousands of idle streams stay cheap.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    // A client still behind on what it was sent needs no keep-alive.
    for (const response of open) if (!response.writableNeedDrain) response.write(': keep-alive\n\n');
  };

  /** Writes what the source yields; waits while the client is behind, drops it when far behind. */
  async function pump(
    response: ServerResponse,
    events: AsyncIterable<ServerSentEvent>,
    signal: AbortSignal,
    requestId: string,
  ) {
    try {
      for await (const message of events) {
        if (signal.aborted) break;
        if (response.write(formatEvent(message))) continue;
        if (response.writableLength > maxBacklogBytes) break;
        await once(response, 'drain', { signal });
      }
    } catch (error) {
      if (!signal.aborted) app.log.warn({ err: error, reqId: requestId }, 'event stream source failed');
    } finally {
      response.end();
    }
  }

  return {
    get openCount() {
      return open.size;
    },

    send(reply: FastifyReply, source: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>) {
      const response = reply.raw;
      reply.hijack();
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .header('x-request-id', reply.request.id);
      response.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
      response.write('retry: 3000\n\n');
      open.add(response);
      heartbeat ??= setInterval(beat, heartbeatMs).unref();

      const controller = new AbortController();
      // 'close' comes once, whoever ended the answer: the client, the source, or the app closing.
      response.once('close', () => {
        open.delete(response);
        if (open.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        controller.abort();
      });
      void pump(response, source(controller.signal), controller.signal, reply.request.id);
      return reply;
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
