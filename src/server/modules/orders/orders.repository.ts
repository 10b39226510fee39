import { and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders/orders.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { payments } from '../payments/payments.tables.js';
import { orderItems, orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface NewOrder {
  paymentId: string;
  buyerId: string;
  supplierId: string;
  productsTotal: number;
  deliveryFee: number;
  vat: number;
  totalPrice: number;
  createdAt: Date;
  items: Array<Omit<OrderItemRow, 'id' | 'orderId'>>;
}

/** Whose orders a list shows: the buyer's or the supplier's. */
export type OrderParty = { buyerId: string } | { supplierId: string };

/** A timestamptz as UTC text with microseconds: what cursors carry, so no precision is lost. */
const keyText = (column: AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ofParty = (party: OrderParty) =>
  'buyerId' in party ? eq(orders.buyerId, party.buyerId) : eq(orders.supplierId, party.supplierId);

export function createOrdersRepository(db: Db) {
  return {
    /** Writes an order and its lines in the caller's transaction (the one that marks the payment PAID). */
    async insert(executor: DbExecutor, order: NewOrder): Promise<OrderRow> {
      const { items, ...values } = order;
      const [row] = await executor.insert(orders).values(values).returning();
      await executor.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
      return row!;
    },

    async findIdsByPaymentId(paymentId: string, executor: DbExecutor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentId, paymentId))
        .orderBy(asc(orders.number));
      return rows.map((row) => row.id);
    },

    /** One page of a party's orders, newest first, before the `(createdAtKey, id)` of `before`. */
    async findPage(
      party: OrderParty,
      page: { status?: OrderStatus; before?: TimeIdKey; limit: number },
    ): Promise<Array<{ order: OrderRow; createdAtKey: string }>> {
      return db
        .select({ order: orders, createdAtKey: keyText(orders.createdAt) })
        .from(orders)
        .where(
          and(
            ofParty(party),
            page.status ? eq(orders.status, page.status) : undefined,
            page.before
              ? sql`(${orders.createdAt}, ${orders.id}) < (${page.before.time}::timestamptz, ${page.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit);
    },

    async findOfParty(party: OrderParty, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), ofParty(party)));
      return row;
    },

    /**
     * The party's order, locked until the caller's transaction ends (one status change at a time);
     * undefined when it is not theirs or another transaction holds it (`SKIP LOCKED`: the caller retries).
     */
    async lockOfParty(executor: DbExecutor, party: OrderParty, id: string): Promise<OrderRow | undefined> {
      const [row] = await executor
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), ofParty(party)))
        .for('update', { skipLocked: true });
      return row;
    },

    async updateStatus(
      executor: DbExecutor,
      id: string,
      change: { status: OrderStatus } & Partial<Pick<OrderRow, 'shippedAt' | 'completedAt' | 'cancelledAt'>>,
    ): Promise<OrderRow> {
      const [row] = await executor.update(orders).set(change).where(eq(orders.id, id)).returning();
      return row!;
    },

    async findItems(orderIds: readonly string[], executor: DbExecutor = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return executor
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.name), asc(orderItems.id));
    },

    /** The provider and charge that paid for an order: where its refund goes. */
    async findChargeOfPayment(
      executor: DbExecutor,
      paymentId: string,
    ): Promise<{ provider: string; chargeId: string | null } | undefined> {
      const [row] = await executor
        .select({ provider: payments.provider, chargeId: payments.chargeId })
        .from(payments)
        .where(eq(payments.id, paymentId));
      return row;
    },

    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
