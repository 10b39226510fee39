/** A server-sent event as a browser's EventSource sees it: `data` absent for an id-only message. */
export interface ReceivedEvent {
  id?: string;
  /** The `event:` name; absent for a default `message` event (what `onmessage` receives). */
  event?: string;
  data?: string;
}

export interface EventStreamClient {
  status: number;
  /** The answer's body when it was not a stream (an error). */
  errorBody: string | undefined;
  /** Every event received so far, in order. */
  readonly events: ReceivedEvent[];
  /** The newest id received, as the browser would send it back in `Last-Event-ID`. */
  readonly lastEventId: string | undefined;
  /** Waits until `count` events carrying data have arrived (fails after `timeoutMs`); answers them. */
  waitForData(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Drops the connection, as a network failure or a closed tab would. */
  close(): void;
  /** Settles when the stream has ended, whoever ended it (the server, a network failure, `close`). */
  readonly ended: Promise<void>;
}

/**
 * Opens `url` with fetch and parses the text/event-stream answer (a small subset of the WHATWG parser:
 * `id`, `event` and `data` fields, comments ignored), for tests that need a real socket.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  let lastEventId: string | undefined;
  let notify = () => undefined as void;
  const errorBody = response.ok ? undefined : await response.text();

  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: ReceivedEvent = {};
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) event.data = line.slice(6);
            }
            if (event.id === undefined && event.data === undefined) continue;
            if (event.id !== undefined) lastEventId = event.id;
            events.push(event);
            notify();
          }
        }
      } catch {
        // Aborted by close(): the test dropped the connection on purpose.
      }
    })();
  }

  return {
    status: response.status,
    errorBody,
    events,
    get lastEventId() {
      return lastEventId;
    },
    async waitForData(count, timeoutMs = 5000) {
      const withData = () => events.filter((event) => event.data !== undefined);
      const deadline = Date.now() + timeoutMs;
      while (withData().length < count) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`expected ${count} events with data, got ${withData().length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(remaining, 100));
          notify = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return withData().slice(0, count);
    },
    close() {
      controller.abort();
    },
    ended,
  };
}
