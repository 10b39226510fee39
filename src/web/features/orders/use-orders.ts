import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '../../../contract/orders/orders.endpoints';
import type { SupplierOrderAction } from '../../../contract/orders/order-transitions';
import type { Order, OrderStatus } from '../../../contract/orders/orders.schemas';
import { reviewsEndpoints } from '../../../contract/reviews/reviews.endpoints';
import type { WriteReviewBody } from '../../../contract/reviews/reviews.schemas';
import { callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Whose orders: the buyer's purchases or the supplier's sales (the same Order either way). */
export type OrdersSide = 'buyer' | 'supplier';

/** Each side's list and single item. */
const endpointsOf = {
  buyer: { list: ordersEndpoints.listBuyerOrders, one: ordersEndpoints.getBuyerOrder },
  supplier: { list: ordersEndpoints.listSupplierOrders, one: ordersEndpoints.getSupplierOrder },
};

/** Every cached order query of one side starts with this key. */
export const ordersQueryKey = (side: OrdersSide) => ['orders', side] as const;
export const orderQueryKey = (side: OrdersSide, id: string) => ['orders', side, 'one', id] as const;

/** Where an order's page is. */
export const orderPath = (side: OrdersSide, id: string) => `/${side}/orders/${encodeURIComponent(id)}`;

/** The side's orders, newest first, a page at a time, by status tab (none: all). */
export function useOrders(side: OrdersSide, status: OrderStatus | undefined) {
  return useCursorPages(endpointsOf[side].list, {
    queryKey: [...ordersQueryKey(side), 'list', status ?? 'ALL'],
    input: { query: { status } },
    // Changing the tab keeps the last list on screen until the new one arrives.
    keepPreviousList: true,
  });
}

export function useOrder(side: OrdersSide, id: string) {
  return useQuery({
    queryKey: orderQueryKey(side, id),
    queryFn: ({ signal }) => callEndpoint(endpointsOf[side].one, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/** After a change: the order as the server answered it, and every list of the side loaded again. */
function useKeepOrder(side: OrdersSide) {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderQueryKey(side, order.id), order);
    void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey(side), 'list'] });
  };
}

/** Spec §4: the buyer confirms receipt of a shipped order, which completes it. */
export function useConfirmDelivery() {
  const keep = useKeepOrder('buyer');
  return useMutation({
    mutationFn: (id: string) => callEndpoint(ordersEndpoints.confirmDelivery, { params: { id } }),
    onSuccess: keep,
  });
}

/** The supplier moves an order on: PENDING → PROCESSING → SHIPPED, or cancels it before shipping. */
export function useSupplierOrderAction() {
  const keep = useKeepOrder('supplier');
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SupplierOrderAction }) =>
      callEndpoint(ordersEndpoints.changeStatusAsSupplier, { params: { id }, body: { action } }),
    onSuccess: keep,
  });
}

/** Spec §4: one review per completed order; the answer is the order with its review. */
export function useWriteReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReviewBody) =>
      callEndpoint(reviewsEndpoints.writeReview, { params: { id: orderId }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey('buyer', order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey('buyer'), 'list'] });
    },
  });
}
