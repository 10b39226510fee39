import { and, asc, desc, eq, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { InvoiceStatus, invoiceKinds } from '../../../contract/invoices/invoices.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { orderItems, orders } from '../orders/orders.tables.js';
import { invoiceCounters, invoices } from './invoices.tables.js';

type InvoiceKind = (typeof invoiceKinds)[number];

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'> & { uuid: string };

/** An invoice with the number and date of its order (the order number is formatted from both). */
export interface InvoiceWithOrder {
  invoice: InvoiceRow;
  order: { number: number; createdAt: Date } | null;
}

/** Whose invoices a list shows: the buyer's or the issuing supplier's. */
export type InvoiceParty = { buyerId: string } | { supplierId: string };

export interface InvoicesFilter {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  /** Issued at or after this instant. */
  from?: Date;
  /** Issued before this instant. */
  until?: Date;
}

/** A timestamptz as UTC text with microseconds: what cursors carry, so no precision is lost. */
const keyText = (column: AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ofParty = (party: InvoiceParty) =>
  'buyerId' in party ? eq(invoices.buyerId, party.buyerId) : eq(invoices.supplierId, party.supplierId);

const withOrder = {
  invoice: invoices,
  orderNumber: orders.number,
  orderCreatedAt: orders.createdAt,
};

function toWithOrder(row: {
  invoice: InvoiceRow;
  orderNumber: number | null;
  orderCreatedAt: Date | null;
}): InvoiceWithOrder {
  return {
    invoice: row.invoice,
    order:
      row.orderNumber !== null && row.orderCreatedAt !== null
        ? { number: row.orderNumber, createdAt: row.orderCreatedAt }
        : null,
  };
}

export function createInvoicesRepository(db: Db) {
  return {
    /** The orders (and their items) an invoice is issued for, read in the transaction that placed them. */
    async findOrdersWithItems(tx: DbExecutor, orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      // Supplier id order: the counter rows are then locked in the order parallel settlements use.
      const orderRows = await tx
        .select()
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
        .orderBy(asc(orders.supplierId), asc(orders.id));
      const itemRows = await tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.name), asc(orderItems.id));
      return orderRows.map((order) => ({
        order,
        items: itemRows.filter((item) => item.orderId === order.id),
      }));
    },

    /** Which of these orders already have their invoice (a settlement replayed in the same state). */
    async findInvoicedOrderIds(tx: DbExecutor, orderIds: readonly string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await tx
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .where(inArray(invoices.orderId, [...orderIds]));
      return new Set(rows.map((row) => row.orderId!));
    },

    /**
     * The supplier's next counter and the hash of its previous invoice (`startHash` for its first). The
     * upsert locks the supplier's counter row until the transaction ends, so a parallel issuer waits and
     * numbers stay gap-free and in order; `saveLastHash` then records this invoice's hash on that row.
     */
    async takeNextCounter(
      tx: DbExecutor,
      supplierId: string,
      startHash: string,
    ): Promise<{ counter: number; previousHash: string }> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ supplierId, lastCounter: 1, lastHash: startHash })
        .onConflictDoUpdate({
          target: invoiceCounters.supplierId,
          set: { lastCounter: sql`${invoiceCounters.lastCounter} + 1` },
        })
        .returning({ counter: invoiceCounters.lastCounter, previousHash: invoiceCounters.lastHash });
      return row!;
    },

    async saveLastHash(tx: DbExecutor, supplierId: string, hash: string): Promise<void> {
      await tx
        .update(invoiceCounters)
        .set({ lastHash: hash })
        .where(eq(invoiceCounters.supplierId, supplierId));
    },

    async insert(tx: DbExecutor, invoice: NewInvoice): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      return row!;
    },

    /** One page of a party's invoices, newest first, before the `(issuedAtKey, id)` of `before`. */
    async findPage(
      party: InvoiceParty,
      page: InvoicesFilter & { before?: TimeIdKey; limit: number },
    ): Promise<Array<InvoiceWithOrder & { issuedAtKey: string }>> {
      const rows = await db
        .select({ ...withOrder, issuedAtKey: keyText(invoices.issuedAt) })
        .from(invoices)
        .leftJoin(orders, eq(orders.id, invoices.orderId))
        .where(
          and(
            ofParty(party),
            page.status ? eq(invoices.status, page.status) : undefined,
            page.kind ? eq(invoices.kind, page.kind) : undefined,
            page.from ? gte(invoices.issuedAt, page.from) : undefined,
            page.until ? lt(invoices.issuedAt, page.until) : undefined,
            page.before
              ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${page.before.time}::timestamptz, ${page.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(page.limit);
      return rows.map((row) => ({ ...toWithOrder(row), issuedAtKey: row.issuedAtKey }));
    },

    async findOfParty(party: InvoiceParty, id: string): Promise<InvoiceWithOrder | undefined> {
      const [row] = await db
        .select(withOrder)
        .from(invoices)
        .leftJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(invoices.id, id), ofParty(party)));
      return row ? toWithOrder(row) : undefined;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
