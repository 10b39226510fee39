import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';
import { demoSuppliers } from './demo-catalog-data.js';

type GroupServices = Pick<Services, 'users' | 'catalog' | 'groupPurchases'>;

/** Supplier 01's shipping cartons (Dammam): group price 10% off, 40 cases, 14 days. */
const demoGroupProductName = 'كرتون شحن مضلع 3 طبقات 40×30×30 سم';
/** Cases of 25 each of the three Riyadh businesses already in the group. */
const memberCases = [8, 10, 6] as const;

/**
 * Issue 9 on the demo site: a group purchase of shipping cartons open in Riyadh, the demo buyer's city,
 * with three Riyadh businesses of the demo catalog in it — the demo buyer sees "3 of 5 buyers" on the
 * product page and can join. Started again once the last one has closed; does nothing until the demo
 * accounts and catalog exist.
 */
export async function seedDemoGroupPurchase(services: GroupServices): Promise<void> {
  const [buyer, supplier] = await Promise.all([
    services.users.findByEmail(demoAccounts.buyer.email),
    services.users.findByEmail(demoSuppliers[0]!.email),
  ]);
  if (!buyer || !supplier) return;
  const product = (await services.catalog.listForSupplier(supplier.id, { kind: 'PRODUCT' })).find(
    (row) => row.nameAr === demoGroupProductName || row.nameEn === demoGroupProductName,
  );
  if (!product || (await services.groupPurchases.getCityGroup(buyer.id, product.id)).group) return;
  const riyadhMembers = demoSuppliers.filter((seed) => seed.city === 'Riyadh').slice(0, memberCases.length);
  for (const [index, seed] of riyadhMembers.entries()) {
    const member = await services.users.findByEmail(seed.email);
    if (!member) return;
    await services.groupPurchases.joinGroup(member.id, {
      productId: product.id,
      quantity: memberCases[index]! * 25,
    });
  }
}
