import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { samplePreviousHashStart, sampleSubmission } from './fatoora-samples.js';
import type { FatooraCredentials, FatooraCsidAnswer, FatooraProvider } from './fatoora-provider.js';
import { createSandboxFatoora, sandboxFatooraOtps } from './sandbox-fatoora.js';
import { sandboxFatooraUnits } from './sandbox-fatoora.tables.js';

const csr = Buffer.from(
  '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n',
).toString('base64');

function credentialsOf(answer: FatooraCsidAnswer): FatooraCredentials {
  if (answer.outcome !== 'ISSUED') throw new Error(`expected a CSID, got ${JSON.stringify(answer)}`);
  return answer.credentials;
}

/** A stand-in for the sandbox CA: a certificate (Base64 "DER") that names the CSR it was issued for. */
const issueCertificate = vi.fn((request: string) =>
  Buffer.from(`certificate for ${request} #${Math.random()}`).toString('base64'),
);
/** A stand-in for `validateEInvoice`: what the test says the document breaks. */
let findings: (xml: string) => FatooraMessage[] = () => [];
const validate = vi.fn((xml: string) => findings(xml));

const sha256 = (xml: string) => createHash('sha256').update(xml).digest('base64');

const standard = (counter: number, previousHash: string, uuid?: string) =>
  sampleSubmission({ transaction: 'STANDARD', counter, previousHash, uuid });
const simplified = (counter: number, previousHash: string) =>
  sampleSubmission({ transaction: 'SIMPLIFIED', counter, previousHash });

