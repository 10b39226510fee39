import type { OrderStatus, supplierOrderActions } from './orders.schemas.js';

export type SupplierOrderAction = (typeof supplierOrderActions)[number];

/**
 * The supplier's moves (decision 011): PENDING → PROCESSING → SHIPPED, or CANCELLED before shipping.
 * PENDING → SHIPPED is refused: the buyer is told the order was confirmed before it is shipped, and the
 * supplier's screen offers one next step at a time. COMPLETED belongs to the buyer alone. The server
 * refuses any other move; the supplier's screen offers exactly these.
 */
export const supplierTransitions: Record<
  SupplierOrderAction,
  { from: readonly OrderStatus[]; to: OrderStatus }
> = {
  PROCESS: { from: ['PENDING'], to: 'PROCESSING' },
  SHIP: { from: ['PROCESSING'], to: 'SHIPPED' },
  CANCEL: { from: ['PENDING', 'PROCESSING'], to: 'CANCELLED' },
};

/** The moves a supplier may make from a status, in the order the screen shows them. */
export const supplierActionsFrom = (status: OrderStatus): SupplierOrderAction[] =>
  (Object.keys(supplierTransitions) as SupplierOrderAction[]).filter((action) =>
    supplierTransitions[action].from.includes(status),
  );
