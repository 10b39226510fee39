import { createHash, randomUUID } from 'node:crypto';
import {
  dueInstallmentOf,
  maxUpfrontOf,
  type CreditReason,
  type Invoice,
  type InvoiceCustomer,
  type InvoiceDocumentType,
  type InvoiceStatus,
  type invoiceKinds,
} from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import type { MemberRef } from '../../../contract/team/member-ref.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { dayMs, riyadhDayStart, riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { ChatsService } from '../chats/chats.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { UsersService } from '../users/users.service.js';
import { amountInWords } from './amount-in-words.js';
import {
  creditNoteDraft,
  groupMemberInvoiceDraft,
  offerInvoiceDraft,
  orderInvoiceDraft,
  planInvoiceDraft,
  supplierInvoiceDraft,
  type CreateInvoiceInput,
  type InvoiceDraft,
  type Party,
  type StoredLine,
} from './invoice-drafts.js';
import type {
  InvoiceParty,
  InvoicePaymentRow,
  InvoiceRow,
  InvoicesRepository,
} from './invoices.repository.js';
import { zatcaQrCode } from './zatca-qr.js';
import type { Page } from '../../platform/pagination/page.js';
import type { ListingNames } from '../../../contract/text/two-languages.js';

export interface InvoicesQuery {
  status?: InvoiceStatus;
  kind?: (typeof invoiceKinds)[number];
  documentType?: InvoiceDocumentType;
  /** Riyadh calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/** ZATCA's previous-invoice hash for a seller's first invoice: the Base64 SHA-256 of "0". */
export const firstPreviousHash = sha256Base64('0');

/** The invoices that are the supplier's own sales apart from its orders (analytics, issue 10). */
const supplierSaleInvoiceKinds = [
  'PRODUCT',
  'SERVICE',
  'TENDER',
  'GROUP_PURCHASE',
] as const satisfies ReadonlyArray<(typeof invoiceKinds)[number]>;

function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** JSON with object keys sorted at every level, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  // An instant as ISO text (a Date has no own keys: it would hash as `{}`).
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What people read and quote: the supplier's counter padded to 6, e.g. `INV-000042`; a credit note takes
 * its number from the same counter, e.g. `CN-000043` (issue 24).
 */
export const invoiceNumberOf = (counter: number, documentType: InvoiceDocumentType = 'INVOICE') =>
  `${documentType === 'CREDIT_NOTE' ? 'CN' : 'INV'}-${String(counter).padStart(6, '0')}`;

/** An invoice's credit notes as the invoice shows them (halalas, VAT included). */
interface CreditNoteRef {
  id: string;
  number: string;
  total: number;
}

/** Ids in PostgreSQL's uuid order (lower-case hex compares alike). */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts customers by business name as an Arabic reader expects (Latin names after Arabic ones). */
const businessNameOrder = new Intl.Collator('ar');

/** A parallel submit with the same key issued the invoice first: this transaction takes no number. */
class AlreadyIssued extends Error {}

function toInvoice(
  invoice: InvoiceRow,
  orderNumber: string | null,
  payments: readonly InvoicePaymentRow[],
  credit: { originalInvoice: { id: string; number: string } | null; creditNotes: CreditNoteRef[] },
  personOf: (memberId: string | null) => MemberRef | null,
): Invoice {
  const seller = invoice.seller as Party;
  // Order invoices are paid at checkout; those issued before decision 013 stored no paid amount. A credit
  // note is not paid by the buyer.
  const paidAmount =
    invoice.kind === 'ORDER' && invoice.documentType === 'INVOICE' ? invoice.total : invoice.paidAmount;
  return {
    id: invoice.id,
    uuid: invoice.uuid,
    counter: invoice.counter,
    previousHash: invoice.previousHash,
    number: invoiceNumberOf(invoice.counter, invoice.documentType),
    kind: invoice.kind,
    documentType: invoice.documentType,
    originalInvoice: credit.originalInvoice,
    creditReason: invoice.creditReason,
    creditNote: invoice.creditNote,
    creditNotes: credit.creditNotes,
    creditedAmount: credit.creditNotes.reduce((sum, note) => sum + note.total, 0),
    status: invoice.status,
    issuedAt: invoice.issuedAt.toISOString(),
    seller,
    buyer: invoice.buyer as Party,
    lines: (invoice.lines as StoredLine[]).map((line) => ({
      ...line,
      listingId: line.listingId ?? null,
      details: line.details ?? null,
    })),
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    total: invoice.total,
    totalInWords: amountInWords(invoice.total),
    isTaxInvoice: invoice.isTaxInvoice,
    // From the stored snapshot, so the code always matches the invoice as issued. A plain invoice (the
    // seller was not VAT-registered, decision 018) carries no tax-invoice QR code. Tax invoices issued
    // before the rule may lack the seller's number: their tag 2 stays empty rather than invented.
    qrCode: invoice.isTaxInvoice
      ? zatcaQrCode({
          sellerName: seller.businessName,
          vatNumber: seller.vatNumber ?? '',
          timestamp: invoice.issuedAt,
          total: invoice.total,
          vat: invoice.vat,
        })
      : null,
    orderId: invoice.orderId,
    orderNumber,
    paymentTerms: invoice.paymentTerms,
    upfrontAmount: invoice.upfrontAmount,
    paidAmount,
    dueInstallment: dueInstallmentOf({ ...invoice, paidAmount }),
    deliveryDate: invoice.deliveryDate,
    notes: invoice.notes,
    terms: invoice.terms,
    rejectionReason: invoice.rejectionReason,
    acceptedAt: invoice.acceptedAt?.toISOString() ?? null,
    rejectedAt: invoice.rejectedAt?.toISOString() ?? null,
    issuedBy: personOf(invoice.issuedByMemberId),
    payments: payments.map((payment) => ({
      installment: payment.installment,
      amount: payment.amount,
      paidAt: payment.settledAt.toISOString(),
      paidBy: personOf(payment.paidByMemberId),
    })),
  };
}

const toParty = (
  party: Omit<Party, 'nationalAddress'> & { nationalAddress?: Party['nationalAddress'] | null },
): Party => ({
  userId: party.userId,
  businessName: party.businessName,
  registrationNumber: party.registrationNumber,
  vatNumber: party.vatNumber,
  city: party.city,
  // Issue 24: kept as issued, for the e-invoice (ZATCA's standard invoices name both addresses).
  ...(party.nationalAddress ? { nationalAddress: party.nationalAddress } : {}),
});

export function createInvoicesService({
  repository,
  users,
  orders,
  catalog,
  chats,
  events,
  clock,
}: {
  repository: InvoicesRepository;
  users: Pick<UsersService, 'findInvoiceParties' | 'findBusinessProfiles' | 'memberRefs'>;
  /** The orders an invoice is issued for and numbers; who a supplier has sold to (decision 013). */
  orders: Pick<OrdersService, 'findOrdersWithItems' | 'findOrderNumbers' | 'hasSoldTo' | 'findCustomerIds'>;
  /** A supplier's invoice is for its own published listings. */
  catalog: Pick<CatalogService, 'findOwnPublishedKinds'>;
  /** Who a supplier deals with, and the invoice posted in their chat in the transaction that issues it. */
  chats: Pick<ChatsService, 'findThreadIdWith' | 'findCounterpartIds' | 'postInvoice'>;
  /** InvoiceIssued, InvoiceAccepted and InvoiceRejected, in the transaction of the change. */
  events: DomainEventPublisher;
  clock: Clock;
}) {
  /** The invoices as the API shows them, with the installments received so far. */
  async function toInvoices(rows: readonly InvoiceRow[]): Promise<Invoice[]> {
    const orderIds = rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
    const [payments, orderNumbers, creditNotes, originals, people] = await Promise.all([
      repository.findPaidInstallments(rows.map((row) => row.id)),
      orderIds.length > 0 ? orders.findOrderNumbers(orderIds) : new Map<string, string>(),
      repository.findCreditNotes(rows.filter((row) => row.documentType === 'INVOICE').map((row) => row.id)),
      repository.findReferences(
        rows.flatMap((row) => (row.originalInvoiceId ? [row.originalInvoiceId] : [])),
      ),
      users.memberRefs(rows.map((row) => row.issuedByMemberId)),
    ]);
    // Payers are read once the payments are known: a second short look-up, only when any was paid.
    const payers = await users.memberRefs(payments.map((payment) => payment.paidByMemberId));
    const personOf = (memberId: string | null) =>
      memberId ? (people.get(memberId) ?? payers.get(memberId) ?? null) : null;
    const originalById = new Map(originals.map((original) => [original.id, original]));
    return rows.map((row) => {
      const original = row.originalInvoiceId ? originalById.get(row.originalInvoiceId) : undefined;
      return toInvoice(
        row,
        (row.orderId && orderNumbers.get(row.orderId)) ?? null,
        payments.filter((payment) => payment.invoiceId === row.id),
        {
          // The foreign key keeps a credit note's original.
          originalInvoice: original
            ? { id: original.id, number: invoiceNumberOf(original.counter, original.documentType) }
            : null,
          creditNotes: creditNotes
            .filter((note) => note.originalInvoiceId === row.id)
            .map((note) => ({
              id: note.id,
              number: invoiceNumberOf(note.counter, 'CREDIT_NOTE'),
              total: note.total,
            })),
        },
        personOf,
      );
    });
  }

  async function listOf(party: InvoiceParty, query: InvoicesQuery): Promise<Page<Invoice>> {
    const rows = await repository.findPage(party, {
      status: query.status,
      kind: query.kind,
      documentType: query.documentType,
      from: query.from ? riyadhDayStart(query.from) : undefined,
      until: query.to ? new Date(riyadhDayStart(query.to).getTime() + dayMs) : undefined,
      before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await toInvoices(page.map((row) => row.invoice)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeTimeIdCursor({ time: last.issuedAtKey, id: last.invoice.id })
          : null,
    };
  }

  async function getOf(party: InvoiceParty, id: string): Promise<Invoice> {
    const row = await repository.findOfParty(party, id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await toInvoices([row]))[0]!;
  }

  async function partiesById(userIds: readonly string[], tx?: DbExecutor): Promise<Map<string, Party>> {
    const parties = await users.findInvoiceParties(userIds, tx);
    return new Map(parties.map((party) => [party.userId, toParty(party)]));
  }

  /**
   * Issues an invoice in the caller's transaction: the supplier's next counter (gap-free, decision
   * 012), a UUID, the previous invoice's hash and its own hash over the whole content, then InvoiceIssued
   * (the buyer's NEW_INVOICE, but for plan invoices). Every kind of invoice is issued here, so numbering
   * and the chain are one code path.
   * Undefined (and nothing raised) when the supplier's form already issued one with this key: the
   * caller rolls back, which gives the counter back.
   */
  async function issue(
    tx: DbExecutor,
    draft: InvoiceDraft,
    /** Issue 26: the seller's member who issues it; kept beside the content, outside its hash. */
    issuedByMemberId: string | null = null,
  ): Promise<InvoiceRow | undefined> {
    const { counter, previousHash } = await repository.takeNextCounter(
      tx,
      draft.supplierId,
      firstPreviousHash,
    );
    const issuedAt = clock.now();
    const { idempotencyKey, ...content } = { ...draft, uuid: randomUUID(), counter, previousHash, issuedAt };
    const hash = sha256Base64(canonicalJson({ ...content, issuedAt: issuedAt.toISOString() }));
    const row = await repository.insert(tx, { ...content, idempotencyKey, hash, issuedByMemberId });
    if (!row) return undefined;
    await events.publish(tx, 'InvoiceIssued', {
      invoiceId: row.id,
      invoiceNumber: invoiceNumberOf(counter, row.documentType),
      kind: draft.kind,
      documentType: row.documentType,
      originalInvoiceId: row.originalInvoiceId,
      seller: { userId: draft.seller.userId, businessName: draft.seller.businessName },
      buyerId: draft.buyerId,
      total: row.total,
    });
    return row;
  }

  /**
   * Issue 24: a credit note of the invoice `invoiceId`, through `issue` (same counter and chain), in the
   * caller's transaction. The original is locked first, so credit notes of one invoice are issued one at
   * a time and none credits more than is left (CREDIT_ABOVE_REMAINING). `amount` 'REMAINING' credits
   * whatever is left, and nothing when nothing is; a reason other than REFUND credits an invoice once:
   * the note already issued for it is answered again (an event delivered twice issues one note).
   * Answers the credit note's id, or undefined when nothing was left to credit.
   */
  async function issueCreditNote(
    tx: DbExecutor,
    invoiceId: string,
    credit: { amount: number | 'REMAINING'; reason: CreditReason; note: string | null },
  ): Promise<string | undefined> {
    const locked = await repository.lockForCredit(tx, invoiceId, credit.reason);
    if (!locked) throw new AppError('NOT_FOUND');
    const { invoice, credited, earlierId } = locked;
    if (invoice.documentType !== 'INVOICE') throw new AppError('CREDIT_OF_CREDIT_NOTE');
    if (credit.reason !== 'REFUND' && earlierId) return earlierId;
    const remaining = invoice.total - credited;
    const amount = credit.amount === 'REMAINING' ? remaining : credit.amount;
    if (credit.amount === 'REMAINING' && amount <= 0) return undefined;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      throw new AppError('CREDIT_ABOVE_REMAINING');
    }
    const row = await issue(
      tx,
      creditNoteDraft(invoice, {
        amount,
        reason: credit.reason,
        note: credit.note,
      }),
    );
    // Only an idempotency key already used skips an invoice, and a credit note has none.
    if (!row) throw new Error(`the credit note of ${invoiceId} was not issued`);
    return row.id;
  }

  /** Decision 013: a supplier invoices a business it has a chat with or has sold to. */
  async function isCustomer(supplierId: string, buyerId: string): Promise<boolean> {
    const [threadId, hasOrder] = await Promise.all([
      chats.findThreadIdWith(supplierId, buyerId),
      orders.hasSoldTo(supplierId, buyerId),
    ]);
    return threadId !== undefined || hasOrder;
  }

  /**
   * The buyer answers its pending invoice: one conditional update, so of two racing answers one wins
   * and the other is INVOICE_TRANSITION_NOT_ALLOWED; the answer is published in the same transaction
   * (notifications tell the supplier).
   */
  async function answer(
    buyerId: string,
    id: string,
    changes: { status: 'ACCEPTED' } | { status: 'REJECTED'; rejectionReason: string | null },
  ): Promise<Invoice> {
    // Another business's invoice is NOT_FOUND, whatever its state.
    await getOf({ buyerId }, id);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const row = await repository.updateFromPending(
        tx,
        buyerId,
        id,
        changes.status === 'ACCEPTED' ? { ...changes, acceptedAt: now } : { ...changes, rejectedAt: now },
      );
      if (!row) throw new AppError('INVOICE_TRANSITION_NOT_ALLOWED');
      // Issue 24: the rejected invoice was issued (numbered, and for ZATCA a tax invoice once issued
      // stays): it is cancelled by a credit note of its whole amount, in the same transaction.
      if (changes.status === 'REJECTED') {
        await issueCreditNote(tx, row.id, {
          amount: 'REMAINING',
          reason: 'INVOICE_REJECTED',
          note: changes.rejectionReason,
        });
      }
      const buyer = row.buyer as Party;
      await events.publish(tx, changes.status === 'ACCEPTED' ? 'InvoiceAccepted' : 'InvoiceRejected', {
        invoiceId: row.id,
        invoiceNumber: invoiceNumberOf(row.counter, row.documentType),
        supplierId: row.supplierId,
        buyer: { userId: buyer.userId, businessName: buyer.businessName },
      });
    });
    return getOf({ buyerId }, id);
  }

