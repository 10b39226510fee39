import type { PaymentsService } from './payments.service.js';

interface Log {
  warn(details: object, message: string): void;
}

/** Decision 011 step 4: every minute on every node. */
export const reconcileIntervalMs = 60 * 1000;

/**
 * Runs the payments reconciler once at start-up and then every minute, on every node (the claim's
 * `SKIP LOCKED` shares the work). The timer does not keep the process alive; `stop` waits for a pass in
 * progress so the database is not closed under it.
 */
export function createPaymentsReconciler({
  payments,
  log,
  intervalMs = reconcileIntervalMs,
}: {
  payments: Pick<PaymentsService, 'reconcilePendingPayments'>;
  log: Log;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  function runPass(): Promise<void> {
    // One pass at a time per node: a slow provider must not pile passes up.
    running ??= payments
      .reconcilePendingPayments()
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'payment reconciler: pass failed; next minute'),
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

export type PaymentsReconciler = ReturnType<typeof createPaymentsReconciler>;
