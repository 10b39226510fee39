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
