import { hash } from '@node-rs/argon2';
import type { Services } from '../services.js';
import { storeTexts, type StoreTexts } from './demo-catalog-data.js';

/** Demo accounts listed in the README; fictitious businesses of the test site. */
export const demoPassword = 'Demo@2026';
export const demoAccounts = {
  buyer: {
    email: 'buyer@demo.tawrid.sa',
    registrationNumber: '7000000001',
    nationalId: '1000000001',
    businessName: 'مؤسسة الأفق للمقاولات',
    name: 'Faisal Al-Qahtani',
    city: 'الرياض',
    nationalAddress: {
      street: 'طريق الملك فهد',
      buildingNumber: '3254',
      district: 'العليا',
      city: 'الرياض',
      postalZone: '12214',
      additionalNumber: '7421',
    },
  },
  supplier: {
    email: 'supplier@demo.tawrid.sa',
    registrationNumber: '7000000002',
    nationalId: '1000000002',
    businessName: 'شركة الواحة للمعدات الصناعية',
    name: 'Noura Al-Otaibi',
    city: 'جدة',
    nationalAddress: {
      street: 'شارع الأمير سلطان',
      buildingNumber: '6718',
      district: 'الروضة',
      city: 'جدة',
      postalZone: '23435',
      additionalNumber: '2856',
    },
  },
} as const;

/** The demo supplier's store (its products: safety equipment and power tools, demo-sales-history.ts). */
export const demoSupplierStore: StoreTexts = {
  bioAr: 'معدات السلامة والعدد الكهربائية للمشاريع الصناعية في المنطقة الغربية.',
  bioEn: 'Safety equipment and power tools for industrial projects in the Western Region.',
};

/**
 * Creates the demo accounts when they are missing: both verified, with a national address, the supplier already switched to
 * its supplier role with a store. Runs at start-up on the demo site; idempotent.
 */
export async function seedDemoAccounts(services: Pick<Services, 'users' | 'categories'>): Promise<boolean> {
  if (await services.users.findByEmail(demoAccounts.buyer.email)) return false;
  const categories = await services.categories.listMainCategories('en');
  const passwordHash = await hash(demoPassword);
  for (const [key, { nationalAddress, ...account }] of Object.entries(demoAccounts)) {
    const user = await services.users.createAccount({
      ...account,
      passwordHash,
      language: 'ar',
      businessCategoryIds: key === 'buyer' ? [categories[5]!.id, categories[6]!.id] : [categories[5]!.id],
    });
    await services.users.markEmailVerified(user.id);
    // Issue 24: ZATCA's standard invoices carry both businesses' national addresses.
    await services.users.updateSettings({ id: user.id, memberId: user.id }, { nationalAddress });
    if (key === 'supplier') {
      await services.users.switchRole(user.id);
      await services.users.updateStore(user.id, {
        ...storeTexts(demoSupplierStore),
        isStoreClosed: false,
        deliveryFee: 3500,
        // A VAT-registered demo supplier: its tax invoices show a number (15 digits, 3…3).
        vatNumber: '310123456700003',
      });
    }
  }
  return true;
}
