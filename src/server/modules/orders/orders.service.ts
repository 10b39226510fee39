import { supplierTransitions, type SupplierOrderAction } from '../../../contract/orders/order-transitions.js';
import type { Order, OrderStatus } from '../../../contract/orders/orders.schemas.js';
import { isVatRegisteredWith, lineAmountsOf, vatOf } from '../../../contract/money/vat.js';
import { createConcurrencyLimit, poolReadingTransactions } from '../../platform/db/concurrency-limit.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { retryWhileLocked } from '../../platform/db/skip-locked-retry.js';
import { AppError } from '../../platform/errors/app-error.js';
import { byScript } from '../../../contract/text/two-languages.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { DomainEventType } from '../../platform/events/domain-events.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { fileUrl } from '../../platform/storage/file-storage.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import type { Clock } from '../../platform/time/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { PaymentSnapshot, PaymentsService } from '../payments/payments.service.js';
import type { UsersService } from '../users/users.service.js';
import type { OrderItemRow, OrderParty, OrderRow, OrdersRepository } from './orders.repository.js';
import type { Page } from '../../platform/pagination/page.js';
import { dayMs, riyadhWallClockOf } from '../../platform/time/riyadh-time.js';

export interface OrdersQuery {
  status?: OrderStatus;
  cursor?: string;
  limit: number;
}

/** A written review as an order shows it. */
export interface OrderReviewText {
  rating: number;
  text: string;
}

/** An order's reviews: the supplier's (company) review and one per reviewed product. */
export interface ReviewsOfOrder {
  supplier: OrderReviewText | null;
  items: Map<string, OrderReviewText>;
}

/**
 * Where an order's reviews come from: the reviews module, a layer above orders (it locks the order it
 * reviews), answers through this (`createOrderReviews`, wired in services.ts), so orders import nothing
 * of reviews.
 */
export interface OrderReviewsSource {
  findReviewsOfOrders(orderIds: readonly string[]): Promise<Map<string, ReviewsOfOrder>>;
}

/** An order as settling a payment made it. */
export interface PlacedOrder {
  id: string;
  number: string;
  supplierId: string;
  totalPrice: number;
}

/** The fact each move publishes: a supplier processing an order confirms it. */
const eventOfStatus = {
  PROCESSING: 'OrderConfirmed',
  SHIPPED: 'OrderShipped',
  COMPLETED: 'OrderCompleted',
  CANCELLED: 'OrderCancelled',
} as const satisfies Record<Exclude<OrderStatus, 'PENDING'>, DomainEventType>;

/** Spec §3 Order number: `TW-<year>-<number padded to 6>`, the year as Riyadh counts it. */
export function orderNumberOf(order: Pick<OrderRow, 'number' | 'createdAt'>): string {
  const year = riyadhWallClockOf(order.createdAt).getUTCFullYear();
  return `TW-${year}-${String(order.number).padStart(6, '0')}`;
}

/**
 * Decision 018: whether a supplier's part of a checkout carries VAT, as frozen when it was priced (its VAT
 * number then; snapshots taken before the rule have none recorded, and they were charged VAT).
 */
const isVatRegisteredGroup = (group: Pick<PaymentSnapshot['groups'][number], 'vatNumber'>) =>
  group.vatNumber !== null;

/**
 * The names a snapshot's line was priced under. A payment started before decision 027 and paid after it
 * has one `name`: it goes to the language of its script, as migration 0021 did for order items.
 */
function namesOfLine(line: PaymentSnapshot['groups'][number]['lines'][number]) {
  if (line.nameAr !== undefined || line.nameEn !== undefined)
    return { nameAr: line.nameAr ?? null, nameEn: line.nameEn ?? null };
  const { ar, en } = byScript(line.name);
  return { nameAr: ar, nameEn: en };
}

