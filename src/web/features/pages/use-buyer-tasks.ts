import type { InfiniteData } from '@tanstack/react-query';
import type { CursorPage } from '../../lib/use-cursor-pages';
import { useCityGroupPurchases } from '../group-purchases/use-group-purchases';
import { useInvoices } from '../invoices/use-invoices';
import { useMyTenders } from '../tenders/use-my-tenders';
import { useOrders } from '../orders/use-orders';

/** A tender "closes soon" on the buyer's homepage when its submission deadline is this many days away or fewer. */
export const closingSoonDays = 3;

/** The first page of a list as the homepage counts it: its items, and whether more pages follow. */
export interface TaskList<Item> {
  items: Item[];
  hasMore: boolean;
}

const firstPageOf = <Item>(data: InfiniteData<CursorPage<Item>> | undefined): TaskList<Item> => ({
  items: data?.pages[0]?.items ?? [],
  hasMore: Boolean(data?.pages[0]?.nextCursor),
});

/**
 * What waits for the buyer, from the lists its own pages use (so they share the cache): invoices to
 * accept or pay, shipped orders to confirm, its tenders whose submission deadline is near, and the
 * group purchases open in its city. A list that failed counts as empty: the homepage shows the rest.
 */
export function useBuyerTasks() {
  const pending = useInvoices('buyer', { status: 'PENDING' });
  const accepted = useInvoices('buyer', { status: 'ACCEPTED' });
  const partlyPaid = useInvoices('buyer', { status: 'PARTIALLY_PAID' });
  const shipped = useOrders('buyer', 'SHIPPED');
  const openTenders = useMyTenders('OPEN');
  const cityGroups = useCityGroupPurchases();

  const invoiceLists = [pending, accepted, partlyPaid].map((list) => firstPageOf(list.data));
  const tenders = firstPageOf(openTenders.data);
  return {
    invoices: {
      items: invoiceLists.flatMap((list) => list.items),
      hasMore: invoiceLists.some((list) => list.hasMore),
    },
    shippedOrders: firstPageOf(shipped.data),
    // Newest first, so the first page holds the tenders published lately; their deadline decides.
    closingTenders: {
      items: tenders.items.filter((tender) => tender.daysLeft <= closingSoonDays),
      hasMore: false,
    },
    cityGroups: firstPageOf(cityGroups.data),
  };
}
