import type { ProductFields, ServiceFields } from '../../contract/catalog/catalog.schemas.js';
import type { App } from '../app.js';
import { pngImage } from './uploads.js';

/** A published product of `supplierId`, made through the listings service (image included). */
export async function publishedProduct(app: App, supplierId: string, name = 'Nitrile Gloves Box of 100') {
  const tree = await app.services.categories.listCategoryTree('en');
  const categoryId = tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id;
  const product = await app.services.catalog.createProduct(supplierId, {
    name,
    description: '',
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
    product: (overrides: Partial<ProductFields> = {}): ProductFields => ({
      name: 'Nitrile gloves, box of 100',
      description: '',
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
    service: (overrides: Partial<ServiceFields> = {}): ServiceFields => ({
      name: 'Forklift maintenance',
      description: '',
      categoryId: serviceMain.subcategories[0]!.id,
      price: 90_000,
      isPriceNegotiable: false,
      availability: 'EVERYDAY',
      ...overrides,
    }),
  };
}
