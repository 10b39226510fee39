import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeZatcaServer, type FakeZatcaServer } from './fake-zatca-server.js';
import { samplePreviousHashStart, sampleSubmission } from './fatoora-samples.js';
import type { FatooraCredentials, FatooraCsidAnswer } from './fatoora-provider.js';
import { createZatcaFatoora, zatcaBaseUrls } from './zatca-fatoora.js';

const csr = Buffer.from(
  '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n',
).toString('base64');

function credentialsOf(answer: FatooraCsidAnswer): FatooraCredentials {
  if (answer.outcome !== 'ISSUED') throw new Error(`expected a CSID, got ${JSON.stringify(answer)}`);
  return answer.credentials;
}

const basic = (credentials: FatooraCredentials) =>
  `Basic ${Buffer.from(`${credentials.binarySecurityToken}:${credentials.secret}`).toString('base64')}`;

describe('createZatcaFatoora', () => {
  let zatca: FakeZatcaServer;
  const warn = vi.fn<(obj: object, msg: string) => void>();
  const provider = (timeoutMs?: number) =>
    createZatcaFatoora({ environment: 'simulation', baseUrl: zatca.baseUrl, timeoutMs, log: { warn } });

  /** Onboarding as the module does it: compliance CSID, one passed check, production CSID. */
  async function onboard() {
    const compliance = credentialsOf(await provider().requestComplianceCsid(csr, zatca.otp));
    const sample = sampleSubmission({
      transaction: 'STANDARD',
      counter: 1,
      previousHash: samplePreviousHashStart,
    });
    await provider().checkCompliance(compliance, sample);
    return credentialsOf(await provider().requestProductionCsid(compliance));
  }

  beforeAll(async () => {
    zatca = await startFakeZatcaServer();
  });
  afterAll(async () => zatca.close());
  beforeEach(() => {
    zatca.requests.length = 0;
    zatca.findings = () => [];
    zatca.clearanceEnabled = true;
    zatca.delayMs = 0;
    zatca.failWith = null;
    warn.mockReset();
  });

  it('hands out the certificate the way ZATCA does: the token is Base64 of the Base64 DER', async () => {
    const withCa = await startFakeZatcaServer({
      issueCertificate: (request) => `TUlJQ-for-${request.length}`,
    });
    try {
      const client = createZatcaFatoora({ environment: 'simulation', baseUrl: withCa.baseUrl });
      const credentials = credentialsOf(await client.requestComplianceCsid(csr, withCa.otp));
      expect(Buffer.from(credentials.binarySecurityToken, 'base64').toString()).toBe(
        `TUlJQ-for-${csr.length}`,
      );
    } finally {
      await withCa.close();
    }
  });

  it("defaults to ZATCA's simulation and core gateways", () => {
    expect(zatcaBaseUrls.simulation).toBe('https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation');
    expect(zatcaBaseUrls.production).toBe('https://gw-fatoora.zatca.gov.sa/e-invoicing/core');
    expect(createZatcaFatoora({ environment: 'production' })).toMatchObject({
      name: 'zatca',
      environment: 'production',
    });
  });

  describe('onboarding', () => {
    it('gets a compliance CSID for the CSR with the OTP header, API version 2 and English answers', async () => {
      const answer = await provider().requestComplianceCsid(csr, zatca.otp);

      const credentials = credentialsOf(answer);
      expect(zatca.csids.get(credentials.binarySecurityToken)).toMatchObject({ kind: 'COMPLIANCE', csr });
      expect(credentials.requestId).toMatch(/^\d+$/);
      const sent = zatca.requests[0]!;
      expect(sent).toMatchObject({ method: 'POST', path: '/compliance', body: { csr } });
      expect(sent.headers).toMatchObject({ otp: zatca.otp, 'accept-version': 'V2', 'accept-language': 'en' });
      expect(sent.headers.authorization).toBeUndefined();
    });

    it("rejects a wrong OTP with ZATCA's own words", async () => {
      const answer = await provider().requestComplianceCsid(csr, '111111');

      expect(answer).toEqual({
        outcome: 'REJECTED',
        messages: [
          { type: 'ERROR', code: 'Invalid-OTP', category: 'CSID', message: 'OTP is invalid or expired' },
        ],
      });
    });

    it('checks a compliance sample under the compliance CSID, then gets the production CSID', async () => {
      const compliance = credentialsOf(await provider().requestComplianceCsid(csr, zatca.otp));
      const sample = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 1,
        previousHash: samplePreviousHashStart,
      });

      const check = await provider().checkCompliance(compliance, sample);
      const production = await provider().requestProductionCsid(compliance);

      expect(check).toEqual({ outcome: 'REPORTED', messages: [] });
      const checkRequest = zatca.requests[1]!;
      expect(checkRequest).toMatchObject({
        path: '/compliance/invoices',
        body: { invoiceHash: sample.invoiceHash, uuid: sample.uuid, invoice: sample.invoice },
      });
      expect(checkRequest.headers.authorization).toBe(basic(compliance));
      const productionCredentials = credentialsOf(production);
      expect(zatca.csids.get(productionCredentials.binarySecurityToken)?.kind).toBe('PRODUCTION');
      expect(zatca.requests[2]).toMatchObject({
        method: 'POST',
        path: '/production/csids',
        body: { compliance_request_id: compliance.requestId },
      });
      expect(zatca.requests[2]!.headers.authorization).toBe(basic(compliance));
    });

    it('answers a standard compliance sample as cleared with the document sent', async () => {
      const compliance = credentialsOf(await provider().requestComplianceCsid(csr, zatca.otp));
      const sample = sampleSubmission({
        transaction: 'STANDARD',
        counter: 1,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().checkCompliance(compliance, sample)).toEqual({
        outcome: 'CLEARED',
        clearedInvoice: sample.invoice,
        messages: [],
      });
    });

    it('refuses the production CSID before any compliance check passed', async () => {
      const compliance = credentialsOf(await provider().requestComplianceCsid(csr, zatca.otp));

      const answer = await provider().requestProductionCsid(compliance);

      expect(answer).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ type: 'ERROR', code: 'Missing-ComplianceSteps' }],
      });
    });

    it('renews the production CSID with PATCH, the new CSR and the OTP, under the current CSID', async () => {
      const production = await onboard();
      const newCsr = Buffer.from('another CSR').toString('base64');

      const renewed = credentialsOf(await provider().renewProductionCsid(production, newCsr, zatca.otp));

      expect(renewed.binarySecurityToken).not.toBe(production.binarySecurityToken);
      expect(zatca.csids.get(renewed.binarySecurityToken)).toMatchObject({ kind: 'PRODUCTION', csr: newCsr });
      const sent = zatca.requests.at(-1)!;
      expect(sent).toMatchObject({ method: 'PATCH', path: '/production/csids', body: { csr: newCsr } });
      expect(sent.headers).toMatchObject({ otp: zatca.otp, authorization: basic(production) });
    });

    it('rejects a renewal with a wrong OTP', async () => {
      const production = await onboard();
      expect(await provider().renewProductionCsid(production, csr, '000000')).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-OTP' }],
      });
    });

    it('rejects CSID calls with credentials ZATCA refuses (401) with a clear message', async () => {
      const forged = { binarySecurityToken: 'TUlJ', secret: 'wrong', requestId: '1' };

      const answer = await provider().requestProductionCsid(forged);

      expect(answer).toEqual({
        outcome: 'REJECTED',
        messages: [
          {
            type: 'ERROR',
            code: 'Unauthorized',
            category: 'AUTHENTICATION',
            message: expect.stringMatching(/refused the CSID/) as string,
          },
        ],
      });
    });
  });

  describe('clearance and reporting', () => {
    it("clears a standard document with Clearance-Status 1 and answers ZATCA's stamped XML", async () => {
      const production = await onboard();
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      const answer = await provider().clear(production, document);

      expect(answer.outcome).toBe('CLEARED');
      const cleared =
        answer.outcome === 'CLEARED' ? Buffer.from(answer.clearedInvoice, 'base64').toString() : '';
      expect(cleared).toContain(document.uuid);
      expect(cleared).toContain('cleared by the fake ZATCA');
      const sent = zatca.requests.at(-1)!;
      expect(sent).toMatchObject({ path: '/invoices/clearance/single', body: { uuid: document.uuid } });
      expect(sent.headers).toMatchObject({ 'clearance-status': '1', authorization: basic(production) });
    });

    it('reports a simplified document', async () => {
      const production = await onboard();
      const document = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().report(production, document)).toEqual({ outcome: 'REPORTED', messages: [] });
      expect(zatca.requests.at(-1)).toMatchObject({ path: '/invoices/reporting/single' });
    });

    it('answers 202 as accepted with the warnings', async () => {
      const production = await onboard();
      zatca.findings = () => [
        {
          type: 'WARNING',
          code: 'BR-KSA-08',
          category: 'KSA',
          message: 'Seller address is incomplete',
          status: 'WARNING',
        },
      ];
      const document = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().report(production, document)).toEqual({
        outcome: 'REPORTED',
        messages: [
          { type: 'WARNING', code: 'BR-KSA-08', category: 'KSA', message: 'Seller address is incomplete' },
        ],
      });
    });

    it("rejects with ZATCA's errors and warnings from validationResults (400)", async () => {
      const production = await onboard();
      zatca.findings = () => [
        {
          type: 'ERROR',
          code: 'BR-KSA-37',
          category: 'KSA',
          message: 'The seller address building number must contain 4 digits.',
          status: 'ERROR',
        },
        {
          type: 'WARNING',
          code: 'BR-KSA-F-06',
          category: 'KSA',
          message: 'Field lengths exceeded',
          status: 'WARNING',
        },
      ];
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().clear(production, document)).toEqual({
        outcome: 'REJECTED',
        messages: [
          {
            type: 'ERROR',
            code: 'BR-KSA-37',
            category: 'KSA',
            message: 'The seller address building number must contain 4 digits.',
          },
          { type: 'WARNING', code: 'BR-KSA-F-06', category: 'KSA', message: 'Field lengths exceeded' },
        ],
      });
    });

    it('rejects a simplified document sent for clearance, as ZATCA does', async () => {
      const production = await onboard();
      const document = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().clear(production, document)).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Invalid-Invoice-Type' }],
      });
    });

    it('reports a standard document instead when ZATCA has switched clearance off (303)', async () => {
      const production = await onboard();
      zatca.clearanceEnabled = false;
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      const answer = await provider().clear(production, document);

      expect(answer).toEqual({ outcome: 'REPORTED', messages: [] });
      const [clearance, reporting] = zatca.requests.slice(-2);
      expect(clearance?.path).toBe('/invoices/clearance/single');
      expect(reporting).toMatchObject({ path: '/invoices/reporting/single', body: { uuid: document.uuid } });
      expect(reporting?.headers['clearance-status']).toBe('0');
    });

    it('rejects a submission under a compliance CSID (401) with a clear message', async () => {
      const compliance = credentialsOf(await provider().requestComplianceCsid(csr, zatca.otp));
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 1,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().clear(compliance, document)).toMatchObject({
        outcome: 'REJECTED',
        messages: [{ code: 'Unauthorized', category: 'AUTHENTICATION' }],
      });
    });
  });

  describe('the same document sent again (a retry after a timeout)', () => {
    it('reads the 409 to a simplified document reported earlier as reported', async () => {
      const production = await onboard();
      const document = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });
      zatca.delayMs = 400;
      // ZATCA got it but the answer came too late: the job does not know, and sends it again.
      expect((await provider(100).report(production, document)).outcome).toBe('UNAVAILABLE');
      await new Promise((resolve) => setTimeout(resolve, 500));
      zatca.delayMs = 0;

      const again = await provider().report(production, document);

      expect(again).toEqual({
        outcome: 'REPORTED',
        messages: [
          {
            type: 'WARNING',
            code: 'Invoice-Warning',
            category: 'Duplicate-Invoice',
            message: 'Invoice Hash Previously Submitted',
          },
        ],
      });
    });

    it("reads the 208 to a standard document cleared earlier as cleared, with ZATCA's cleared XML", async () => {
      const production = await onboard();
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });
      const first = await provider().clear(production, document);

      const again = await provider().clear(production, document);

      expect(first.outcome).toBe('CLEARED');
      expect(again).toMatchObject({
        outcome: 'CLEARED',
        clearedInvoice: first.outcome === 'CLEARED' ? first.clearedInvoice : '',
        messages: [{ type: 'WARNING', category: 'Duplicate-Invoice' }],
      });
    });
  });

  describe("ZATCA's refusals, whatever their shape", () => {
    const answering = (status: number, body: string) =>
      createZatcaFatoora({
        environment: 'simulation',
        baseUrl: 'https://zatca.invalid',
        fetch: () => Promise.resolve(new Response(body, { status })),
      });

    it.each([
      [
        'an errors list',
        JSON.stringify({ errors: [{ code: 'Invalid-CSR', message: 'The CSR is not valid' }] }),
        [{ type: 'ERROR', code: 'Invalid-CSR', category: 'CSID', message: 'The CSR is not valid' }],
      ],
      [
        'a list of words',
        JSON.stringify({ errors: ['Invalid-OTP'] }),
        [{ type: 'ERROR', code: '', category: 'CSID', message: 'Invalid-OTP' }],
      ],
      [
        'code and message',
        JSON.stringify({ code: 'Missing-ComplianceSteps', message: 'Not done yet' }),
        [{ type: 'ERROR', code: 'Missing-ComplianceSteps', category: 'CSID', message: 'Not done yet' }],
      ],
      ['plain text', 'Bad request', [{ type: 'ERROR', code: '', category: 'CSID', message: 'Bad request' }]],
      [
        'nothing',
        '',
        [
          {
            type: 'ERROR',
            code: 'HTTP-400',
            category: 'CSID',
            message: 'ZATCA refused the request (HTTP 400).',
          },
        ],
      ],
    ])('reads a refusal given as %s', async (_shape, body, messages) => {
      expect(await answering(400, body).requestComplianceCsid(csr, '123345')).toEqual({
        outcome: 'REJECTED',
        messages,
      });
    });

    it('answers UNAVAILABLE on a 429 (too many requests) and on a CSID answer it cannot read', async () => {
      expect(await answering(429, '').requestComplianceCsid(csr, '123345')).toMatchObject({
        outcome: 'UNAVAILABLE',
      });
      expect(
        await answering(200, '{"dispositionMessage":"ISSUED"}').requestComplianceCsid(csr, '123345'),
      ).toMatchObject({
        outcome: 'UNAVAILABLE',
      });
    });
  });

  describe('when ZATCA is unavailable', () => {
    it('answers UNAVAILABLE, never throws, on a 5xx', async () => {
      const production = await onboard();
      zatca.failWith = 503;
      const document = sampleSubmission({
        transaction: 'STANDARD',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });

      expect(await provider().clear(production, document)).toEqual({
        outcome: 'UNAVAILABLE',
        reason: 'ZATCA answered HTTP 503',
      });
      expect(await provider().requestComplianceCsid(csr, zatca.otp)).toMatchObject({
        outcome: 'UNAVAILABLE',
      });
      expect(warn).toHaveBeenCalled();
    });

    it('answers UNAVAILABLE when ZATCA is slower than the timeout', async () => {
      const production = await onboard();
      zatca.delayMs = 1000;
      const document = sampleSubmission({
        transaction: 'SIMPLIFIED',
        counter: 2,
        previousHash: samplePreviousHashStart,
      });
      const startedAt = Date.now();

      const answer = await provider(200).report(production, document);

      expect(answer).toEqual({ outcome: 'UNAVAILABLE', reason: 'ZATCA did not answer within 200 ms' });
      expect(Date.now() - startedAt).toBeLessThan(900);
    });

    it('answers UNAVAILABLE when ZATCA cannot be reached', async () => {
      const unreachable = createZatcaFatoora({ environment: 'simulation', baseUrl: 'http://127.0.0.1:1' });
      expect(await unreachable.requestComplianceCsid(csr, '123345')).toEqual({
        outcome: 'UNAVAILABLE',
        reason: 'ZATCA could not be reached',
      });
    });

    it('answers UNAVAILABLE, never throws, when the injected fetch throws', async () => {
      const broken = createZatcaFatoora({
        environment: 'production',
        baseUrl: zatca.baseUrl,
        fetch: () => Promise.reject(new TypeError('socket hang up')),
      });
      expect(
        await broken.report(
          { binarySecurityToken: 'x', secret: 'y', requestId: '1' },
          sampleSubmission({
            transaction: 'SIMPLIFIED',
            counter: 1,
            previousHash: samplePreviousHashStart,
          }),
        ),
      ).toMatchObject({ outcome: 'UNAVAILABLE' });
    });
  });
});
