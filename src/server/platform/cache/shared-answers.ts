/**
 * Answers shared by everyone who asks the same question within a few seconds: searches (decision 010) and
 * guests' rendered pages (decision 017). A question that arrives while the same one is being answered
 * waits for it; one that arrives within `ttlMs` of its answer gets that answer. `forget()` drops
 * everything, including answers still being computed, so one computed before a write is never handed out
 * after it.
 */
export function createSharedAnswers<T>({
  ttlMs,
  maxEntries,
  now = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  /** `expiresAt` is unset while the answer is computed. */
  const entries = new Map<string, { answer: Promise<T>; expiresAt?: number }>();

  return {
    get size() {
      return entries.size;
    },

    answer(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && (kept.expiresAt === undefined || kept.expiresAt > now())) return kept.answer;
      if (kept) entries.delete(key);
      // Oldest first: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: { answer: Promise<T>; expiresAt?: number } = { answer: compute() };
      entries.set(key, entry);
      entry.answer.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        // A failure is not kept: the next one asking tries again.
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
