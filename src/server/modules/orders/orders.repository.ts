import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders/orders.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { riyadhDaySql, riyadhMonthSql } from '../../platform/time/riyadh-month-sql.js';
import { accountsView } from '../users/users.service.js';
import { orderItems, orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface NewOrder {
  paymentId: string;
  buyerId: string;
  supplierId: string;
  /** Issue 26: the member who placed it (its payment's payer); null when unknown. */
  placedByMemberId?: string | null;
  productsTotal: number;
  deliveryFee: number;
  vat: number;
  totalPrice: number;
  createdAt: Date;
  items: Array<Omit<OrderItemRow, 'id' | 'orderId'>>;
}

/** Whose orders a list shows: the buyer's or the supplier's. */
export type OrderParty = { buyerId: string } | { supplierId: string };

const weekMs = 7 * 24 * 60 * 60 * 1000;

const ofParty = (party: OrderParty) =>
  'buyerId' in party ? eq(orders.buyerId, party.buyerId) : eq(orders.supplierId, party.supplierId);

/** Sales as analytics count them: the supplier's orders placed in [from, until), not cancelled. */
const soldInRange = (supplierId: string, range: { from: Date; until: Date }) =>
  and(
    eq(orders.supplierId, supplierId),
    ne(orders.status, 'CANCELLED'),
    gte(orders.createdAt, range.from),
    lt(orders.createdAt, range.until),
  );

/** Orders still under way: the supplier has to confirm, ship or the buyer to confirm delivery. */
const openOrderStatuses = ['PENDING', 'PROCESSING', 'SHIPPED'] as const;

export function createOrdersRepository(db: Db) {
  return {
    /**
     * Writes an order and its lines in the caller's transaction (the one that marks the payment PAID), in
     * one statement: the lines are a data-modifying CTE of the order's INSERT (its id made here), and
     * their foreign key is checked at the end of the statement, once the order is there.
     */
    async insert(executor: DbExecutor, order: NewOrder): Promise<OrderRow> {
      const { items, ...values } = order;
      const id = randomUUID();
      const lines = executor.$with('order_lines').as(
        executor
          .insert(orderItems)
          .values(items.map((item) => ({ ...item, orderId: id })))
          .returning({ id: orderItems.id }),
      );
      const [row] = await executor
        .with(lines)
        .insert(orders)
        .values({ ...values, id })
        .returning();
      return row!;
    },

    /**
     * Demo data only (`recordImportedOrders`): an order of sales made before the platform, COMPLETED, on
     * the imported payment the payments module wrote for it (`orders.payment_id` is required). A COMPLETED
     * order is never refunded.
     */
    async insertImported(
      tx: DbExecutor,
      order: NewOrder & { shippedAt: Date; completedAt: Date },
    ): Promise<OrderRow> {
      const { items, ...values } = order;
      const [row] = await tx
        .insert(orders)
        .values({ ...values, status: 'COMPLETED' })
        .returning();
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
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
        .select({ order: orders, createdAtKey: timeKeySql(orders.createdAt) })
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

    /** These orders, in the caller's transaction when given. */
    async findByIds(ids: readonly string[], executor: DbExecutor = db): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },

    /** The order, locked until the caller's transaction ends (`FOR UPDATE`: waits for another holder). */
    async lockById(tx: DbExecutor, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** Whether the supplier has an order (any status) from the buyer. */
    async existsBetween(supplierId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), eq(orders.buyerId, buyerId)))
        .limit(1);
      return row !== undefined;
    },

    /** Every buyer with an order (any status) from the supplier. */
    /** Issue 25: orders still under way (not completed, not cancelled), per supplier. */
    async countOpenBySuppliers(supplierIds: readonly string[]) {
      if (supplierIds.length === 0) return [];
      return db
        .select({ supplierId: orders.supplierId, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(inArray(orders.supplierId, [...supplierIds]), inArray(orders.status, openOrderStatuses)))
        .groupBy(orders.supplierId);
    },

    /** Issue 25: the buyers with an order of this supplier still under way, in the caller's transaction. */
    async findBuyerIdsWithOpenOrders(supplierId: string, executor: DbExecutor = db): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ buyerId: orders.buyerId })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), inArray(orders.status, openOrderStatuses)));
      return rows.map((row) => row.buyerId);
    },

    async findBuyerIdsOfSupplier(supplierId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ buyerId: orders.buyerId })
        .from(orders)
        .where(eq(orders.supplierId, supplierId));
      return rows.map((row) => row.buyerId);
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
      change: { status: OrderStatus } & Partial<
        Pick<OrderRow, 'shippedAt' | 'shippedByMemberId' | 'completedAt' | 'cancelledAt'>
      >,
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
        .orderBy(asc(sql`coalesce(${orderItems.nameEn}, ${orderItems.nameAr})`), asc(orderItems.id));
    },

    /**
     * Analytics (issue 10): the supplier's orders placed in [from, until) and not cancelled, per Riyadh
     * month — how many, and their net before VAT (products and delivery fee).
     */
    async sumSalesByMonth(
      supplierId: string,
      range: { from: Date; until: Date },
    ): Promise<Array<{ month: string; orderCount: number; netRevenue: number }>> {
      const month = riyadhMonthSql(orders.createdAt);
      return db
        .select({
          month,
          orderCount: sql<number>`count(*)::int`,
          netRevenue: sql<number>`sum(${orders.productsTotal} + ${orders.deliveryFee})::bigint`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .where(soldInRange(supplierId, range))
        .groupBy(month);
    },

    /**
     * Analytics: the supplier's products sold in [from, until) on orders not cancelled, the top `limit`
     * by units or by net revenue (lines only, before VAT), each under its latest name on those orders.
     */
    async findTopItems(
      supplierId: string,
      range: { from: Date; until: Date },
      by: 'QUANTITY' | 'REVENUE',
      limit: number,
    ): Promise<
      Array<{
        productId: string;
        nameAr: string | null;
        nameEn: string | null;
        quantity: number;
        revenue: number;
      }>
    > {
      const quantity = sql<number>`sum(${orderItems.quantity})::bigint`.mapWith(Number);
      const revenue = sql<number>`sum(${orderItems.total})::bigint`.mapWith(Number);
      const latest = (column: typeof orderItems.nameAr | typeof orderItems.nameEn) =>
        sql<string | null>`(array_agg(${column} ORDER BY ${orders.createdAt} DESC))[1]`;
      const [nameAr, nameEn] = [latest(orderItems.nameAr), latest(orderItems.nameEn)];
      const [first, second] = by === 'QUANTITY' ? [quantity, revenue] : [revenue, quantity];
      return db
        .select({ productId: orderItems.productId, nameAr, nameEn, quantity, revenue })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(soldInRange(supplierId, range))
        .groupBy(orderItems.productId)
        .orderBy(
          desc(first),
          desc(second),
          asc(sql`coalesce(${nameEn}, ${nameAr})`),
          asc(orderItems.productId),
        )
        .limit(limit);
    },

    /**
     * Marketplace health (decision 034): orders placed in [from, until) by Riyadh day, buyer's city (as
     * written) and status now, with their GMV: the totals, VAT included, of those paid and not cancelled.
     * Reads `orders_placed_index` (placed time, then what is summed) without the table's rows.
     */
    async sumPlacedByDayCityAndStatus(range: { from: Date; until: Date }) {
      const day = riyadhDaySql(orders.createdAt);
      return db
        .select({
          day,
          city: accountsView.city,
          status: orders.status,
          orderCount: sql<number>`count(*)::int`,
          gmv: sql<number>`coalesce(sum(${orders.totalPrice}) FILTER (WHERE ${orders.isPaid} AND ${orders.status} <> 'CANCELLED'), 0)::bigint`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .innerJoin(accountsView, eq(accountsView.userId, orders.buyerId))
        .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.until)))
        .groupBy(day, accountsView.city, orders.status);
    },

    /**
     * Marketplace health: suppliers with an order placed in [from, until), by the supplier's city (as
     * written), and with `byDay` by Riyadh day too (a supplier counts once per day, or once in the range).
     */
    async countActiveSuppliers(range: { from: Date; until: Date }, { byDay }: { byDay: boolean }) {
      const day = byDay ? riyadhDaySql(orders.createdAt) : sql<string>`''`;
      const inRange = and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.until));
      return db
        .select({
          day,
          city: accountsView.city,
          count: sql<number>`count(DISTINCT ${orders.supplierId})::int`,
        })
        .from(orders)
        .innerJoin(accountsView, eq(accountsView.userId, orders.supplierId))
        .where(inRange)
        .groupBy(...(byDay ? [day, accountsView.city] : [accountsView.city]));
    },

    /** The supplier's orders in each of these statuses (0 for none). */
    async countByStatus(
      supplierId: string,
      statuses: readonly OrderStatus[],
    ): Promise<Map<OrderStatus, number>> {
      const rows =
        statuses.length === 0
          ? []
          : await db
              .select({ status: orders.status, count: sql<number>`count(*)::int` })
              .from(orders)
              .where(and(eq(orders.supplierId, supplierId), inArray(orders.status, [...statuses])))
              .groupBy(orders.status);
      const counts = new Map(rows.map((row) => [row.status, row.count]));
      return new Map(statuses.map((status) => [status, counts.get(status) ?? 0]));
    },

    /**
     * Units of the supplier's product in its orders that were not cancelled, per week since `from`
     * (week 0 starts at `from`; `weeks` weeks), by the order's creation time; weeks without sales are
     * absent. One aggregate over the supplier's orders in the window (`orders (supplier_id, created_at)`)
     * and their items (`order_items (order_id)`).
     */
    async sumUnitsByWeek(
      supplierId: string,
      productId: string,
      window: { from: Date; weeks: number },
    ): Promise<Array<{ week: number; units: number }>> {
      const until = new Date(window.from.getTime() + window.weeks * weekMs);
      const week = sql<number>`floor(extract(epoch from (${orders.createdAt} - ${window.from.toISOString()}::timestamptz)) / ${weekMs / 1000})::int`;
      // Grouped by position: the week expression repeated would bind new parameters and not match.
      return db
        .select({ week, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(soldInRange(supplierId, { from: window.from, until }), eq(orderItems.productId, productId)),
        )
        .groupBy(sql`1`);
    },

    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
