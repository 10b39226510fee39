import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';
import { demoSuppliers } from './demo-catalog-data.js';

/**
 * Issue 24: on the demo site (the sandbox Fatoora), the VAT-registered demo suppliers have their
 * e-invoicing unit onboarded, so the demo's invoices get their signed and cleared XML. Idempotent: an
 * ACTIVE unit, a supplier without a VAT number or an account not seeded yet is skipped. With ZATCA's
 * real Fatoora nothing is onboarded here (an OTP comes from the supplier's portal).
 */
export async function seedDemoEInvoicing(
  services: Pick<Services, 'users' | 'eInvoicing'>,
  { includeCatalogSuppliers }: { includeCatalogSuppliers: boolean },
): Promise<void> {
  const emails = [
    demoAccounts.supplier.email,
    ...(includeCatalogSuppliers ? demoSuppliers.filter((s) => s.vatNumber).map((s) => s.email) : []),
  ];
  for (const email of emails) {
    const user = await services.users.findByEmail(email);
    if (user) await services.eInvoicing.onboardWithSandbox(user.id);
  }
}
