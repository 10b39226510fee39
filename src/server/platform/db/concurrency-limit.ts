/**
 * Runs at most `max` pieces of work at once; the others wait their turn in order. For transactions that
 * also read through the pool while open (the sandbox provider reads its charges): each holds one pooled
 * connection and needs a second for a moment, so as many of them as the pool has connections would
 * otherwise wait for a second one forever.
 */
export function createConcurrencyLimit(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    // The finishing work hands its slot straight to the next one, so `active` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** Pooled connections (of 10) that transactions reading through the pool may hold at once, per module. */
export const poolReadingTransactions = 3;
