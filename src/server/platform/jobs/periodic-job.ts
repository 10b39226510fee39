interface Log {
  warn(details: object, message: string): void;
}

/**
 * Runs `pass` once at start-up and then every `intervalMs`, on every node: the jobs claim their rows with
 * `FOR UPDATE SKIP LOCKED`, so nodes share the work and never do an item twice. One pass at a time per
 * node (a slow pass must not pile passes up); a failed pass is logged and retried at the next tick. The
 * timer does not keep the process alive; `stop` waits for a pass in progress so the database is not
 * closed under it.
 */
export function createPeriodicJob({
  name,
  pass,
  intervalMs,
  log,
}: {
  /** Named in the log when a pass fails. */
  name: string;
  pass: () => Promise<unknown>;
  intervalMs: number;
  log: Log;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  function runPass(): Promise<void> {
    running ??= pass()
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, `${name}: pass failed; next run`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    start() {
      if (timer || isStopped) return;
      timer = setInterval(() => void runPass(), intervalMs);
      timer.unref();
      void runPass();
    },

    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },

    /** One pass now (tests, and the start-up pass). */
    runOnce: runPass,
  };
}

export type PeriodicJob = ReturnType<typeof createPeriodicJob>;
