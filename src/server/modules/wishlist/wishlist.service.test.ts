import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { publishedProduct } from '../../test/listings.js';

describe('wishlist service', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps a saved item that becomes hidden, and lists it again when it is shown again', async () => {
    const supplier = await supplierAccount(testApp.app);
    const buyer = await verifiedAccount(testApp.app);
    const productId = await publishedProduct(testApp.app, supplier.user.id);
    const wishlist = testApp.app.services.wishlist;

    expect(await wishlist.toggleItem(buyer.user.id, productId)).toEqual({ message: 'ADDED', isAdded: true });
    await testApp.app.services.catalog.unpublish(supplier.user.id, 'PRODUCT', productId);
    expect(await wishlist.listItems(buyer.user.id)).toEqual([]);
    await testApp.app.services.catalog.publish(supplier.user.id, 'PRODUCT', productId);
    expect((await wishlist.listItems(buyer.user.id)).map((item) => item._id)).toEqual([productId]);
    expect(await wishlist.toggleItem(buyer.user.id, productId)).toEqual({
      message: 'REMOVED',
      isAdded: false,
    });
  });
});
