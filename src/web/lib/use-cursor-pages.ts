import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ItemOf } from '../../contract/http/endpoint';
import { callEndpointWithHeaders, type AnyEndpoint, type CallArgs, type EndpointInput } from './api-client';

/** One page of a list: its items, and the cursor of the next (null on the last page). */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

interface CursorPagesOptions<E, Item> {
  queryKey: QueryKey;
  /** The call's parameters and filters; the cursor is added to its query page by page. */
  input?: EndpointInput<E>;
  /** Turns each answered item into what the screen keeps. */
  toItem?: (item: ItemOf<E>) => Item;
  enabled?: boolean;
  /** Public lists are asked without cookies, so shared caches may answer them. */
  credentials?: RequestCredentials;
  /**
   * What a failed page does: `throw` (the list shows the error with a retry), or `keep` (spec §8 for
   * search: the failure is only logged, the list keeps what it has and "load more" tries the same page).
   */
  onPageFailed?: 'throw' | 'keep';
  /** Changing a filter keeps the last list on screen until the new one arrives. */
  keepPreviousList?: boolean;
}

/**
 * A paged endpoint's list, a page at a time (decision 005): the cursor of the next page comes in the
 * `x-next-cursor` header and goes back as the `cursor` query parameter.
 */
export function useCursorPages<E extends AnyEndpoint & { paged?: true }, Item = ItemOf<E>>(
  endpoint: E,
  options: CursorPagesOptions<E, Item>,
) {
  const { input, toItem, credentials, onPageFailed = 'throw', keepPreviousList = false } = options;
  return useInfiniteQuery({
    queryKey: options.queryKey,
    enabled: options.enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<CursorPage<Item>> => {
      const query = { ...(input?.query as object | undefined), cursor: pageParam ?? undefined };
      const call = { ...input, query } as EndpointInput<E>;
      try {
        const { body, headers } = await callEndpointWithHeaders(
          endpoint,
          ...([call, { signal, credentials }] as CallArgs<E>),
        );
        const items = body as ItemOf<E>[];
        return {
          items: toItem ? items.map(toItem) : (items as Item[]),
          nextCursor: headers.get('x-next-cursor') || null,
        };
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not load a page of ${endpoint.path}.`, error);
        if (onPageFailed === 'throw') throw error;
        return { items: [], nextCursor: pageParam };
      }
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousList ? keepPreviousData : undefined,
  });
}
