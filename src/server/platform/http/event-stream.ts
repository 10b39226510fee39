import { once } from 'node:events';
import type { Socket } from 'node:net';
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

/** An answer's head as one string, written once and not kept. */
function responseHead(headers: Record<string, string | number | string[] | undefined>): string {
  const lines = ['HTTP/1.1 200 OK'];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) lines.push(`${name}: ${one}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Sends server-sent events from `source` until the client leaves, the source ends or the server shuts
 * down. Open streams are tracked because closing the app would otherwise wait on them forever; a
 * comment line every 25 s keeps proxies from dropping idle connections.
 *
 * Issue 23: thousands of idle streams must stay cheap. The hooks before the handler (session, origin
 * check, security and CORS headers) run as for any route; then the reply is hijacked and the stream is
 * written straight to the connection: no stream object piped into Node's answer, and no copy of the head
 * kept for the stream's life (Node keeps every header it sent, twice, as long as the answer is open:
 * about 3.5 KB a stream with the security headers). The head carries every header the hooks set, and the
 * request id the app's onSend hook adds to every other answer (onSend hooks do not run for a hijacked
 * reply). The body ends with the connection (`connection: close`): a stream is the connection's last
 * answer anyway, and no chunk framing is needed.
 */
export function createEventStreams(app: FastifyInstance) {
  const open = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const socket of open) socket.end();
  });
  // One timer for every open stream rather than one each: thousands of idle streams stay cheap.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    // A client still behind on what it was sent needs no keep-alive.
    for (const socket of open) if (!socket.writableNeedDrain) socket.write(': keep-alive\n\n');
  };

  /** Writes what the source yields; waits while the client is behind, drops it when far behind. */
  async function pump(
    socket: Socket,
    events: AsyncIterable<ServerSentEvent>,
    signal: AbortSignal,
    requestId: string,
  ) {
    try {
      for await (const message of events) {
        if (signal.aborted) break;
        if (socket.write(formatEvent(message))) continue;
        if (socket.writableLength > maxBacklogBytes) break;
        await once(socket, 'drain', { signal });
      }
    } catch (error) {
      if (!signal.aborted) app.log.warn({ err: error, reqId: requestId }, 'event stream source failed');
    } finally {
      socket.end();
    }
  }

  return {
    get openCount() {
      return open.size;
    },

    send(reply: FastifyReply, source: (signal: AbortSignal) => AsyncIterable<ServerSentEvent>) {
      const response = reply.raw;
      const { socket } = response;
      reply.hijack();
      // The client left while the hooks ran: nothing to answer.
      if (!socket || !socket.writable) return reply;
      const head = responseHead({
        ...reply.getHeaders(),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        'x-request-id': reply.request.id,
        connection: 'close',
      });
      // Node's copies of the headers set so far (helmet sets them on the raw answer) would stay too.
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      if (reply.request.method === 'HEAD') {
        socket.end(head);
        return reply;
      }
      socket.write(`${head}retry: 3000\n\n`);
      open.add(socket);
      heartbeat ??= setInterval(beat, heartbeatMs).unref();

      const controller = new AbortController();
      // 'close' comes once, whoever ended the connection: the client, the source, or the app closing.
      socket.once('close', () => {
        open.delete(socket);
        if (open.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        controller.abort();
      });
      void pump(socket, source(controller.signal), controller.signal, reply.request.id);
      return reply;
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
