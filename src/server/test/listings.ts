import type { ProductFields, ServiceFields } from '../../contract/catalog/catalog.schemas.js';
import type { App } from '../app.js';
import type { ProductInput, ServiceInput } from '../modules/catalog/catalog.service.js';
import { pngImage } from './uploads.js';

/** A published product of `supplierId`, made through the listings service (image included). */
export async function publishedProduct(app: App, supplierId: string, name = 'Nitrile Gloves Box of 100') {
  const tree = await app.services.categories.listCategoryTree('en');
  const categoryId = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
  const product = await app.services.catalog.createProduct(supplierId, {
    // A name in Arabic letters is the Arabic name (decision 027).
    ...(/[\u0600-\u06FF]/.test(name) ? { nameAr: name } : { nameEn: name }),
    categoryId,
    price: 1800,
    caseQuantity: 10,
    minOrderQuantity: 10,
    maxOrderQuantity: null,
    stock: 100,
    isGroupPurchaseEnabled: false,
    groupMinQuantity: null,
    groupDeadlineDays: null,
    groupPrice: null,
  });
  await app.services.catalog.addImage(supplierId, 'PRODUCT', product.id, await pngImage(64, 64));
  await app.services.catalog.publish(supplierId, 'PRODUCT', product.id);
  return product.id;
}

/**
 * A product's and a service's fields in the first subcategory of a main category with several (the
 * second is there for tests that move a listing), for service tests to vary by `overrides`.
 */
export async function listingFieldsIn(app: App) {
  const tree = await app.services.categories.listCategoryTree('en');
  const productMain = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 1)!;
  const serviceMain = tree.find((c) => c.usedFor === 'SERVICE' && c.subcategories.length > 1)!;
  return {
    productMain,
    serviceMain,
    product: (overrides: Partial<ProductFields> = {}): ProductInput => ({
      nameEn: 'Nitrile gloves, box of 100',
      descriptionEn: '',
      categoryId: productMain.subcategories[0]!.id,
      price: 2_500,
      caseQuantity: 10,
      minOrderQuantity: 10,
      maxOrderQuantity: null,
      stock: 1_000,
      isGroupPurchaseEnabled: false,
      groupMinQuantity: null,
      groupDeadlineDays: null,
      groupPrice: null,
      ...overrides,
    }),
    service: (overrides: Partial<ServiceFields> = {}): ServiceInput => ({
      nameEn: 'Forklift maintenance',
      descriptionEn: '',
      categoryId: serviceMain.subcategories[0]!.id,
      price: 90_000,
      isPriceNegotiable: false,
      availability: 'EVERYDAY',
      ...overrides,
    }),
  };
}
