import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  CreditReason,
  InvoiceDocumentType,
  InvoiceInstallment,
  InvoiceStatus,
  invoiceKinds,
} from '../../../contract/invoices/invoices.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { riyadhMonthSql } from '../../platform/time/riyadh-month-sql.js';
import { paidInstallmentsView } from '../payments/payments.service.js';
import { invoiceCounters, invoices } from './invoices.tables.js';

type InvoiceKind = (typeof invoiceKinds)[number];

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'> & { uuid: string };

/** A paid installment of an invoice (the payments module writes them; decision 013). */
export interface InvoicePaymentRow {
  invoiceId: string;
  installment: InvoiceInstallment;
  amount: number;
  settledAt: Date;
  paidByMemberId: string | null;
}

/** What a chat needs to show an invoice posted in it: its number, and whether it belongs to the thread. */
export interface InvoiceReferenceRow {
  id: string;
  counter: number;
  documentType: InvoiceDocumentType;
  status: InvoiceStatus;
  supplierId: string;
  buyerId: string;
}

/** Whose invoices a list shows: the buyer's or the issuing supplier's. */
export type InvoiceParty = { buyerId: string } | { supplierId: string };

export interface InvoicesFilter {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  documentType?: InvoiceDocumentType;
  /** Issued at or after this instant. */
  from?: Date;
  /** Issued before this instant. */
  until?: Date;
}

const ofParty = (party: InvoiceParty) =>
  'buyerId' in party ? eq(invoices.buyerId, party.buyerId) : eq(invoices.supplierId, party.supplierId);