describe('createSandboxFatoora', () => {
  let database: TestDatabase;
  let sandbox: FatooraProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = createSandboxFatoora({ db: database.db, validate, issueCertificate, invoiceHashOf: sha256 });
  });
  afterAll(async () => database.drop());
  beforeEach(() => {
    findings = () => [];
    validate.mockClear();
    issueCertificate.mockClear();
  });

  /** Onboarding as the module does it: compliance CSID, one passed sample, production CSID. */
  async function onboard(provider = sandbox) {
    const compliance = credentialsOf(await provider.requestComplianceCsid(csr, sandboxFatooraOtps.accepted));
    const check = await provider.checkCompliance(compliance, standard(1, samplePreviousHashStart));
    expect(check.outcome).toBe('CLEARED');
    return credentialsOf(await provider.requestProductionCsid(compliance));
  }

  describe('onboarding', () => {
    it('gives a compliance CSID for any six-digit OTP, its certificate from the sandbox CA', async () => {
      const answer = await sandbox.requestComplianceCsid(csr, '654321');

      const credentials = credentialsOf(answer);
      expect(issueCertificate).toHaveBeenCalledWith(csr);
      const certificate = issueCertificate.mock.results[0]!.value as string;
      // ZATCA's token is the certificate's Base64 DER, Base64-encoded once more.
      expect(Buffer.from(credentials.binarySecurityToken, 'base64').toString()).toBe(certificate);
      expect(credentials.secret).not.toBe('');
      expect(credentials.requestId).toMatch(/^\d+$/);
      expect(sandbox).toMatchObject({ name: 'sandbox', environment: 'sandbox' });
    });

    it.each([sandboxFatooraOtps.rejected, '12345', '12345a'])('refuses the OTP %s', async (otp) => {
      expect(await sandbox.requestComplianceCsid(csr, otp)).toEqual({
        outcome: 'REJECTED',
        messages: [
          { type: 'ERROR', code: 'Invalid-OTP', category: 'OTP', message: 'OTP invalid or expired' },
        ],
      });
      expect(issueCertificate).not.toHaveBeenCalled();
    });

    it('refuses a CSR the CA cannot sign', async () => {
      issueCertificate.mockImplementationOnce(() => {
        throw new Error('not a CSR');
      });
      expect(await sandbox.requestComplianceCsid('bm90IGEgQ1NS', '123456')).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-CSR', message: 'The CSR was refused: not a CSR' }],
      });
    });

    it('gives the production CSID, for the same CSR, only once a compliance check passed', async () => {
      const compliance = credentialsOf(await sandbox.requestComplianceCsid(csr, '123456'));
      expect(await sandbox.requestProductionCsid(compliance)).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Missing-ComplianceSteps' }],
      });

      await sandbox.checkCompliance(compliance, simplified(1, samplePreviousHashStart));
      const production = credentialsOf(await sandbox.requestProductionCsid(compliance));

      expect(issueCertificate).toHaveBeenLastCalledWith(csr);
      expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);
    });

    it('refuses a production CSID request quoting another request id or a wrong secret', async () => {
      const compliance = credentialsOf(await sandbox.requestComplianceCsid(csr, '123456'));
      await sandbox.checkCompliance(compliance, simplified(1, samplePreviousHashStart));

      for (const forged of [
        { ...compliance, requestId: '1' },
        { ...compliance, secret: 'guessed' },
      ]) {
        expect(await sandbox.requestProductionCsid(forged)).toMatchObject({
          outcome: 'REJECTED',
          messages: [{ code: 'Unauthorized' }],
        });
      }
    });

    it('renews the production CSID with a new CSR and OTP; the chain goes on under the new certificate', async () => {
      const production = await onboard();
      const first = standard(2, samplePreviousHashStart);
      await sandbox.clear(production, first);
      const newCsr = Buffer.from('renewal CSR').toString('base64');

      expect(
        await sandbox.renewProductionCsid(production, newCsr, sandboxFatooraOtps.rejected),
      ).toMatchObject({
        outcome: 'REJECTED',
      });
      const renewed = credentialsOf(await sandbox.renewProductionCsid(production, newCsr, '222222'));

      expect(issueCertificate).toHaveBeenLastCalledWith(newCsr);
      expect(await sandbox.clear(renewed, standard(3, 'd3Jvbmc='))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'KSA-13' }],
      });
      expect((await sandbox.clear(renewed, standard(3, first.invoiceHash))).outcome).toBe('CLEARED');
    });
  });

  describe('clearance and reporting', () => {
    it('clears a standard document: the validated document comes back as the cleared one', async () => {
      const production = await onboard();
      const document = standard(2, samplePreviousHashStart);

      const answer = await sandbox.clear(production, document);

      expect(answer).toEqual({ outcome: 'CLEARED', clearedInvoice: document.invoice, messages: [] });
      expect(validate).toHaveBeenLastCalledWith(document.xml);
    });

    it('reports a simplified document', async () => {
      const production = await onboard();
      expect(await sandbox.report(production, simplified(2, samplePreviousHashStart))).toEqual({
        outcome: 'REPORTED',
        messages: [],
      });
    });

    it('refuses the wrong endpoint, as ZATCA does: standard is cleared, simplified reported', async () => {
      const production = await onboard();
      expect(await sandbox.clear(production, simplified(2, samplePreviousHashStart))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-Invoice-Type' }],
      });
      expect(await sandbox.report(production, standard(3, samplePreviousHashStart))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-Invoice-Type' }],
      });
    });

    it("rejects with the validation's messages; warnings alone are accepted with them", async () => {
      const production = await onboard();
      const error: FatooraMessage = {
        type: 'ERROR',
        code: 'BR-KSA-37',
        category: 'KSA',
        message: 'Building number',
      };
      const warning: FatooraMessage = {
        type: 'WARNING',
        code: 'BR-KSA-08',
        category: 'KSA',
        message: 'Address',
      };
      findings = () => [error, warning];
      const rejectedDocument = standard(2, samplePreviousHashStart);

      expect(await sandbox.clear(production, rejectedDocument)).toEqual({
        outcome: 'REJECTED',
        messages: [error, warning],
      });

      findings = () => [warning];
      // A document rejected for its content still joins the chain, as ZATCA's does: the next quotes it.
      const next = standard(3, rejectedDocument.invoiceHash);
      expect(await sandbox.clear(production, next)).toEqual({
        outcome: 'CLEARED',
        clearedInvoice: next.invoice,
        messages: [warning],
      });
    });

    it('refuses a submission whose UUID or hash is not the document’s', async () => {
      const production = await onboard();
      const document = standard(2, samplePreviousHashStart);

      expect(await sandbox.clear(production, { ...document, uuid: crypto.randomUUID() })).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-UUID' }],
      });
      expect(await sandbox.clear(production, { ...document, invoiceHash: sha256('other') })).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'invoiceHash' }],
      });
    });

    it("refuses a document signed with another certificate than the CSID's", async () => {
      const production = await onboard();
      const certificate = Buffer.from(production.binarySecurityToken, 'base64').toString();
      const own = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
        certificate,
      });
      const foreign = sampleSubmission({
        transaction: 'STANDARD',
        counter: 3,
        previousHash: own.invoiceHash,
        certificate: Buffer.from('another certificate').toString('base64'),
      });

      expect((await sandbox.clear(production, own)).outcome).toBe('CLEARED');
      expect(await sandbox.clear(production, foreign)).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'invalid-signing-certificate', category: 'CERTIFICATE_ERRORS' }],
      });
    });

    it('refuses clearance under a compliance CSID and compliance checks under a production one', async () => {
      const compliance = credentialsOf(await sandbox.requestComplianceCsid(csr, '123456'));
      await sandbox.checkCompliance(compliance, standard(1, samplePreviousHashStart));
      const production = credentialsOf(await sandbox.requestProductionCsid(compliance));

      expect(await sandbox.clear(compliance, standard(2, samplePreviousHashStart))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Unauthorized', category: 'AUTHENTICATION' }],
      });
      expect(await sandbox.checkCompliance(production, standard(2, samplePreviousHashStart))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Unauthorized' }],
      });
    });
  });

  describe('the chain', () => {
    it('rejects a wrong PIH (KSA-13) and an ICV that does not increase (KSA-16), and keeps the chain', async () => {
      const production = await onboard();
      const first = standard(5, samplePreviousHashStart);
      expect((await sandbox.clear(production, first)).outcome).toBe('CLEARED');

      const wrongPih = await sandbox.clear(production, standard(6, samplePreviousHashStart));
      const sameIcv = await sandbox.clear(production, standard(5, first.invoiceHash));
      const lowerIcv = await sandbox.report(production, simplified(4, first.invoiceHash));

      expect(wrongPih).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'KSA-13', category: 'KSA' }],
      });
      expect(wrongPih.outcome === 'REJECTED' && wrongPih.messages[0]!.message).toMatch(
        /previous invoice hash/,
      );
      expect(sameIcv).toMatchObject({ outcome: 'REJECTED', messages: [{ code: 'KSA-16' }] });
      expect(lowerIcv).toMatchObject({ outcome: 'REJECTED', messages: [{ code: 'KSA-16' }] });
      // None of them moved the chain: the document after the first still follows it.
      expect((await sandbox.report(production, simplified(6, first.invoiceHash))).outcome).toBe('REPORTED');
    });

    it('answers the same document again with the same outcome, without moving the chain twice', async () => {
      const production = await onboard();
      const first = standard(2, samplePreviousHashStart);
      const answer = await sandbox.clear(production, first);

      expect(await sandbox.clear(production, first)).toEqual(answer);
      const rejectedOne = standard(3, 'd3Jvbmc=');
      const refusal = await sandbox.clear(production, rejectedOne);
      expect(refusal.outcome).toBe('REJECTED');
      expect(await sandbox.clear(production, rejectedOne)).toEqual(refusal);
      expect((await sandbox.clear(production, standard(3, first.invoiceHash))).outcome).toBe('CLEARED');
    });

    it('refuses another document under a UUID already submitted', async () => {
      const production = await onboard();
      const first = standard(2, samplePreviousHashStart);
      await sandbox.clear(production, first);

      expect(await sandbox.clear(production, standard(3, first.invoiceHash, first.uuid))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Duplicate-UUID' }],
      });
    });

    it('lets only one of two documents racing for the same place in the chain in', async () => {
      const production = await onboard();
      const first = standard(2, samplePreviousHashStart);
      await sandbox.clear(production, first);

      const answers = await Promise.all([
        sandbox.clear(production, standard(3, first.invoiceHash)),
        sandbox.clear(production, standard(3, first.invoiceHash)),
      ]);

      expect(answers.map((answer) => answer.outcome).sort()).toEqual(['CLEARED', 'REJECTED']);
    });

    it('keeps the chain in sandbox_fatoora_units: a restarted sandbox still knows it', async () => {
      const production = await onboard();
      const first = standard(2, samplePreviousHashStart);
      await sandbox.clear(production, first);

      const restarted = createSandboxFatoora({ db: database.db, validate, issueCertificate });

      expect(await restarted.clear(production, standard(3, samplePreviousHashStart))).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'KSA-13' }],
      });
      expect((await restarted.clear(production, standard(3, first.invoiceHash))).outcome).toBe('CLEARED');
      const id = createHash('sha256').update(production.binarySecurityToken).digest('hex');
      const [unit] = await database.db
        .select()
        .from(sandboxFatooraUnits)
        .where(eq(sandboxFatooraUnits.id, id));
      expect(unit).toMatchObject({ kind: 'PRODUCTION', lastCounter: 3 });
      // The secret is kept only as its hash.
      expect(JSON.stringify(unit)).not.toContain(production.secret);
    });
  });

  it('answers UNAVAILABLE, never throws, when validation itself fails', async () => {
    const production = await onboard();
    findings = () => {
      throw new Error('validator crashed');
    };
    expect(await sandbox.clear(production, standard(2, samplePreviousHashStart))).toEqual({
      outcome: 'UNAVAILABLE',
      reason: 'sandbox Fatoora failed: Error: validator crashed',
    });
  });

  it('works without a database, in memory', async () => {
    const inMemory = createSandboxFatoora({ validate, issueCertificate });
    const production = await onboard(inMemory);
    const first = simplified(2, samplePreviousHashStart);

    expect((await inMemory.report(production, first)).outcome).toBe('REPORTED');
    expect(await inMemory.report(production, first)).toEqual({ outcome: 'REPORTED', messages: [] });
    expect(await inMemory.report(production, simplified(3, samplePreviousHashStart))).toMatchObject({
      outcome: 'REJECTED',
      messages: [{ code: 'KSA-13' }],
    });
    expect((await inMemory.report(production, simplified(3, first.invoiceHash))).outcome).toBe('REPORTED');
    // Its CSIDs are its own: the database sandbox does not know them.
    expect(await sandbox.report(production, simplified(4, first.invoiceHash))).toMatchObject({
      outcome: 'REJECTED',
      messages: [{ code: 'Unauthorized' }],
    });
  });
});
