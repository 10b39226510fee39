import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCheckoutTotal } from '../../../contract/cart/cart.schemas.js';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, checkout, productOf, supplierWithFee } from '../../test/checkout.js';

/**
 * Found by the security tests (issue 11): payment and order amounts are PostgreSQL integers, and a cart
 * worth more than 2,147,483,647 halalas answered 500 at checkout.
 */
describe('checkout of a cart worth more than one payment may carry', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is refused with CART_TOTAL_TOO_LARGE before any stock is reserved or card charged', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    // 30 cases of 10 at SAR 10,000,000 each: SAR 3 billion with VAT, past any integer column.
    const productId = await productOf(app(), supplier.user.id, { price: 1_000_000_000, stock: 1_000 });
    const buyer = await verifiedAccount(app());
    await addToCart(app(), buyer.cookie, productId, 30);

    const response = await checkout(app(), buyer.cookie);

    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CART_TOTAL_TOO_LARGE',
      details: { maxTotal: maxCheckoutTotal },
    });
    const { rows } = await testApp.database.pool.query(
      'SELECT (SELECT stock FROM products WHERE id = $1) AS stock, (SELECT count(*)::int FROM payments) AS payments',
      [productId],
    );
    expect(rows[0]).toEqual({ stock: 1_000, payments: 0 });
  });
});
