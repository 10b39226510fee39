import { hash } from '@node-rs/argon2';
import type { Services } from '../services.js';

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
  },
  supplier: {
    email: 'supplier@demo.tawrid.sa',
    registrationNumber: '7000000002',
    nationalId: '1000000002',
    businessName: 'شركة الواحة للمعدات الصناعية',
    name: 'Noura Al-Otaibi',
    city: 'جدة',
  },
} as const;

/**
 * Creates the demo accounts when they are missing: both verified, the supplier already switched to
 * its supplier role with a store. Runs at start-up on the demo site; idempotent.
 */
export async function seedDemoAccounts(services: Pick<Services, 'users' | 'categories'>): Promise<boolean> {
  if (await services.users.findByEmail(demoAccounts.buyer.email)) return false;
  const categories = await services.categories.listMainCategories('en');
  const passwordHash = await hash(demoPassword);
  for (const [key, account] of Object.entries(demoAccounts)) {
    const user = await services.users.createAccount({
      ...account,
      passwordHash,
      language: 'ar',
      businessCategoryIds: key === 'buyer' ? [categories[5]!.id, categories[6]!.id] : [categories[5]!.id],
    });
    await services.users.markEmailVerified(user.id);
    if (key === 'supplier') {
      await services.users.switchRole(user.id);
      await services.users.updateStore(user.id, {
        storeBioAr: 'معدات السلامة والعدد الكهربائية للمشاريع الصناعية في المنطقة الغربية.',
        storeBioEn: 'Safety equipment and power tools for industrial projects in the Western Region.',
        isStoreClosed: false,
        closingMessageAr: '',
        closingMessageEn: '',
        deliveryFee: 3500,
        // A VAT-registered demo supplier: its tax invoices show a number (15 digits, 3…3).
        vatNumber: '310123456700003',
      });
    }
  }
  return true;
}
