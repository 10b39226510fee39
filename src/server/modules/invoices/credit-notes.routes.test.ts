import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';

/** An invoice as it travels (decision 019): each amount in riyals and, exactly, as `…Halalas`. */
type Invoice = z.input<typeof InvoiceSchema>;

/**
 * Issue 24: credit notes of a cancelled order, of a rejected supplier invoice and of refunds, through the
 * HTTP API on a real database; refunds through the service function issue 25's disputes call.
 */
describe('credit notes', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const get = async <T>(cookie: string, url: string) => {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const creditNotesOf = async (invoiceId: string) =>
    query('SELECT id, credit_reason, total FROM invoices WHERE original_invoice_id = $1', [invoiceId]);

  /** A VAT-registered supplier's paid order of 10 × 100 SAR plus a 25 SAR fee, and its invoice. */
  async function invoicedOrder() {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    const buyer = await verifiedAccount(app());
    const product = await productOf(app(), supplier.user.id, { price: 10_000, stock: 100 });
    await addToCart(app(), buyer.cookie, product, 10);
    const response = await checkout(app(), buyer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    const orderId = order!.id as string;
    const [invoice] = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices');
    expect(invoice!.orderId).toBe(orderId);
    return { supplier, buyer, orderId, invoice: invoice! };
  }

  const cancelOrder = (cookie: string, orderId: string) =>
    callAs(app(), 'PATCH', `/api/suppliers/me/orders/${orderId}/status`, cookie, { action: 'CANCEL' });

  /** A refund through the service, in its own transaction as a dispute's resolution would call it. */
  const refund = (invoiceId: string, amount: number, reason = 'Damaged on arrival') =>
    testApp.database.db.transaction((tx) =>
      app().services.invoices.issueRefundCreditNote(tx, { invoiceId, amount, reason }),
    );

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('credits a cancelled paid order in full, seen by the buyer and the supplier, chained after its invoice', async () => {
    const { supplier, buyer, orderId, invoice } = await invoicedOrder();

    const cancelled = await cancelOrder(supplier.cookie, orderId);

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?documentType=CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note).toMatchObject({
      documentType: 'CREDIT_NOTE',
      // The same counter as the invoice: the supplier's next number, prefixed CN.
      counter: invoice.counter + 1,
      number: `CN-${String(invoice.counter + 1).padStart(6, '0')}`,
      originalInvoice: { id: invoice.id, number: invoice.number },
      creditReason: 'ORDER_CANCELLED',
      creditNote: null,
      kind: 'ORDER',
      orderId,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines: invoice.lines,
      subtotalHalalas: invoice.subtotalHalalas,
      vatHalalas: invoice.vatHalalas,
      totalHalalas: invoice.totalHalalas,
      isTaxInvoice: true,
      // Nothing to pay on a credit note, and nothing credited on it.
      dueInstallment: null,
      paidAmountHalalas: 0,
      creditNotes: [],
      creditedAmountHalalas: 0,
    });
    expect(note.totalHalalas).toBe(11_500 * 10 + 2_875);
    // The chain: the note's previous hash is the invoice's own.
    const [original] = await query('SELECT hash FROM invoices WHERE id = $1', [invoice.id]);
    expect(note.previousHash).toBe(original!.hash);

    // The supplier sees the same note; the invoice names its note and what it credits.
    expect(await get<Invoice>(supplier.cookie, `/api/suppliers/me/invoices/${note.id}`)).toEqual(note);
    const credited = await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice.id}`);
    expect(credited).toMatchObject({
      documentType: 'INVOICE',
      originalInvoice: null,
      creditReason: null,
      creditNotes: [{ id: note.id, number: note.number, total: note.total, totalHalalas: note.totalHalalas }],
      creditedAmountHalalas: invoice.totalHalalas,
    });
    // Both lists show both documents; the filter keeps one kind.
    const supplierList = await get<Invoice[]>(supplier.cookie, '/api/suppliers/me/invoices');
    expect(supplierList.map((i) => i.id)).toEqual([note.id, invoice.id]);
    const invoicesOnly = await get<Invoice[]>(buyer.cookie, '/api/buyers/me/invoices?documentType=INVOICE');
    expect(invoicesOnly.map((i) => i.id)).toEqual([invoice.id]);

    // InvoiceIssued says it is a credit note, for the e-invoicing module.
    const [issued] = await query(
      `SELECT payload FROM domain_events WHERE type = 'InvoiceIssued' AND payload ->> 'invoiceId' = $1`,
      [note.id],
    );
    expect(issued!.payload).toMatchObject({
      documentType: 'CREDIT_NOTE',
      originalInvoiceId: invoice.id,
      invoiceNumber: note.number,
      total: note.totalHalalas,
    });
  });

  it('issues one credit note when OrderCancelled is delivered twice', async () => {
    const { supplier, orderId, invoice } = await invoicedOrder();
    expect((await cancelOrder(supplier.cookie, orderId)).statusCode).toBe(200);
    const [event] = await query(
      `SELECT payload FROM domain_events WHERE type = 'OrderCancelled' AND payload ->> 'orderId' = $1`,
      [orderId],
    );

    // The same fact delivered again (a second copy of the event, as a redelivery would bring it).
    await query(
      `INSERT INTO domain_events (type, payload, occurred_at) VALUES ('OrderCancelled', $1, now())`,
      [event!.payload],
    );
    await app().services.events.deliverDue();

    expect(await query(`SELECT count(*)::int AS n FROM domain_events WHERE delivered_at IS NULL`)).toEqual([
      { n: 0 },
    ]);
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);
    const [counter] = await query('SELECT last_counter FROM invoice_counters WHERE supplier_id = $1', [
      supplier.user.id,
    ]);
    // No number taken by the second delivery.
    expect(counter!.last_counter).toBe(invoice.counter + 1);
  });

  it('cancels a rejected supplier invoice with a credit note of its whole amount, in the same answer', async () => {
    const { supplier, buyer, invoice: orderInvoice } = await invoicedOrder();
    const listingId = orderInvoice.lines[0]!.listingId!;
    const created = await callAs(app(), 'POST', '/api/suppliers/me/invoices', supplier.cookie, {
      idempotencyKey: randomUUID(),
      buyerId: buyer.user.id,
      items: [{ listingId, name: 'Gloves, agreed price', quantity: 3, unitPriceHalalas: 9_000 }],
      deliveryDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      paymentTerms: 'FULL',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json<Invoice>();

    const rejected = await callAs(
      app(),
      'POST',
      `/api/buyers/me/invoices/${pending.id}/reject`,
      buyer.cookie,
      { reason: 'Wrong quantity' },
    );

    expect(rejected.statusCode, rejected.body).toBe(200);
    const answered = rejected.json<Invoice>();
    expect(answered.status).toBe('REJECTED');
    expect(answered.creditNotes).toHaveLength(1);
    expect(answered.creditedAmountHalalas).toBe(pending.totalHalalas);
    const note = await get<Invoice>(
      supplier.cookie,
      `/api/suppliers/me/invoices/${answered.creditNotes[0]!.id}`,
    );
    expect(note).toMatchObject({
      documentType: 'CREDIT_NOTE',
      kind: 'PRODUCT',
      creditReason: 'INVOICE_REJECTED',
      creditNote: 'Wrong quantity',
      originalInvoice: { id: pending.id, number: pending.number },
      totalHalalas: pending.totalHalalas,
      lines: pending.lines,
      dueInstallment: null,
    });
    // A credit note cannot be paid.
    const paid = await callAs(app(), 'POST', `/api/buyers/me/invoices/${note.id}/payments`, buyer.cookie, {
      idempotencyKey: randomUUID(),
      installment: 'FULL',
    });
    expect(paid.statusCode).toBe(409);
  });

  it('credits part of an invoice on a refund, and refuses to credit more than is left', async () => {
    const { buyer, invoice } = await invoicedOrder();

    const noteId = await refund(invoice.id, 2_875);

    const note = await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${noteId}`);
    expect(note).toMatchObject({
      documentType: 'CREDIT_NOTE',
      creditReason: 'REFUND',
      creditNote: 'Damaged on arrival',
      originalInvoice: { id: invoice.id, number: invoice.number },
      // 28.75 SAR with VAT: 25.00 net and 3.75 VAT, one line.
      subtotalHalalas: 2_500,
      vatHalalas: 375,
      totalHalalas: 2_875,
    });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      description: 'مبلغ دائن / Amount credited',
      details: 'Damaged on arrival',
      quantity: 1,
      netHalalas: 2_500,
      vatHalalas: 375,
      totalHalalas: 2_875,
    });
    const left = invoice.totalHalalas - 2_875;

    // More than is left is refused and issues nothing.
    await expect(refund(invoice.id, left + 1)).rejects.toMatchObject({ code: 'CREDIT_ABOVE_REMAINING' });
    await expect(refund(invoice.id, 0)).rejects.toBeInstanceOf(AppError);
    // A credit note is not credited.
    await expect(refund(noteId, 100)).rejects.toMatchObject({ code: 'CREDIT_OF_CREDIT_NOTE' });
    expect(await creditNotesOf(invoice.id)).toHaveLength(1);

    // What is left can still be refunded; the invoice then shows it credited in full.
    await refund(invoice.id, left);
    const credited = await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${invoice.id}`);
    expect(credited.creditNotes).toHaveLength(2);
    expect(credited.creditedAmountHalalas).toBe(invoice.totalHalalas);
  });

  it('lets only one of two concurrent refunds credit what only one of them fits in', async () => {
    const { supplier, invoice } = await invoicedOrder();
    const sixtyPercent = Math.floor(invoice.totalHalalas * 0.6);

    const outcomes = await Promise.allSettled([
      refund(invoice.id, sixtyPercent),
      refund(invoice.id, sixtyPercent),
    ]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(failure.reason).toMatchObject({ code: 'CREDIT_ABOVE_REMAINING' });
    expect(await creditNotesOf(invoice.id)).toEqual([
      expect.objectContaining({ credit_reason: 'REFUND', total: sixtyPercent }),
    ]);
    // The refused one gave its number back: no gap.
    const [counter] = await query('SELECT last_counter FROM invoice_counters WHERE supplier_id = $1', [
      supplier.user.id,
    ]);
    expect(counter!.last_counter).toBe(invoice.counter + 1);

    // A cancellation after a partial refund credits only what is left.
    expect((await cancelOrder(supplier.cookie, invoice.orderId!)).statusCode).toBe(200);
    const notes = await creditNotesOf(invoice.id);
    expect(notes.reduce((sum, note) => sum + (note.total as number), 0)).toBe(invoice.totalHalalas);
  });
});
