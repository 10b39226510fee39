import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser takes over that HTML (hydration); true after
 * it, and from the start in a page the browser renders alone. What only the browser knows (its storage)
 * waits for it, so the first render matches the server's markup (decision 017).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
