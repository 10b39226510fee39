import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Tender } from '../../../contract/tenders/tenders.schemas';

/** setTimeout's longest wait (about 24.8 days); a later deadline is not waited for on one page. */
const longestTimeout = 2 ** 31 - 1;
/** A moment after the deadline, so the server's clock has passed it too. */
const margin = 2_000;

/**
 * Someone watching a tender as its submission deadline passes sees the page follow without reloading
 * (the creator, its offers open; a supplier, its offer under review): the tender is read again just
 * after the deadline, the server deciding the phase. `queryKeyOf` names the query the page read it
 * with (a module-level function, so the timer is not set again on every render).
 */
export function useRefreshAtDeadline(tender: Tender | undefined, queryKeyOf: (tenderId: string) => QueryKey) {
  const queryClient = useQueryClient();
  const id = tender?.id;
  const deadline = tender?.phase === 'OPEN' ? tender.submissionDeadline : null;
  useEffect(() => {
    if (!id || !deadline) return;
    const wait = new Date(deadline).getTime() - Date.now();
    // Already past by this clock: the server still said OPEN, and asking again at once would loop.
    if (wait <= 0 || wait + margin > longestTimeout) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(id) }),
      wait + margin,
    );
    return () => clearTimeout(timer);
  }, [queryClient, id, deadline, queryKeyOf]);
}
