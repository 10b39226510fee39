import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { App } from '../app.js';
import { fromOurSite, nextAddress, supplierAccount } from './accounts.js';
import { pngImage } from './uploads.js';

/** Sandbox test cards (sandbox-payments.ts): approved at once, 3-D Secure, declined. */
export const testCards = {
  approve: {
    holderName: 'Sara Al-Harbi',
    number: '4111 1111 1111 1111',
    expiry: '12/39',
    securityCode: '123',
  },
  challenge: {
    holderName: 'Sara Al-Harbi',
    number: '4000 0000 0000 3220',
    expiry: '12/39',
    securityCode: '123',
  },
  decline: {
    holderName: 'Sara Al-Harbi',
    number: '4000 0000 0000 0002',
    expiry: '12/39',
    securityCode: '123',
  },
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request as the holder of `cookie`, from a fresh address and from our own site. */
export const callAs = (app: App, method: Method, url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

/** A supplier with this flat delivery fee (halalas); VAT-registered unless `vatNumber` is null. */
export async function supplierWithFee(
  app: App,
  pool: Pick<pg.Pool, 'query'>,
  deliveryFee: number,
  registration: { vatNumber?: string | null } = {},
) {
  const supplier = await supplierAccount(app, registration);
  await pool.query('UPDATE suppliers SET delivery_fee = $2 WHERE user_id = $1', [
    supplier.user.id,
    deliveryFee,
  ]);
  return supplier;
}

/** The supplier's store settings with this VAT number (null: not VAT-registered, decision 018). */
export const setStoreVatNumber = (app: App, cookie: string, vatNumber: string | null) =>
  callAs(app, 'PUT', '/api/suppliers/me/store', cookie, {
    storeBioAr: '',
    storeBioEn: '',
    isStoreClosed: false,
    closingMessageAr: '',
    closingMessageEn: '',
    // A plain `deliveryFee` is riyals on the wire (decision 019): this is 25 SAR.
    deliveryFeeHalalas: 2_500,
    vatNumber,
  });

/** A published product: case 10, minimum 10, with this price (halalas, before VAT) and stock. */
export async function productOf(
  app: App,
  supplierId: string,
  terms: { price: number; stock: number; name?: string },
) {
  const tree = await app.services.categories.listCategoryTree('en');
  const categoryId = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!
    .subcategories[0]!.id;
  const { catalog } = app.services;
  const created = await catalog.createProduct(supplierId, {
    nameEn: terms.name ?? 'Nitrile Gloves Box of 100',
    descriptionEn: '',
    categoryId,
    price: terms.price,
    caseQuantity: 10,
    minOrderQuantity: 10,
    maxOrderQuantity: null,
    stock: terms.stock,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  });
  await catalog.addImage(supplierId, 'PRODUCT', created.id, await pngImage(64, 64));
  await catalog.publish(supplierId, 'PRODUCT', created.id);
  return created.id;
}

export async function addToCart(app: App, cookie: string, productId: string, quantity: number) {
  const response = await callAs(app, 'POST', '/api/buyers/me/cart/items', cookie, { productId, quantity });
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`adding to the cart failed: ${response.body}`);
  }
}

export const checkout = (app: App, cookie: string, body: object = {}) =>
  callAs(app, 'POST', '/api/checkout', cookie, {
    idempotencyKey: randomUUID(),
    card: testCards.approve,
    ...body,
  });

/** The `tap_id` of a checkout answer's redirect URL (the callback's, or the test 3-D Secure page's id). */
export function chargeIdOf(redirectUrl: string): string {
  const url = new URL(redirectUrl);
  return url.searchParams.get('tap_id') ?? url.pathname.split('/').at(-1)!;
}
