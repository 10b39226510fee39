/**
 * Answers of recent searches, shared by every buyer for a few seconds (decision 010). A search that
 * arrives while the same one runs waits for it; one that arrives within `ttlMs` of its answer gets that
 * answer. `forget()` drops everything, including searches still running, so an answer computed before a
 * write is never handed out after it.
 */
export function createSearchAnswers<T>({
  ttlMs,
  maxEntries,
  now = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  /** `expiresAt` is unset while the search runs. */
  const entries = new Map<string, { answer: Promise<T>; expiresAt?: number }>();

  return {
    get size() {
      return entries.size;
    },

    answer(key: string, search: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && (kept.expiresAt === undefined || kept.expiresAt > now())) return kept.answer;
      if (kept) entries.delete(key);
      // Oldest first: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: { answer: Promise<T>; expiresAt?: number } = { answer: search() };
      entries.set(key, entry);
      entry.answer.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        // A failure is not kept: the next buyer tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer;
    },

    forget() {
      entries.clear();
    },
  };
}
