import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chats/chats.schemas.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf, supplierWithFee } from '../../test/checkout.js';
import { memberOf } from '../../test/members.js';

type Person = { memberId: string; name: string } | null;

/** Issue 26: orders, invoices and chat messages say which member of a business did what. */
describe('who did what (issue 26)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const nameOf = async (memberId: string) =>
    (await query('SELECT name FROM members WHERE id = $1', [memberId]))[0]!.name as string;

  let supplier: Awaited<ReturnType<typeof supplierWithFee>>;
  let buyer: Awaited<ReturnType<typeof verifiedAccount>>;
  let requester: Awaited<ReturnType<typeof memberOf>>;
  let handler: Awaited<ReturnType<typeof memberOf>>;
  let gloves: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    supplier = await supplierWithFee(app(), testApp.database.pool, 2_500);
    buyer = await verifiedAccount(app());
    requester = await memberOf(app(), testApp.database, buyer, ['REQUESTER']);
    handler = await memberOf(app(), testApp.database, supplier, ['ORDER_HANDLER'], { side: 'SUPPLIER' });
    gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
  });
  afterAll(() => testApp.close());

  /** An order the requester placed: 20 gloves. */
  async function orderOfRequester(): Promise<string> {
    await addToCart(app(), requester.cookie, gloves, 20);
    const response = await checkout(app(), requester.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    return order!.id as string;
  }

  it('shows both businesses who placed an order and who shipped it', async () => {
    const id = await orderOfRequester();
    const placedBy = { memberId: requester.memberId, name: await nameOf(requester.memberId) };

    const asBuyer = await callAs(app(), 'GET', `/api/buyers/me/orders/${id}`, buyer.cookie);
    expect(asBuyer.json()).toMatchObject({ placedBy, shippedBy: null });

    await callAs(app(), 'PATCH', `/api/suppliers/me/orders/${id}/status`, handler.cookie, {
      action: 'PROCESS',
    });
    const shipped = await callAs(app(), 'PATCH', `/api/suppliers/me/orders/${id}/status`, handler.cookie, {
      action: 'SHIP',
    });
    const shippedBy = { memberId: handler.memberId, name: await nameOf(handler.memberId) };
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED', placedBy, shippedBy });
    // The owner of the supplier reads the same, and so does the buyer's list.
    const asSupplier = await callAs(app(), 'GET', `/api/suppliers/me/orders/${id}`, supplier.cookie);
    expect(asSupplier.json()).toMatchObject({ placedBy, shippedBy });
    const listed = await callAs(app(), 'GET', '/api/buyers/me/orders', buyer.cookie);
    const inList = listed.json<{ id: string; placedBy: Person }[]>().find((order) => order.id === id);
    expect(inList?.placedBy).toEqual(placedBy);
    expect(
      await query(
        'SELECT placed_by_member_id FROM payments WHERE id = (SELECT payment_id FROM orders WHERE id = $1)',
        [id],
      ),
    ).toEqual([{ placed_by_member_id: requester.memberId }]);
  });

  it('names the founding owner on what they placed, and no one on orders from before members', async () => {
    await addToCart(app(), buyer.cookie, gloves, 10);
    const response = await checkout(app(), buyer.cookie);
    const { paymentId } = response.json<{ paymentId: string }>();
    const [order] = await query('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
    const byOwner = await callAs(app(), 'GET', `/api/buyers/me/orders/${order!.id as string}`, buyer.cookie);
    // The founding owner's member id is the business's.
    expect(byOwner.json<{ placedBy: Person }>().placedBy?.memberId).toBe(buyer.user.id);
    // An order from before members has no placer: shown as the business.
    await query('UPDATE orders SET placed_by_member_id = NULL WHERE id = $1', [order!.id]);

    const answer = await callAs(app(), 'GET', `/api/buyers/me/orders/${order!.id as string}`, buyer.cookie);

    expect(answer.json()).toMatchObject({ placedBy: null, shippedBy: null });
  });

  it('shows who issued a supplier invoice, to the supplier and to its buyer', async () => {
    // The requester's order makes the buyer the supplier's customer.
    await orderOfRequester();
    const response = await callAs(app(), 'POST', '/api/suppliers/me/invoices', handler.cookie, {
      idempotencyKey: randomUUID(),
      buyerId: buyer.user.id,
      items: [{ listingId: gloves, name: 'Gloves, negotiated', quantity: 1, unitPriceHalalas: 100_000 }],
      deliveryDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      paymentTerms: 'FULL',
    });
    expect(response.statusCode, response.body).toBe(201);
    const issuedBy = { memberId: handler.memberId, name: await nameOf(handler.memberId) };
    expect(response.json()).toMatchObject({ issuedBy });

    const invoiceId = response.json<{ id: string }>().id;
    const asBuyer = await callAs(app(), 'GET', `/api/buyers/me/invoices/${invoiceId}`, buyer.cookie);
    expect(asBuyer.json()).toMatchObject({ issuedBy, payments: [] });
  });

  it('shows under each chat message the member who wrote it, on both sides', async () => {
    const opened = await callAs(app(), 'POST', '/api/chats', requester.cookie, {
      counterpartId: supplier.user.id,
      mySide: 'BUYER',
    });
    const threadId = opened.json<{ id: string }>().id;

    const sent = await callAs(app(), 'POST', `/api/chats/${threadId}/messages`, requester.cookie, {
      text: 'هل يتوفر مقاس كبير؟',
    });
    const answered = await callAs(app(), 'POST', `/api/chats/${threadId}/messages`, handler.cookie, {
      text: 'نعم، متوفر',
    });

    const requesterRef = { memberId: requester.memberId, name: await nameOf(requester.memberId) };
    const handlerRef = { memberId: handler.memberId, name: await nameOf(handler.memberId) };
    expect(sent.json<ChatMessage>().sentBy).toEqual(requesterRef);
    expect(answered.json<ChatMessage>().sentBy).toEqual(handlerRef);
    // The supplier's owner and the buyer's owner read the same names.
    for (const cookie of [supplier.cookie, buyer.cookie]) {
      const listed = await callAs(app(), 'GET', `/api/chats/${threadId}/messages`, cookie);
      const byText = new Map(listed.json<ChatMessage[]>().map((message) => [message.text, message.sentBy]));
      expect(byText.get('هل يتوفر مقاس كبير؟')).toEqual(requesterRef);
      expect(byText.get('نعم، متوفر')).toEqual(handlerRef);
    }
  });
});
