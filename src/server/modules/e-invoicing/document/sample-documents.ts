import type {
  EInvoiceType,
  EInvoiceTransaction,
} from '../../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { EInvoiceInput } from './e-invoice-input.js';
import {
  buildCsr,
  createCertificateAuthority,
  issueCertificate,
  type CertificateAuthority,
} from './certificates.js';
import { firstPreviousHash } from './stamp-invoice.js';
import { generateUnitKeys } from './unit-keys.js';

/**
 * A complete document of each kind, with a seller and a buyer that pass every offline rule: the tests'
 * fixtures, and the sample documents of ZATCA's compliance checks (standard and simplified × invoice,
 * credit note, debit note) that onboarding submits with the compliance CSID.
 */
export function sampleEInvoiceInput(
  type: EInvoiceType,
  transaction: EInvoiceTransaction,
  overrides: Partial<EInvoiceInput> = {},
): EInvoiceInput {
  const lines: EInvoiceInput['lines'] = [
    {
      id: 1,
      name: 'أسمنت بورتلاندي 50 كغ',
      quantity: 40,
      unitPrice: 1_850,
      net: 74_000,
      vat: 11_100,
      vatCategory: 'S',
      vatPercent: 15,
    },
    {
      id: 2,
      name: 'Rebar 12 mm <B500> & ties',
      quantity: 3,
      unitPrice: 2_333,
      net: 6_999,
      vat: 1_050,
      vatCategory: 'S',
      vatPercent: 15,
    },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return {
    type,
    transaction,
    uuid: '6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
    number: type === 'INVOICE' ? 'INV-000042' : type === 'CREDIT_NOTE' ? 'CRN-000007' : 'DBN-000003',
    issuedAt: new Date('2026-11-29T09:30:15Z'),
    deliveryDate: '2026-11-28',
    counter: 42,
    previousHash: firstPreviousHash,
    seller: {
      name: 'شركة البناء المتقدم للتجارة',
      vatNumber: '399999999900003',
      registrationNumber: '1010010000',
      address: {
        street: 'طريق الملك فهد',
        buildingNumber: '1234',
        district: 'العليا',
        city: 'الرياض',
        postalZone: '12211',
        countryCode: 'SA',
      },
    },
    buyer:
      transaction === 'STANDARD'
        ? {
            name: 'مؤسسة الإنشاءات الحديثة',
            vatNumber: '311111111111113',
            registrationNumber: '4030000000',
            address: {
              street: 'شارع التحلية',
              buildingNumber: '4321',
              district: 'الروضة',
              city: 'جدة',
              postalZone: '23435',
              countryCode: 'SA',
            },
          }
        : {
            name: 'ورشة النور',
            vatNumber: null,
            registrationNumber: null,
            address: {
              street: 'شارع الأمير سلطان',
              buildingNumber: '7788',
              district: 'النزهة',
              city: 'الدمام',
              postalZone: '32253',
              countryCode: 'SA',
            },
          },
    lines,
    subtotal,
    vat,
    total: subtotal + vat,
    ...(type === 'INVOICE'
      ? {}
      : { billingReference: { invoiceNumber: 'INV-000041', reason: 'Order cancelled by the buyer' } }),
    paymentMeansCode: '10',
    ...overrides,
  };
}

/** A unit with a key and a certificate from a fresh sandbox CA, as onboarding leaves it. */
export function sampleSigningUnit(): {
  privateKeyPem: string;
  certificate: string;
  ca: CertificateAuthority;
  csr: string;
} {
  const { privateKeyPem } = generateUnitKeys();
  const csr = buildCsr(
    privateKeyPem,
    {
      commonName: 'TST-886431145-399999999900003',
      serialNumber: '1-Tawrid|2-1.0|3-0f9c5ad2-3b1e-4b57-9d0e-6c1f5e0a7b11',
      vatNumber: '399999999900003',
      branchName: 'الفرع الرئيسي',
      organizationName: 'شركة البناء المتقدم للتجارة',
      invoiceTypes: '1100',
      location: 'الرياض',
      industry: 'Building materials',
    },
    'sandbox',
  );
  const ca = createCertificateAuthority();
  return { privateKeyPem, certificate: issueCertificate(ca, csr, 365), ca, csr };
}
