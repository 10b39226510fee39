import pg from 'pg';

interface Log {
  warn(details: object, message: string): void;
}

const firstRetryMs = 500;
const maxRetryMs = 30_000;

/**
 * One dedicated connection of this node that LISTENs on `channel` (a pooled connection cannot: the pool
 * hands it to others between queries), reconnected with backoff when it drops. NOTIFYs sent while it is
 * down are lost, so `onListening` runs after every (re)connection for its owner to catch up from the
 * rows, and `onLost` when it drops. Used by the live stream and by the domain events' outbox.
 */
export function createListenConnection({
  pool,
  log,
  name,
  channel,
  onNotification,
  onListening,
  onLost,
}: {
  pool: Pick<pg.Pool, 'options'>;
  log: Log;
  /** How the log names its owner ("live stream"). */
  name: string;
  channel: string;
  onNotification(payload: string): void;
  onListening?(): void;
  onLost?(): void;
}) {
  let listener: pg.Client | undefined;
  let isConnecting = false;
  let isStopped = false;
  let retryCount = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let listeningWaiters: Array<() => void> = [];

  function handle(message: pg.Notification) {
    if (message.channel === channel && message.payload) onNotification(message.payload);
  }

  function scheduleReconnect() {
    if (isStopped || retryTimer) return;
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** retryCount);
    retryCount += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function onConnectionLost(client: pg.Client, error?: unknown) {
    if (client !== listener) return;
    listener = undefined;
    log.warn({ err: error }, `${name}: LISTEN connection lost; reconnecting`);
    client.removeListener('notification', handle);
    client.end().catch(() => undefined);
    onLost?.();
    scheduleReconnect();
  }

  async function connect() {
    if (isStopped || isConnecting || listener) return;
    isConnecting = true;
    const client = new pg.Client(pool.options);
    client.on('error', (error) => onConnectionLost(client, error));
    client.on('end', () => onConnectionLost(client));
    client.on('notification', handle);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners();
      // A failed connection may still emit errors while closing; they have been reported once here.
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      log.warn({ err: error }, `${name}: cannot LISTEN; retrying`);
      isConnecting = false;
      scheduleReconnect();
      return;
    }
    isConnecting = false;
    if (isStopped) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    retryCount = 0;
    const waiters = listeningWaiters;
    listeningWaiters = [];
    for (const resolve of waiters) resolve();
    onListening?.();
  }

  return {
    /** Opens the connection now (it also opens on the first `whenListening`). */
    connect,

    /** Resolves once this node listens (true), or when stopped or aborted first (false). */
    whenListening(signal: AbortSignal): Promise<boolean> {
      if (listener) return Promise.resolve(true);
      if (isStopped || signal.aborted) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const onAbort = () => resolve(false);
        signal.addEventListener('abort', onAbort, { once: true });
        listeningWaiters.push(() => {
          signal.removeEventListener('abort', onAbort);
          resolve(!isStopped && !signal.aborted);
        });
        void connect();
      });
    },

    /** Closes the connection for good (app close). */
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      const waiters = listeningWaiters;
      listeningWaiters = [];
      for (const resolve of waiters) resolve();
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },

    get isListening() {
      return listener !== undefined;
    },
  };
}

export type ListenConnection = ReturnType<typeof createListenConnection>;
