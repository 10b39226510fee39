import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCsr,
  buildInvoiceXml,
  createCertificateAuthority,
  firstPreviousHash,
  generateUnitKeys,
  invoiceHashOf,
  issueCertificate,
  stampInvoice,
  validateEInvoice,
  type EInvoiceInput,
  type EInvoiceParty,
} from '../../modules/e-invoicing/document/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { FatooraCredentials, FatooraCsidAnswer, FatooraSubmission } from './fatoora-provider.js';
import { createSandboxFatoora } from './sandbox-fatoora.js';

/*
 * The sandbox with the document helper's real functions, as the demo wires it: a CSR from the unit's
 * key, certificates from the sandbox CA, documents built, stamped and validated for real.
 */

const seller: EInvoiceParty = {
  name: 'مؤسسة النور للتجارة',
  vatNumber: '310122393500003',
  registrationNumber: '7000000002',
  address: {
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    district: 'العليا',
    city: 'الرياض',
    postalZone: '12211',
    countryCode: 'SA',
  },
};
const buyer: EInvoiceParty = {
  name: 'شركة البناء الحديث',
  vatNumber: '300075588700003',
  registrationNumber: '7000000001',
  address: {
    street: 'شارع التحلية',
    buildingNumber: '4321',
    district: 'السليمانية',
    city: 'جدة',
    postalZone: '23434',
    countryCode: 'SA',
  },
};

function inputOf(
  counter: number,
  previousHash: string,
  transaction: 'STANDARD' | 'SIMPLIFIED',
): EInvoiceInput {
  return {
    type: 'INVOICE',
    transaction,
    uuid: crypto.randomUUID(),
    number: `INV-${String(counter).padStart(6, '0')}`,
    issuedAt: new Date('2026-11-29T09:30:00Z'),
    deliveryDate: '2026-11-29',
    counter,
    previousHash,
    seller,
    buyer: transaction === 'STANDARD' ? buyer : { ...buyer, vatNumber: null },
    lines: [
      {
        id: 1,
        name: 'Fire extinguisher 6 kg',
        quantity: 2,
        unitPrice: 10_000,
        net: 20_000,
        vat: 3_000,
        vatCategory: 'S',
        vatPercent: 15,
      },
    ],
    subtotal: 20_000,
    vat: 3_000,
    total: 23_000,
    paymentMeansCode: '42',
  };
}

describe('the sandbox Fatoora with the real document functions', () => {
  let database: TestDatabase;
  const ca = createCertificateAuthority();
  const { privateKeyPem } = generateUnitKeys();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  const credentialsOf = (answer: FatooraCsidAnswer): FatooraCredentials => {
    if (answer.outcome !== 'ISSUED') throw new Error(JSON.stringify(answer));
    return answer.credentials;
  };

  /** A document signed with the CSID's certificate, as the module submits it. */
  function signed(input: EInvoiceInput, credentials: FatooraCredentials): FatooraSubmission {
    const certificate = Buffer.from(credentials.binarySecurityToken, 'base64').toString('utf8');
    const stamped = stampInvoice(buildInvoiceXml(input), { privateKeyPem, certificate }, input.issuedAt);
    return {
      uuid: input.uuid,
      invoiceHash: stamped.hash,
      invoice: Buffer.from(stamped.xml).toString('base64'),
    };
  }

  it('onboards a unit, clears and reports its signed documents, and rejects a broken chain', async () => {
    const sandbox = createSandboxFatoora({
      db: database.db,
      validate: validateEInvoice,
      issueCertificate: (csr) => issueCertificate(ca, csr, 365),
      invoiceHashOf,
    });
    const csr = buildCsr(
      privateKeyPem,
      {
        commonName: 'Tawrid-unit-1',
        serialNumber: '1-Tawrid|2-1.0|3-unit-1',
        vatNumber: seller.vatNumber!,
        branchName: 'Riyadh',
        organizationName: seller.name,
        invoiceTypes: '1100',
        location: 'Riyadh',
        industry: 'Trade',
      },
      'sandbox',
    );

    const compliance = credentialsOf(await sandbox.requestComplianceCsid(csr, '123456'));
    const sample = inputOf(1, firstPreviousHash, 'STANDARD');
    const check = await sandbox.checkCompliance(compliance, signed(sample, compliance));
    expect(check).toMatchObject({ outcome: 'CLEARED' });
    expect(check.outcome === 'CLEARED' && check.messages.filter((m) => m.type === 'ERROR')).toEqual([]);

    const production = credentialsOf(await sandbox.requestProductionCsid(compliance));
    const standard = signed(inputOf(2, firstPreviousHash, 'STANDARD'), production);
    const cleared = await sandbox.clear(production, standard);
    expect(cleared).toMatchObject({ outcome: 'CLEARED', clearedInvoice: standard.invoice });

    const simplified = signed(inputOf(3, standard.invoiceHash, 'SIMPLIFIED'), production);
    expect(await sandbox.report(production, simplified)).toMatchObject({ outcome: 'REPORTED' });

    const broken = signed(inputOf(4, standard.invoiceHash, 'SIMPLIFIED'), production);
    expect(await sandbox.report(production, broken)).toMatchObject({
      outcome: 'REJECTED',
      messages: [expect.objectContaining({ code: 'KSA-13' })],
    });

    // A document changed after signing is not the document its hash names; the next good one goes on.
    const next = signed(inputOf(4, simplified.invoiceHash, 'SIMPLIFIED'), production);
    const tampered = Buffer.from(
      Buffer.from(next.invoice, 'base64').toString('utf8').replace('Fire extinguisher 6 kg', 'Fire blanket'),
    ).toString('base64');
    expect(await sandbox.report(production, { ...next, invoice: tampered })).toMatchObject({
      outcome: 'REJECTED',
      messages: [expect.objectContaining({ code: 'invoiceHash' })],
    });
    expect(await sandbox.report(production, next)).toMatchObject({ outcome: 'REPORTED' });
  });
});
