import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs, supplierWithFee } from '../../test/checkout.js';
import { pngImage } from '../../test/uploads.js';

/**
 * Found by the security tests (issue 11): each member of a completed group gets an invoice, whose amounts
 * are PostgreSQL integers; a member's share above an invoice's most made the completing join fail with a
 * 500 every time, so such a group could never complete.
 */
describe('joining a group purchase for more than one invoice may carry', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is refused with INVOICE_TOTAL_TOO_LARGE, and shares within it still complete the group', async () => {
    const supplier = await supplierWithFee(app(), testApp.database.pool, 0);
    const tree = await app().services.categories.listCategoryTree('en');
    const { catalog } = app().services;
    // A group price of SAR 8,000,000 a unit: two units with VAT are past SAR 10,000,000, one is not.
    const product = await catalog.createProduct(supplier.user.id, {
      nameEn: 'Turbine',
      descriptionEn: '',
      categoryId: tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id,
      price: 1_000_000_000,
      caseQuantity: 1,
      minOrderQuantity: 1,
      maxOrderQuantity: null,
      stock: 100,
      isGroupPurchaseEnabled: true,
      groupMinQuantity: 5,
      groupDeadlineDays: 7,
      groupPrice: 800_000_000,
    });
    await catalog.addImage(supplier.user.id, 'PRODUCT', product.id, await pngImage(8, 8));
    await catalog.publish(supplier.user.id, 'PRODUCT', product.id);
    const join = async (quantity: number) =>
      callAs(app(), 'POST', '/api/group-purchases', (await verifiedAccount(app())).cookie, {
        productId: product.id,
        quantity,
      });

    const tooMuch = await join(2);
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: 'INVOICE_TOTAL_TOO_LARGE',
      details: { field: 'quantity' },
    });

    const answers = [];
    for (let member = 0; member < 5; member += 1) answers.push(await join(1));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.at(-1)!.json()).toMatchObject({ status: 'COMPLETED', memberCount: 5 });
  });
});