  return {
    /** Issue 25: the tax invoice of an order, in the caller's transaction (a dispute's credit note credits it). */
    findInvoiceIdOfOrder: (tx: DbExecutor, orderId: string) => repository.findIdOfOrder(tx, orderId),

    /**
     * Issue 24: the supplier cancelled this order (OrderCancelled, delivered after commit): when it was
     * invoiced, a credit note of what is left to credit on its invoice, once however often the event
     * is delivered. An order never invoiced (cancelled before its payment settled) gets none.
     */
    async creditCancelledOrder(tx: DbExecutor, orderId: string): Promise<void> {
      const invoiceId = await repository.findIdOfOrder(tx, orderId);
      if (!invoiceId) return;
      await issueCreditNote(tx, invoiceId, { amount: 'REMAINING', reason: 'ORDER_CANCELLED', note: null });
    },

    /**
     * Issue 24, for refunds (issue 25's disputes): a credit note of `amount` halalas (VAT included) of
     * the invoice, in the caller's transaction, with `reason` as its note. Several refunds may credit
     * one invoice, together at most its total (CREDIT_ABOVE_REMAINING, checked under the invoice's lock);
     * a credit note cannot be credited (CREDIT_OF_CREDIT_NOTE). Answers the credit note's id.
     */
    async issueRefundCreditNote(
      tx: DbExecutor,
      refund: { invoiceId: string; amount: number; reason: string },
    ): Promise<string> {
      const id = await issueCreditNote(tx, refund.invoiceId, {
        amount: refund.amount,
        reason: 'REFUND',
        note: refund.reason.trim() || null,
      });
      // A fixed amount is issued or refused, never skipped.
      return id!;
    },

    /**
     * The tax invoice of each of these paid orders, once their OrderPlaced is delivered (decision 021):
     * the supplier is the seller, the lines are the order's items and its delivery fee, the totals are
     * the order's, FULL and paid. An order that already has its invoice is skipped before a counter is
     * taken, so an event delivered again neither duplicates an invoice nor leaves a gap
     * (`invoices_order_unique` is the backstop).
     */
    async issueForOrders(tx: DbExecutor, orderIds: readonly string[]): Promise<void> {
      const invoiced = await repository.findInvoicedOrderIds(tx, orderIds);
      const toIssue = (await orders.findOrdersWithItems(orderIds, tx))
        .filter(({ order }) => !invoiced.has(order.id))
        // Supplier id order: the counter rows are then locked in the order parallel settlements use.
        .sort(
          (a, b) => compareIds(a.order.supplierId, b.order.supplierId) || compareIds(a.order.id, b.order.id),
        );
      if (toIssue.length === 0) return;
      const partyById = await partiesById(
        toIssue.flatMap(({ order }) => [order.buyerId, order.supplierId]),
        tx,
      );
      for (const { order, items } of toIssue) {
        // The foreign keys of orders guarantee both businesses exist.
        const supplier = partyById.get(order.supplierId)!;
        await issue(tx, orderInvoiceDraft({ order, items }, supplier, partyById.get(order.buyerId)!));
      }
    },

    /**
     * Decision 014: the invoice of an accepted tender offer, in the transaction that awards the tender.
     * The offering supplier invoices the tender's creator for the offered amount plus VAT (one line named
     * after the tender, the offer's technical details), already ACCEPTED — accepting the offer was the
     * buyer's answer — and payable in full; delivery on the offer's completion date.
     * Answers the invoice's id, which tenders records on the offer (`tender_offers_invoice_unique`).
     */
    async issueForAcceptedOffer(
      tx: DbExecutor,
      offer: {
        supplierId: string;
        buyerId: string;
        tenderName: string;
        technicalDetails: string;
        /** Halalas before VAT. */
        amount: number;
        completionDate: string;
        acceptedAt: Date;
      },
    ): Promise<string> {
      const partyById = await partiesById([offer.supplierId, offer.buyerId], tx);
      // The offer's and the tender's foreign keys guarantee both businesses exist.
      const row = await issue(
        tx,
        offerInvoiceDraft(offer, partyById.get(offer.supplierId)!, partyById.get(offer.buyerId)!),
      );
      // Only an idempotency key already used skips an invoice, and this one has none.
      if (!row) throw new Error(`the invoice of ${offer.tenderName} was not issued`);
      return row.id;
    },

    /**
     * Decision 015: the invoice of each member of a group purchase that just completed, in the
     * transaction that completes it. The supplier invoices each member for its quantity at the group
     * price plus the supplier's delivery fee (VAT per line), already ACCEPTED — joining was the member's
     * agreement — and payable in full. Answers each member's invoice id, which group purchases records on
     * the member (`group_purchase_members_invoice_unique`).
     */
    async issueForGroupPurchase(
      tx: DbExecutor,
      group: {
        supplierId: string;
        productId: string;
        productName: ListingNames;
        /** Halalas per unit and per member's delivery, before VAT. */
        unitPrice: number;
        deliveryFee: number;
        members: ReadonlyArray<{ buyerId: string; quantity: number }>;
        completedAt: Date;
      },
    ): Promise<Map<string, string>> {
      const partyById = await partiesById([group.supplierId, ...group.members.map((m) => m.buyerId)], tx);
      // The group's and its members' foreign keys guarantee every business exists.
      const seller = partyById.get(group.supplierId)!;
      const invoiceIds = new Map<string, string>();
      for (const member of group.members) {
        const row = await issue(
          tx,
          groupMemberInvoiceDraft(group, member, seller, partyById.get(member.buyerId)!),
        );
        // Only an idempotency key already used skips an invoice, and these have none.
        if (!row) throw new Error(`the group invoice of ${member.buyerId} was not issued`);
        invoiceIds.set(member.buyerId, row.id);
      }
      return invoiceIds;
    },

    /**
     * Decision 016: the platform's tax invoice to a supplier for the months of Premium it just paid, in
     * the transaction that records the payment: the platform is the seller (saudi.md: the platform sells
     * only its own plan fees), FULL and already paid. Answers its id.
     */
    async issueForPlan(
      tx: DbExecutor,
      fee: {
        platformId: string;
        supplierId: string;
        months: number;
        /** Halalas per month, before VAT. */
        monthlyPrice: number;
        periodStart: Date;
        periodEnd: Date;
      },
    ): Promise<string> {
      const partyById = await partiesById([fee.platformId, fee.supplierId], tx);
      const row = await issue(
        tx,
        planInvoiceDraft(fee, partyById.get(fee.platformId)!, partyById.get(fee.supplierId)!),
      );
      if (!row) throw new Error(`the plan invoice of ${fee.supplierId} was not issued`);
      return row.id;
    },

    /**
     * Issue 24: an invoice as issued, for its e-invoice (e-invoicing reads it; invoices knows nothing of
     * e-invoicing). In the caller's transaction; without its payments and order number, which the
     * document does not carry.
     */
    async findForEInvoice(tx: DbExecutor, id: string): Promise<Invoice | undefined> {
      const row = await repository.findById(tx, id);
      if (!row) return undefined;
      // A credit note's document quotes its original's number (ZATCA's billing reference).
      const original = row.originalInvoiceId
        ? await repository.findById(tx, row.originalInvoiceId)
        : undefined;
      return toInvoice(
        row,
        null,
        [],
        {
          originalInvoice: original
            ? { id: original.id, number: invoiceNumberOf(original.counter, original.documentType) }
            : null,
          creditNotes: [],
        },
        // The document names no person.
        () => null,
      );
    },

    /** The statuses of these invoices, by id: for modules that keep the invoices they had issued. */
    async findStatuses(ids: readonly string[]): Promise<Map<string, InvoiceStatus>> {
      return new Map((await repository.findReferences(ids)).map((row) => [row.id, row.status]));
    },

    /**
     * Forecasting (issue 10): units of the supplier's listing on its paid PRODUCT and GROUP_PURCHASE
     * invoices, per week from `from` (week 0) by issue time, for `weeks` weeks; weeks without any are
     * absent. ORDER invoices are not counted: the orders module counts their orders.
     */
    sumListingUnitsPaidByWeek: (
      supplierId: string,
      listingId: string,
      window: { from: Date; weeks: number },
    ) => repository.sumListingUnitsByWeek(supplierId, listingId, window),

    /**
     * Analytics (issue 10): the supplier's sales paid through its own invoices, per Riyadh month of each
     * payment. ORDER invoices are left out (their orders are counted as orders) and so are SUBSCRIPTION
     * ones (the platform's fee, not a sale of the supplier's).
     */
    sumSupplierInvoicePaymentsByMonth: (supplierId: string, range: { from: Date; until: Date }) =>
      repository.sumPaidNetByMonth(supplierId, supplierSaleInvoiceKinds, range),

    /**
     * Decision 013: a supplier invoices a business it deals with for a negotiated deal, from its own
     * published listings, PENDING until the buyer answers. The form's key makes a repeated submit
     * answer the invoice already issued (`isNew` false) without taking a second number. With `chatId`,
     * the invoice is also posted in that chat, in the same transaction.
     */
    async createSupplierInvoice(
      supplierId: string,
      body: CreateInvoiceInput,
      /** Issue 26: the supplier's member who issues it. */
      issuedByMemberId: string | null = null,
    ): Promise<{ invoice: Invoice; isNew: boolean }> {
      const issued = () => repository.findIdBySupplierKey(supplierId, body.idempotencyKey);
      const earlier = await issued();
      if (earlier) return { invoice: await getOf({ supplierId }, earlier), isNew: false };

      if (body.buyerId === supplierId) throw new AppError('INVOICE_TO_SELF', { field: 'buyerId' });
      if (riyadhDayStart(body.deliveryDate) < riyadhPeriodStart('TODAY', clock.now())) {
        throw new AppError('DELIVERY_DATE_PAST', { field: 'deliveryDate' });
      }
      if (!(await isCustomer(supplierId, body.buyerId))) {
        throw new AppError('INVOICE_BUYER_UNKNOWN', { field: 'buyerId' });
      }
      const kinds = await catalog.findOwnPublishedKinds(
        supplierId,
        body.items.map((item) => item.listingId),
      );
      const unknown = body.items.findIndex((item) => !kinds.has(item.listingId));
      if (unknown >= 0) throw new AppError('LISTING_NOT_FOUND', { field: `items.${unknown}.listingId` });

      // The buyer has a chat or an order with the supplier, so both businesses exist.
      const partyById = await partiesById([supplierId, body.buyerId]);
      const draft = supplierInvoiceDraft(
        { supplierId, body, kinds },
        partyById.get(supplierId)!,
        partyById.get(body.buyerId)!,
      );
      // The schema has checked the upfront amount against the total with VAT; without VAT (decision 018)
      // it is checked again on the real total.
      if (body.upfrontAmount !== null && body.upfrontAmount > maxUpfrontOf(draft.total)) {
        throw new AppError('UPFRONT_ABOVE_LIMIT', { field: 'upfrontAmount' });
      }
      try {
        const id = await repository.transaction(async (tx) => {
          const row = await issue(tx, draft, issuedByMemberId);
          if (!row) throw new AlreadyIssued();
          if (body.chatId) {
            await chats.postInvoice(tx, {
              threadId: body.chatId,
              supplierId,
              buyerId: body.buyerId,
              invoice: { id: row.id, number: invoiceNumberOf(row.counter) },
              sentByMemberId: issuedByMemberId,
            });
          }
          return row.id;
        });
        return { invoice: await getOf({ supplierId }, id), isNew: true };
      } catch (error) {
        const winner = error instanceof AlreadyIssued ? await issued() : undefined;
        if (!winner) throw error;
        return { invoice: await getOf({ supplierId }, winner), isNew: false };
      }
    },

    /** The buyer accepts its pending invoice; then it can pay it (decision 013). */
    acceptInvoice: (buyerId: string, id: string) => answer(buyerId, id, { status: 'ACCEPTED' }),

    /** The buyer rejects its pending invoice, optionally saying why; the invoice keeps its number. */
    rejectInvoice: (buyerId: string, id: string, reason: string) =>
      answer(buyerId, id, { status: 'REJECTED', rejectionReason: reason.trim() || null }),

    /**
     * Businesses the supplier can invoice: those it has a chat with (on either side) or has sold to, not
     * itself; `q` keeps those whose business or person name contains it (any case). By business name.
     */
    async listCustomers(
      supplierId: string,
      { q, limit }: { q?: string; limit: number },
    ): Promise<InvoiceCustomer[]> {
      const [chatted, soldTo] = await Promise.all([
        chats.findCounterpartIds(supplierId),
        orders.findCustomerIds(supplierId),
      ]);
      const ids = [...new Set([...chatted, ...soldTo])].filter((id) => id !== supplierId);
      const needle = q?.toLocaleLowerCase() ?? '';
      const contains = (text: string) => text.toLocaleLowerCase().includes(needle);
      return (await users.findBusinessProfiles(ids))
        .filter((profile) => contains(profile.businessName) || contains(profile.name))
        .sort(
          (a, b) =>
            businessNameOrder.compare(a.businessName, b.businessName) ||
            (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
        )
        .slice(0, limit)
        .map((profile) => ({
          userId: profile.userId,
          businessName: profile.businessName,
          name: profile.name,
          city: profile.city,
        }));
    },

    /** Invoices posted in chats, as the chats module shows them: the number and the two businesses. */
    async findChatReferences(ids: readonly string[]) {
      return (await repository.findReferences(ids)).map((row) => ({
        id: row.id,
        number: invoiceNumberOf(row.counter, row.documentType),
        supplierId: row.supplierId,
        buyerId: row.buyerId,
      }));
    },

    /** Newest first, filtered by status, kind and Riyadh days. */
    listBuyerInvoices: (buyerId: string, query: InvoicesQuery) => listOf({ buyerId }, query),
    listSupplierInvoices: (supplierId: string, query: InvoicesQuery) => listOf({ supplierId }, query),
    /** Another business's invoice is NOT_FOUND. */
    getBuyerInvoice: (buyerId: string, id: string) => getOf({ buyerId }, id),
    getSupplierInvoice: (supplierId: string, id: string) => getOf({ supplierId }, id),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
