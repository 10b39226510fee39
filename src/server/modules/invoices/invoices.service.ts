import { createHash, randomUUID } from 'node:crypto';
import type { Invoice, InvoiceStatus, invoiceKinds } from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import { dayMs, riyadhDayStart } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../auth/auth.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { orderNumberOf } from '../orders/orders.service.js';
import type { UsersService } from '../users/users.service.js';
import { amountInWords } from './amount-in-words.js';
import type { InvoiceParty, InvoicesRepository, InvoiceWithOrder } from './invoices.repository.js';
import { zatcaQrCode } from './zatca-qr.js';

export interface InvoicesQuery {
  status?: InvoiceStatus;
  kind?: (typeof invoiceKinds)[number];
  /** Riyadh calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

type Party = Invoice['seller'];
type Line = Invoice['lines'][number];

/** ZATCA's previous-invoice hash for a seller's first invoice: the Base64 SHA-256 of "0". */
export const firstPreviousHash = sha256Base64('0');

/** What the delivery fee line says: invoices are read in both languages. */
export const deliveryLineDescription = 'رسوم التوصيل / Delivery fee';

function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** JSON with object keys sorted at every level, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What people read and quote: the supplier's counter padded to 6, e.g. `INV-000042`. */
export const invoiceNumberOf = (counter: number) => `INV-${String(counter).padStart(6, '0')}`;

function toInvoice({ invoice, order }: InvoiceWithOrder): Invoice {
  const seller = invoice.seller as Party;
  return {
    id: invoice.id,
    uuid: invoice.uuid,
    counter: invoice.counter,
    previousHash: invoice.previousHash,
    number: invoiceNumberOf(invoice.counter),
    kind: invoice.kind,
    status: invoice.status,
    issuedAt: invoice.issuedAt.toISOString(),
    seller,
    buyer: invoice.buyer as Party,
    lines: invoice.lines as Line[],
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    total: invoice.total,
    totalInWords: amountInWords(invoice.total),
    // From the stored snapshot, so the code always matches the invoice as issued.
    qrCode: zatcaQrCode({
      sellerName: seller.businessName,
      vatNumber: seller.vatNumber ?? '',
      timestamp: invoice.issuedAt,
      total: invoice.total,
      vat: invoice.vat,
    }),
    orderId: invoice.orderId,
    orderNumber: order ? orderNumberOf(order) : null,
  };
}

export function createInvoicesService({
  repository,
  users,
  notifications,
  clock,
}: {
  repository: InvoicesRepository;
  users: Pick<UsersService, 'findInvoiceParties'>;
  /** NEW_INVOICE to the buyer, in the transaction that issues the invoice. */
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
}) {
  async function listOf(party: InvoiceParty, query: InvoicesQuery): Promise<Page<Invoice>> {
    const rows = await repository.findPage(party, {
      status: query.status,
      kind: query.kind,
      from: query.from ? riyadhDayStart(query.from) : undefined,
      until: query.to ? new Date(riyadhDayStart(query.to).getTime() + dayMs) : undefined,
      before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toInvoice),
      nextCursor:
        rows.length > query.limit && last
          ? encodeTimeIdCursor({ time: last.issuedAtKey, id: last.invoice.id })
          : null,
    };
  }

  async function getOf(party: InvoiceParty, id: string): Promise<Invoice> {
    const row = await repository.findOfParty(party, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toInvoice(row);
  }

  return {
    /**
     * The tax invoice of each of these paid orders, in the transaction that placed them (decision 011):
     * the supplier is the seller, the lines are the order's items and its delivery fee, the totals are
     * the order's. An order that already has its invoice is skipped before a counter is taken, so a
     * replayed settlement neither duplicates an invoice nor leaves a gap (`invoices_order_unique` is the
     * backstop).
     */
    async issueForOrders(tx: DbExecutor, orderIds: readonly string[]): Promise<void> {
      const invoiced = await repository.findInvoicedOrderIds(tx, orderIds);
      const toIssue = (await repository.findOrdersWithItems(tx, orderIds)).filter(
        ({ order }) => !invoiced.has(order.id),
      );
      if (toIssue.length === 0) return;
      const parties = await users.findInvoiceParties(
        toIssue.flatMap(({ order }) => [order.buyerId, order.supplierId]),
        tx,
      );
      const partyById = new Map<string, Party>(
        parties.map((party) => [
          party.userId,
          {
            userId: party.userId,
            businessName: party.businessName,
            registrationNumber: party.registrationNumber,
            vatNumber: party.vatNumber,
            city: party.city,
          },
        ]),
      );
      const issuedAt = clock.now();
      for (const { order, items } of toIssue) {
        // The foreign keys of orders guarantee both businesses exist.
        const seller = partyById.get(order.supplierId)!;
        const buyer = partyById.get(order.buyerId)!;
        const lines: Line[] = items.map((item) => ({
          description: item.name,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          net: item.total,
          vat: item.vat,
          total: item.total + item.vat,
        }));
        if (order.deliveryFee > 0) {
          // The order's VAT is its items' VAT plus the fee's: the fee's line takes the difference, so the
          // lines add up to the order exactly, whatever the rounding.
          const deliveryVat = order.vat - items.reduce((sum, item) => sum + item.vat, 0);
          lines.push({
            description: deliveryLineDescription,
            quantity: 1,
            unitPrice: order.deliveryFee,
            net: order.deliveryFee,
            vat: deliveryVat,
            total: order.deliveryFee + deliveryVat,
          });
        }
        const { counter, previousHash } = await repository.takeNextCounter(
          tx,
          order.supplierId,
          firstPreviousHash,
        );
        const content = {
          uuid: randomUUID(),
          supplierId: order.supplierId,
          buyerId: order.buyerId,
          counter,
          previousHash,
          kind: 'ORDER' as const,
          status: 'FULLY_PAID' as const,
          orderId: order.id,
          seller,
          buyer,
          lines,
          subtotal: order.productsTotal + order.deliveryFee,
          vat: order.vat,
          total: order.totalPrice,
          issuedAt,
        };
        const hash = sha256Base64(canonicalJson({ ...content, issuedAt: issuedAt.toISOString() }));
        const row = await repository.insert(tx, { ...content, hash });
        await repository.saveLastHash(tx, order.supplierId, hash);
        await notifications.notify(
          {
            recipientId: order.buyerId,
            type: 'NEW_INVOICE',
            sender: { userId: seller.userId, name: seller.businessName },
            related: { type: 'INVOICE', id: row.id },
            params: { invoiceNumber: invoiceNumberOf(counter), total: row.total },
          },
          tx,
        );
      }
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