export function createInvoicesRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Which of these orders already have their invoice (a settlement replayed in the same state). */
    async findInvoicedOrderIds(tx: DbExecutor, orderIds: readonly string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await tx
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .where(and(inArray(invoices.orderId, [...orderIds]), eq(invoices.documentType, 'INVOICE')));
      return new Set(rows.map((row) => row.orderId!));
    },

    /** The invoice of this order (not its credit notes), if it was invoiced. */
    async findIdOfOrder(tx: DbExecutor, orderId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.documentType, 'INVOICE')));
      return row?.id;
    },

    /**
     * Issue 24: the invoice about to be credited, locked until the transaction ends (so two credit notes
     * of the same invoice are issued one after the other, each seeing the other's amount), with what its
     * credit notes credit so far and the one issued for `reason` if any.
     */
    async lockForCredit(
      tx: DbExecutor,
      id: string,
      reason: CreditReason,
    ): Promise<{ invoice: InvoiceRow; credited: number; earlierId: string | undefined } | undefined> {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      if (!invoice) return undefined;
      const notes = await tx
        .select({ id: invoices.id, total: invoices.total, creditReason: invoices.creditReason })
        .from(invoices)
        .where(eq(invoices.originalInvoiceId, id));
      return {
        invoice,
        credited: notes.reduce((sum, note) => sum + note.total, 0),
        earlierId: notes.find((note) => note.creditReason === reason)?.id,
      };
    },

    /** The credit notes of these invoices, oldest first. */
    async findCreditNotes(
      originalIds: readonly string[],
    ): Promise<Array<{ id: string; originalInvoiceId: string; counter: number; total: number }>> {
      if (originalIds.length === 0) return [];
      const rows = await db
        .select({
          id: invoices.id,
          originalInvoiceId: invoices.originalInvoiceId,
          counter: invoices.counter,
          total: invoices.total,
        })
        .from(invoices)
        .where(inArray(invoices.originalInvoiceId, [...originalIds]))
        .orderBy(asc(invoices.counter));
      return rows.map((row) => ({ ...row, originalInvoiceId: row.originalInvoiceId! }));
    },

    /**
     * The supplier's next counter and the hash of its previous invoice (`startHash` for its first). The
     * upsert locks the supplier's counter row until the transaction ends, so a parallel issuer waits and
     * numbers stay gap-free and in order; `insert` then records this invoice's hash on that row.
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

    /**
     * Writes the invoice and records its hash on the supplier's counter row, in one statement (the
     * counter row is locked from `takeNextCounter` until the transaction ends: one round trip less under
     * that lock). Undefined when the supplier already issued one with its idempotency key (the unique
     * index decides between parallel submits: the later one waits for the first to commit); the hash is
     * then left as it was.
     */
    async insert(tx: DbExecutor, invoice: NewInvoice & { hash: string }): Promise<InvoiceRow | undefined> {
      const inserted = tx.$with('inserted_invoice').as(
        tx
          .insert(invoices)
          .values(invoice)
          .onConflictDoNothing({ target: [invoices.supplierId, invoices.idempotencyKey] })
          .returning(),
      );
      const hashSaved = tx.$with('hash_saved').as(
        tx
          .update(invoiceCounters)
          .set({ lastHash: invoice.hash })
          .where(
            inArray(
              invoiceCounters.supplierId,
              tx.select({ supplierId: inserted.supplierId }).from(inserted),
            ),
          )
          .returning({ supplierId: invoiceCounters.supplierId }),
      );
      const [row] = await tx.with(inserted, hashSaved).select().from(inserted);
      return row;
    },

    /** The invoice a supplier's form already issued with this key (a repeated submit). */
    async findIdBySupplierKey(supplierId: string, idempotencyKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.supplierId, supplierId), eq(invoices.idempotencyKey, idempotencyKey)));
      return row?.id;
    },

    /**
     * Moves the buyer's PENDING invoice on, in one conditional update: of two racing answers only one
     * finds it pending. Undefined when it is not the buyer's or no longer pending.
     */
    async updateFromPending(
      tx: DbExecutor,
      buyerId: string,
      id: string,
      changes: Pick<Partial<InvoiceRow>, 'status' | 'acceptedAt' | 'rejectedAt' | 'rejectionReason'> & {
        status: 'ACCEPTED' | 'REJECTED';
      },
    ): Promise<InvoiceRow | undefined> {
      const [row] = await tx
        .update(invoices)
        .set(changes)
        .where(and(eq(invoices.id, id), eq(invoices.buyerId, buyerId), eq(invoices.status, 'PENDING')))
        .returning();
      return row;
    },

    /**
     * Analytics (issue 10): what the supplier's own invoices of these kinds received in [from, until),
     * per Riyadh month of each payment's settling: how many invoices were paid into, and the net before
     * VAT. A payment's net is the growth of round-half-up(paid so far × subtotal ÷ total), so the nets
     * of an invoice's payments add up to its subtotal once it is fully paid.
     */
    async sumPaidNetByMonth(
      supplierId: string,
      kinds: readonly InvoiceKind[],
      range: { from: Date; until: Date },
    ): Promise<Array<{ month: string; paidInvoiceCount: number; netRevenue: number }>> {
      if (kinds.length === 0) return [];
      const paid = paidInstallmentsView;
      const { rows } = await db.execute<{ month: string; paid_invoice_count: number; net: string }>(sql`
        SELECT month, count(DISTINCT invoice_id)::int AS paid_invoice_count, sum(net)::bigint AS net
        FROM (
          SELECT invoice_id, settled_at, ${riyadhMonthSql(sql`settled_at`)} AS month,
                 (2 * paid_through * subtotal + total) / (2 * total)
                   - (2 * (paid_through - amount) * subtotal + total) / (2 * total) AS net
          FROM (
            SELECT ${paid.invoiceId}, ${paid.settledAt}, ${paid.amount}::bigint AS amount,
                   i.subtotal::bigint AS subtotal, i.total::bigint AS total,
                   sum(${paid.amount}::bigint) OVER (PARTITION BY ${paid.invoiceId} ORDER BY ${paid.settledAt}, ${paid.id}) AS paid_through
            FROM ${paid}
            JOIN ${invoices} AS i ON i.id = ${paid.invoiceId}
            WHERE i.supplier_id = ${supplierId}
              AND i.kind IN (${sql.join(
                kinds.map((kind) => sql`${kind}`),
                sql`, `,
              )})
              AND i.total > 0
              AND ${paid.settledAt} < ${range.until.toISOString()}::timestamptz
          ) AS received
        ) AS payments_in_months
        WHERE settled_at >= ${range.from.toISOString()}::timestamptz
        GROUP BY month`);
      return rows.map((row) => ({
        month: row.month,
        paidInvoiceCount: Number(row.paid_invoice_count),
        netRevenue: Number(row.net),
      }));
    },

    /** The received installments of these invoices, oldest first. */
    async findPaidInstallments(invoiceIds: readonly string[]): Promise<InvoicePaymentRow[]> {
      if (invoiceIds.length === 0) return [];
      const rows = await db
        .select({
          invoiceId: paidInstallmentsView.invoiceId,
          installment: paidInstallmentsView.installment,
          amount: paidInstallmentsView.amount,
          settledAt: paidInstallmentsView.settledAt,
          paidByMemberId: paidInstallmentsView.paidByMemberId,
        })
        .from(paidInstallmentsView)
        .where(inArray(paidInstallmentsView.invoiceId, [...invoiceIds]))
        .orderBy(asc(paidInstallmentsView.settledAt), asc(paidInstallmentsView.id));
      // An invoice payment always has its invoice and installment (`payments_pays_one_thing`), and a
      // PAID one its settling time.
      return rows.map((row) => ({
        invoiceId: row.invoiceId!,
        installment: row.installment!,
        amount: row.amount,
        settledAt: row.settledAt!,
        paidByMemberId: row.paidByMemberId,
      }));
    },

    /**
     * Units of one listing on the supplier's paid PRODUCT and GROUP_PURCHASE invoices (fully or partly
     * paid), per week from `from` (week 0; `weeks` weeks) by issue time; weeks without any are absent.
     * ORDER invoices are left out: they repeat orders. One aggregate over the supplier's invoices in the
     * window (`invoices (supplier_id, issued_at)`), their lines unnested.
     */
    async sumListingUnitsByWeek(
      supplierId: string,
      listingId: string,
      window: { from: Date; weeks: number },
    ): Promise<Array<{ week: number; units: number }>> {
      const weekSeconds = 7 * 24 * 60 * 60;
      const until = new Date(window.from.getTime() + window.weeks * weekSeconds * 1000);
      const { rows } = await db.execute<{ week: number; units: number }>(sql`
        SELECT floor(extract(epoch FROM (${invoices.issuedAt} - ${window.from.toISOString()}::timestamptz)) / ${weekSeconds})::int AS week,
               sum((line ->> 'quantity')::int)::int AS units
        FROM ${invoices} CROSS JOIN LATERAL jsonb_array_elements(${invoices.lines}) AS line
        WHERE ${invoices.supplierId} = ${supplierId}
          AND ${invoices.issuedAt} >= ${window.from.toISOString()}::timestamptz
          AND ${invoices.issuedAt} < ${until.toISOString()}::timestamptz
          AND ${invoices.kind} IN ('PRODUCT', 'GROUP_PURCHASE')
          AND ${invoices.status} IN ('FULLY_PAID', 'PARTIALLY_PAID')
          AND line ->> 'listingId' = ${listingId}
        GROUP BY 1`);
      return rows.map((row) => ({ week: Number(row.week), units: Number(row.units) }));
    },

    async findById(executor: DbExecutor, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await executor.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async findReferences(ids: readonly string[]): Promise<InvoiceReferenceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: invoices.id,
          counter: invoices.counter,
          documentType: invoices.documentType,
          status: invoices.status,
          supplierId: invoices.supplierId,
          buyerId: invoices.buyerId,
        })
        .from(invoices)
        .where(inArray(invoices.id, [...ids]));
    },

    /** One page of a party's invoices, newest first, before the `(issuedAtKey, id)` of `before`. */
    async findPage(
      party: InvoiceParty,
      page: InvoicesFilter & { before?: TimeIdKey; limit: number },
    ): Promise<Array<{ invoice: InvoiceRow; issuedAtKey: string }>> {
      return db
        .select({ invoice: invoices, issuedAtKey: timeKeySql(invoices.issuedAt) })
        .from(invoices)
        .where(
          and(
            ofParty(party),
            page.status ? eq(invoices.status, page.status) : undefined,
            page.kind ? eq(invoices.kind, page.kind) : undefined,
            page.documentType ? eq(invoices.documentType, page.documentType) : undefined,
            page.from ? gte(invoices.issuedAt, page.from) : undefined,
            page.until ? lt(invoices.issuedAt, page.until) : undefined,
            page.before
              ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${page.before.time}::timestamptz, ${page.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(page.limit);
    },

    async findOfParty(party: InvoiceParty, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), ofParty(party)));
      return row;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