/** One supplier's order of a paid checkout, from the snapshot: totals add up by construction. */
function orderOfGroup(group: PaymentSnapshot['groups'][number]) {
  const isVatRegistered = isVatRegisteredGroup(group);
  const items = group.lines.map((line) => ({
    productId: line.productId,
    ...namesOfLine(line),
    imageKey: line.imageKey,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    ...lineAmountsOf(line, isVatRegistered),
  }));
  const productsTotal = items.reduce((sum, item) => sum + item.total, 0);
  const vat = items.reduce((sum, item) => sum + item.vat, 0) + vatOf(group.deliveryFee, isVatRegistered);
  return {
    items,
    productsTotal,
    deliveryFee: group.deliveryFee,
    isVatRegistered,
    // A legacy snapshot's VAT number is read from the supplier when its invoice is issued.
    sellerVatNumber: group.vatNumber ?? null,
    vat,
    totalPrice: productsTotal + group.deliveryFee + vat,
  };
}

/** What a checkout charges for its snapshot: the sum of the orders it will make. */
export function amountOfSnapshot(snapshot: PaymentSnapshot): number {
  return snapshot.groups.reduce((sum, group) => sum + orderOfGroup(group).totalPrice, 0);
}

export function createOrdersService({
  repository,
  users,
  catalog,
  inventory,
  events,
  payments,
  paymentRecords,
  reviews,
  clock,
}: {
  repository: OrdersRepository;
  users: Pick<UsersService, 'findBusinessProfiles' | 'getVatNumbers' | 'memberRefs'>;
  /** Stock given back on cancellation; products as they are now for imported (demo) orders. */
  catalog: Pick<CatalogService, 'findCartProducts'>;
  inventory: Pick<InventoryService, 'releaseStock'>;
  /** OrderPlaced and each move (OrderShipped…), in the transaction of the change. */
  events: DomainEventPublisher;
  /** Refunds of cancelled orders. */
  payments: Pick<PaymentProvider, 'name' | 'refundCharge'>;
  /** The charge a cancelled order is refunded on; the payment an imported (demo) order names. */
  paymentRecords: Pick<PaymentsService, 'findChargeOfPayment' | 'recordImportedPayment'>;
  /** Order.review and items[].review. */
  reviews: OrderReviewsSource;
  clock: Clock;
}) {
  // Status changes read through the pool (and refund) inside their transaction: bounded.
  const changing = createConcurrencyLimit(poolReadingTransactions);

  async function toOrders(rows: readonly OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, profiles, reviewsByOrder, people] = await Promise.all([
      repository.findItems(ids),
      users.findBusinessProfiles(rows.flatMap((row) => [row.buyerId, row.supplierId])),
      reviews.findReviewsOfOrders(ids),
      users.memberRefs(rows.flatMap((row) => [row.placedByMemberId, row.shippedByMemberId])),
    ]);
    const personOf = (memberId: string | null) => (memberId ? (people.get(memberId) ?? null) : null);
    const profileById = new Map(profiles.map((profile) => [profile.userId, profile]));
    const itemsByOrder = new Map<string, OrderItemRow[]>();
    for (const item of items) {
      const list = itemsByOrder.get(item.orderId) ?? [];
      list.push(item);
      itemsByOrder.set(item.orderId, list);
    }
    return rows.map((row) => {
      // The foreign keys of orders guarantee both businesses exist.
      const buyer = profileById.get(row.buyerId)!;
      const supplier = profileById.get(row.supplierId)!;
      const written = reviewsByOrder.get(row.id);
      return {
        id: row.id,
        number: orderNumberOf(row),
        orderDate: row.createdAt.toISOString(),
        status: row.status,
        isPaid: row.isPaid,
        supplier: { userId: supplier.userId, businessName: supplier.businessName },
        buyer: { userId: buyer.userId, businessName: buyer.businessName, city: buyer.city },
        items: (itemsByOrder.get(row.id) ?? []).map((item) => ({
          productId: item.productId,
          imageUrl: item.imageKey ? fileUrl(item.imageKey) : null,
          nameAr: item.nameAr,
          nameEn: item.nameEn,
          unitPrice: item.unitPrice,
          quantity: item.quantity,
          total: item.total,
          review: written?.items.get(item.productId) ?? null,
        })),
        productsTotal: row.productsTotal,
        deliveryFee: row.deliveryFee,
        isVatRegistered: row.isVatRegistered,
        vat: row.vat,
        totalPrice: row.totalPrice,
        shippedAt: row.shippedAt?.toISOString() ?? null,
        completedAt: row.completedAt?.toISOString() ?? null,
        placedBy: personOf(row.placedByMemberId),
        shippedBy: personOf(row.shippedByMemberId),
        review: written?.supplier ?? null,
      };
    });
  }

  async function listOf(party: OrderParty, query: OrdersQuery): Promise<Page<Order>> {
    const rows = await repository.findPage(party, {
      status: query.status,
      before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await toOrders(page.map((row) => row.order)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeTimeIdCursor({ time: last.createdAtKey, id: last.order.id })
          : null,
    };
  }

  async function getOf(party: OrderParty, id: string): Promise<Order> {
    const row = await repository.findOfParty(party, id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await toOrders([row]))[0]!;
  }

  /** Publishes the order's move to its new status by `byId`, in the transaction of the change. */
  async function publishMove(tx: DbExecutor, order: OrderRow, byId: string) {
    const by = (await users.findBusinessProfiles([byId]))[0];
    await events.publish(tx, eventOfStatus[order.status as Exclude<OrderStatus, 'PENDING'>], {
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      buyerId: order.buyerId,
      supplierId: order.supplierId,
      by: by ? { userId: by.userId, businessName: by.businessName } : null,
    });
  }

  /**
   * Runs `work` in a transaction holding the party's order lock. An order another transaction holds is
   * retried after a pause rather than waited for with a pooled connection (the holder needs the pool for
   * the mover's name and, in the sandbox, its refund). NOT_FOUND when the order is not the party's.
   */
  function withOrderLock(
    party: OrderParty,
    id: string,
    work: (tx: DbExecutor, order: OrderRow) => Promise<OrderRow>,
  ): Promise<OrderRow> {
    return retryWhileLocked(
      () =>
        changing(() =>
          repository.transaction(async (tx) => {
            const order = await repository.lockOfParty(tx, party, id);
            return order ? work(tx, order) : undefined;
          }),
        ),
      async () => (await repository.findOfParty(party, id)) !== undefined,
    );
  }

  return {
    /**
     * One order per supplier of a paid checkout, in the transaction that marks the payment PAID (the
     * caller holds the payment's lock; `orders_payment_supplier_unique` is the backstop against a second
     * set). Each order is published (OrderPlaced) in the same transaction; invoices issue its tax invoice
     * when they receive it (issue 7).
     */
    async placeOrdersOfPayment(
      tx: DbExecutor,
      payment: { id: string; buyerId: string; cart: PaymentSnapshot; placedByMemberId?: string | null },
    ): Promise<PlacedOrder[]> {
      // In the payment's transaction: a settlement never waits for a second pooled connection.
      const buyer = (await users.findBusinessProfiles([payment.buyerId], tx))[0];
      const createdAt = clock.now();
      const placed: PlacedOrder[] = [];
      // Supplier id order: a stable lock order on orders' unique index across parallel settlements.
      const groups = [...payment.cart.groups].sort((a, b) => (a.supplierId < b.supplierId ? -1 : 1));
      for (const group of groups) {
        const { items, ...totals } = orderOfGroup(group);
        const row = await repository.insert(tx, {
          paymentId: payment.id,
          buyerId: payment.buyerId,
          supplierId: group.supplierId,
          placedByMemberId: payment.placedByMemberId ?? null,
          ...totals,
          createdAt,
          items,
        });
        const order = {
          id: row.id,
          number: orderNumberOf(row),
          supplierId: row.supplierId,
          totalPrice: row.totalPrice,
        };
        await events.publish(tx, 'OrderPlaced', {
          orderId: order.id,
          orderNumber: order.number,
          supplierId: order.supplierId,
          buyer: buyer ? { userId: buyer.userId, businessName: buyer.businessName } : null,
          totalPrice: order.totalPrice,
        });
        placed.push(order);
      }
      return placed;
    },

    /**
     * Issue 7: these orders with their items (by name), in the caller's transaction when given: what their
     * tax invoices are made of.
     */
    async findOrdersWithItems(
      orderIds: readonly string[],
      tx?: DbExecutor,
    ): Promise<Array<{ order: OrderRow; items: OrderItemRow[] }>> {
      const orderRows = await repository.findByIds(orderIds, tx);
      const itemRows = await repository.findItems(orderIds, tx);
      return orderRows.map((order) => ({
        order,
        items: itemRows.filter((item) => item.orderId === order.id),
      }));
    },

    /** The number (`TW-<year>-<number>`) of each of these orders. */
    async findOrderNumbers(orderIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.findByIds(orderIds);
      return new Map(rows.map((row) => [row.id, orderNumberOf(row)]));
    },

    /** Decision 013: whether the supplier has sold to the buyer (an order of any status between them). */
    hasSoldTo: (supplierId: string, buyerId: string) => repository.existsBetween(supplierId, buyerId),

    /** Decision 013: every business the supplier has sold to. */
    findCustomerIds: (supplierId: string) => repository.findBuyerIdsOfSupplier(supplierId),

    /**
     * Spec §4, for a review: the order and the products it bought, the order locked until the caller's
     * transaction ends (`FOR UPDATE`), so parallel reviews of one order wait for each other.
     */
    async lockOrderForReview(
      tx: DbExecutor,
      orderId: string,
    ): Promise<
      (Pick<OrderRow, 'id' | 'buyerId' | 'supplierId' | 'status'> & { productIds: Set<string> }) | undefined
    > {
      const order = await repository.lockById(tx, orderId);
      if (!order) return undefined;
      const items = await repository.findItems([orderId], tx);
      return {
        id: order.id,
        buyerId: order.buyerId,
        supplierId: order.supplierId,
        status: order.status,
        productIds: new Set(items.map((item) => item.productId)),
      };
    },

    /** The ids of a payment's orders (the payment result), in the caller's transaction when given. */
    findOrderIdsOfPayment: (paymentId: string, tx?: DbExecutor) =>
      repository.findIdsByPaymentId(paymentId, tx),

    /**
     * Forecasting (issue 10): units of the supplier's product on its orders that were not cancelled, per
     * week from `from` (week 0) by order time, for `weeks` weeks; weeks without sales are absent.
     */
    sumUnitsSoldByWeek: (supplierId: string, productId: string, window: { from: Date; weeks: number }) =>
      repository.sumUnitsByWeek(supplierId, productId, window),

    /**
     * Demo data only (demo/demo-sales-history.ts): the buyer's past orders with the supplier, imported as
     * COMPLETED (shipped a day after `placedAt`, received a day later), priced from the products as they are
     * now, without delivery fee. Checkout is bypassed because history has no card payment to charge: no
     * stock moves (the stock is today's), nobody is notified, and no tax invoice is issued (the sales were
     * invoiced where they were made). All orders in one transaction; answers their ids, in the order given
     * (the demo's buyers review some of them, decision 028).
     */
    async recordImportedOrders(input: {
      buyerId: string;
      supplierId: string;
      orders: ReadonlyArray<{
        placedAt: Date;
        lines: ReadonlyArray<{ productId: string; quantity: number }>;
      }>;
    }): Promise<string[]> {
      const ids = [...new Set(input.orders.flatMap((order) => order.lines.map((line) => line.productId)))];
      const products = new Map((await catalog.findCartProducts(ids)).map((product) => [product.id, product]));
      const productOf = (id: string) => {
        const product = products.get(id);
        if (product?.supplierId !== input.supplierId) throw new AppError('NOT_FOUND', { productId: id });
        return product;
      };
      const now = clock.now().getTime();
      // Decision 018: VAT as the supplier is registered now, like the prices.
      const vatNumber = (await users.getVatNumbers([input.supplierId])).get(input.supplierId) ?? null;
      return repository.transaction(async (tx) => {
        const orderIds: string[] = [];
        for (const { placedAt, lines } of input.orders) {
          const group = {
            supplierId: input.supplierId,
            supplierBusinessName: productOf(lines[0]!.productId).supplierBusinessName,
            deliveryFee: 0,
            vatNumber,
            lines: lines.map(({ productId, quantity }) => {
              const product = productOf(productId);
              const { total, vat } = lineAmountsOf(
                { unitPrice: product.price, quantity },
                isVatRegisteredWith(vatNumber),
              );
              return {
                productId,
                nameAr: product.nameAr,
                nameEn: product.nameEn,
                imageKey: product.imageKey,
                unitPrice: product.price,
                quantity,
                lineTotal: total,
                vat,
              };
            }),
          };
          const { items, ...totals } = orderOfGroup(group);
          const at = placedAt.getTime();
          const paymentId = await paymentRecords.recordImportedPayment(tx, {
            buyerId: input.buyerId,
            amount: totals.totalPrice,
            cart: { groups: [group] },
            createdAt: placedAt,
          });
          const row = await repository.insertImported(tx, {
            paymentId,
            buyerId: input.buyerId,
            supplierId: input.supplierId,
            ...totals,
            createdAt: placedAt,
            shippedAt: new Date(Math.min(at + dayMs, now)),
            completedAt: new Date(Math.min(at + 2 * dayMs, now)),
            items,
          });
          orderIds.push(row.id);
        }
        return orderIds;
      });
    },

    /** Spec §2 My orders: newest first, by status tab. */
    listBuyerOrders: (buyerId: string, query: OrdersQuery) => listOf({ buyerId }, query),
    listSupplierOrders: (supplierId: string, query: OrdersQuery) => listOf({ supplierId }, query),
    /**
     * Marketplace health (decision 034): orders placed in [from, until) per Riyadh day, buyer's city and
     * status now, with their GMV (totals with VAT of paid orders not cancelled).
     */
    dailyTotals: (range: { from: Date; until: Date }) => repository.sumPlacedByDayCityAndStatus(range),
    /** Marketplace health: suppliers with an order placed in the range, by their city (and day). */
    countActiveSuppliers: (range: { from: Date; until: Date }, options: { byDay: boolean }) =>
      repository.countActiveSuppliers(range, options),
    /** Analytics (issue 10): orders and their net revenue per Riyadh month, cancelled orders left out. */
    sumSupplierSalesByMonth: (supplierId: string, range: { from: Date; until: Date }) =>
      repository.sumSalesByMonth(supplierId, range),
    /** Analytics: the top products sold in the range, by units or by net revenue (lines, before VAT). */
    findSupplierTopItems: (
      supplierId: string,
      range: { from: Date; until: Date },
      by: 'QUANTITY' | 'REVENUE',
      limit: number,
    ) => repository.findTopItems(supplierId, range, by, limit),
    /** The overview: orders still waiting for the supplier — to confirm (PENDING) and to ship (PROCESSING). */
    async countSupplierOpenOrders(supplierId: string): Promise<{ toProcess: number; toShip: number }> {
      const counts = await repository.countByStatus(supplierId, ['PENDING', 'PROCESSING']);
      return { toProcess: counts.get('PENDING') ?? 0, toShip: counts.get('PROCESSING') ?? 0 };
    },

    /**
     * Issue 25, disputes: what deciding whether an order may be disputed needs (its parties, payment,
     * status, total and when it was shipped and completed); undefined when it does not exist.
     */
    async findOrderFacts(id: string) {
      const [row] = await repository.findByIds([id]);
      if (!row) return undefined;
      return {
        id: row.id,
        number: orderNumberOf(row),
        buyerId: row.buyerId,
        supplierId: row.supplierId,
        paymentId: row.paymentId,
        status: row.status,
        totalPrice: row.totalPrice,
        shippedAt: row.shippedAt,
        completedAt: row.completedAt,
      };
    },

    /** Issue 25: any order, as its two businesses see it (operators' dispute view); NOT_FOUND otherwise. */
    async getOrder(id: string): Promise<Order> {
      const rows = await repository.findByIds([id]);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return (await toOrders(rows))[0]!;
    },

    /** Issue 25: each supplier's orders still under way (operators' queue); absent ids have none. */
    async countOpenOrdersOfSuppliers(supplierIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await repository.countOpenBySuppliers([...new Set(supplierIds)]);
      return new Map(rows.map((row) => [row.supplierId, row.count]));
    },

    /** Issue 25: buyers to tell when the supplier is suspended (their orders continue). */
    findBuyerIdsWithOpenOrders: (supplierId: string, tx?: DbExecutor) =>
      repository.findBuyerIdsWithOpenOrders(supplierId, tx),

    /** Another business's order is NOT_FOUND. */
    getBuyerOrder: (buyerId: string, id: string) => getOf({ buyerId }, id),
    getSupplierOrder: (supplierId: string, id: string) => getOf({ supplierId }, id),

    /**
     * The supplier moves its order on (see `supplierTransitions`). Cancelling gives the stock back and
     * refunds the order's total on the payment's charge (a checkout paid several suppliers at once, so
     * the refund is this order's part). The refund is the transaction's last step: when the provider
     * refuses, nothing changes and the supplier can try again.
     */
    async changeStatusAsSupplier(
      supplierId: string,
      id: string,
      action: SupplierOrderAction,
      /** Issue 26: the supplier's member who moves it (recorded as who shipped it). */
      memberId: string | null = null,
    ): Promise<Order> {
      const transition = supplierTransitions[action];
      const now = clock.now();
      const row = await withOrderLock({ supplierId }, id, async (tx, order) => {
        if (!transition.from.includes(order.status)) {
          throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { from: order.status, action });
        }
        const changed = await repository.updateStatus(tx, id, {
          status: transition.to,
          ...(transition.to === 'SHIPPED' ? { shippedAt: now, shippedByMemberId: memberId } : {}),
          ...(transition.to === 'CANCELLED' ? { cancelledAt: now } : {}),
        });
        await publishMove(tx, changed, supplierId);
        if (transition.to === 'CANCELLED') {
          const charge = await paymentRecords.findChargeOfPayment(tx, order.paymentId);
          // An order exists only for a captured charge of this provider; anything else is a broken invariant.
          if (!charge?.chargeId || charge.provider !== payments.name) throw new AppError('CONFLICT');
          const refund = await payments.refundCharge({
            chargeId: charge.chargeId,
            amount: order.totalPrice,
            reason: `Order ${orderNumberOf(order)} cancelled by the supplier`,
            // The order is cancelled once: its refund's reference.
            reference: `ORDER_CANCELLED:${order.id}`,
          });
          if (refund.status === 'FAILED') throw new AppError('REFUND_FAILED', { orderId: order.id });
          // Last: checkouts wait on these product rows holding pooled connections, so nothing here may
          // need the pool once they are locked.
          await inventory.releaseStock(await repository.findItems([id], tx), tx);
        }
        return changed;
      });
      return (await toOrders([row]))[0]!;
    },

    /** Spec §4: the buyer confirms receipt of a shipped order, which completes it. */
    async confirmDelivery(buyerId: string, id: string): Promise<Order> {
      const now = clock.now();
      const row = await withOrderLock({ buyerId }, id, async (tx, order) => {
        if (order.status !== 'SHIPPED') {
          throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { from: order.status, action: 'COMPLETE' });
        }
        const changed = await repository.updateStatus(tx, id, { status: 'COMPLETED', completedAt: now });
        await publishMove(tx, changed, buyerId);
        return changed;
      });
      return (await toOrders([row]))[0]!;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
