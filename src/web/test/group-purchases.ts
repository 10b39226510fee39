import type { GroupPurchase } from '../../contract/group-purchases/group-purchases.schemas';
import type { PublicListing } from '../../contract/catalog/catalog.schemas';

/**
 * Test data for the group purchase screens: Al Noor Trading's nitrile gloves, sold by the case of 12
 * from 24 units at 25.00 SAR, or 21.00 SAR in a group of 5 Riyadh buyers gathering 120 units in 7 days.
 */

export const groupIds = {
  group: '00000000-0000-4000-8000-00000000f001',
  otherGroup: '00000000-0000-4000-8000-00000000f002',
  thirdGroup: '00000000-0000-4000-8000-00000000f003',
  product: '00000000-0000-4000-8000-00000000c001',
  supplier: '00000000-0000-4000-8000-0000000000f1',
  buyer: '00000000-0000-4000-8000-0000000000b1',
  invoice: '00000000-0000-4000-8000-00000000e001',
};

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** An ISO time from now: `in(2 * day + 5 * hour)`; a little more, so whole hours still show. */
export const fromNow = (ms: number) => new Date(Date.now() + ms + 10 * 60_000).toISOString();
export { dayMs, hourMs };

/** The buyer's city, as the API names it in both languages. */
export const riyadh = { ar: 'الرياض', en: 'Riyadh' };

/** The group open in Riyadh: 2 of 5 buyers, 48 of 120 units, 2 days and 5 hours left; not joined. */
export function aGroupPurchase(overrides: Partial<GroupPurchase> = {}): GroupPurchase {
  return {
    id: groupIds.group,
    product: {
      id: groupIds.product,
      nameAr: null,
      nameEn: 'Nitrile gloves',
      imageUrl: '/api/files/gloves.webp',
      caseQuantity: 12,
      minOrderQuantity: 24,
      maxOrderQuantity: null,
    },
    supplier: { userId: groupIds.supplier, businessName: 'Al Noor Trading' },
    city: riyadh,
    status: 'OPEN',
    isTakingMembers: true,
    secondsLeft: Math.floor((2 * dayMs + 5 * hourMs + 10 * 60_000) / 1000),
    cancelReason: null,
    unitPrice: 2100,
    standardPrice: 2500,
    savingPercent: 16,
    deliveryFee: 2500,
    buyersRequired: 5,
    minQuantity: 120,
    memberCount: 2,
    totalQuantity: 48,
    startedAt: new Date(Date.now() - 5 * dayMs).toISOString(),
    deadline: fromNow(2 * dayMs + 5 * hourMs),
    closedAt: null,
    myQuantity: null,
    myInvoiceId: null,
    myInvoiceStatus: null,
    ...overrides,
  };
}

/** The same product as its page shows it, group purchasing on. */
export function aGroupProduct(overrides: Partial<NonNullable<PublicListing['product']>> = {}) {
  return {
    caseQuantity: 12,
    minOrderQuantity: 24,
    maxOrderQuantity: null,
    isInStock: true,
    isGroupPurchaseEnabled: true,
    groupMinQuantity: 120,
    groupDeadlineDays: 7,
    groupPrice: 2100,
    ...overrides,
  };
}

export const aBuyer = {
  id: groupIds.buyer,
  role: 'BUYER',
  isEmailVerified: true,
  memberRoles: ['OWNER'],
  email: 'sara@alwaha.sa',
  name: 'Sara Al-Harbi',
  businessName: 'Al Waha Stores',
  pfpUrl: null,
};
