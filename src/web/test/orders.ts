import type { Order } from '../../contract/orders/orders.schemas';

export const orderIds = {
  first: '00000000-0000-4000-8000-00000000a001',
  second: '00000000-0000-4000-8000-00000000a002',
  product: '00000000-0000-4000-8000-00000000c001',
  otherProduct: '00000000-0000-4000-8000-00000000c002',
};

/** An order as the API answers it: two lines, a delivery fee and 15% VAT. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: orderIds.first,
    number: 'TW-2026-000123',
    orderDate: '2026-03-01T09:00:00.000Z',
    status: 'PENDING',
    isPaid: true,
    supplier: { userId: '00000000-0000-4000-8000-0000000000f1', businessName: 'Al Noor Trading' },
    buyer: { userId: '00000000-0000-4000-8000-0000000000b1', businessName: 'Al Waha Stores', city: 'Riyadh' },
    items: [
      {
        productId: orderIds.product,
        imageUrl: '/files/gloves.webp',
        nameAr: null,
        nameEn: 'Nitrile Gloves',
        unitPrice: 1800,
        quantity: 10,
        total: 18000,
        review: null,
      },
      {
        productId: orderIds.otherProduct,
        imageUrl: null,
        nameAr: null,
        nameEn: 'Safety Vest',
        unitPrice: 2550,
        quantity: 2,
        total: 5100,
        review: null,
      },
    ],
    productsTotal: 23100,
    deliveryFee: 2500,
    isVatRegistered: true,
    vat: 3840,
    totalPrice: 29440,
    shippedAt: null,
    completedAt: null,
    placedBy: null,
    shippedBy: null,
    review: null,
    ...overrides,
  };
}
