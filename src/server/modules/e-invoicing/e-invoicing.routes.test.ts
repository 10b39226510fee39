import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EInvoice, EInvoicingUnit } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { FatooraProvider } from '../../providers/fatoora/fatoora-provider.js';
import { fromOurSite, sessionCookieOf, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { addToCart, callAs, checkout, productOf } from '../../test/checkout.js';
import { sandboxOtp } from './e-invoicing.service.js';
import { firstPreviousHash } from './document/index.js';

/**
 * A Fatoora that answers UNAVAILABLE to the next `failures` clearances and reportings (ZATCA down, a
 * network cut), then passes them on to the configured one.
 */
function flakyFatoora() {
  const state = { failures: 0, rejections: 0 };
  const rejection = {
    type: 'ERROR' as const,
    code: 'BR-KSA-37',
    category: 'BR_KSA_ERROR',
    message: "The seller's building number must be 4 digits.",
  };
  const refused = () => {
    state.rejections -= 1;
    return Promise.resolve({ outcome: 'REJECTED' as const, messages: [rejection] });
  };
  const wrap = (provider: FatooraProvider): FatooraProvider => ({
    ...provider,
    name: provider.name,
    environment: provider.environment,
    requestComplianceCsid: (csr, otp) => provider.requestComplianceCsid(csr, otp),
    checkCompliance: (credentials, submission) => provider.checkCompliance(credentials, submission),
    requestProductionCsid: (compliance) => provider.requestProductionCsid(compliance),
    renewProductionCsid: (production, csr, otp) => provider.renewProductionCsid(production, csr, otp),
    async clear(credentials, submission) {
      if (state.failures > 0) {
        state.failures -= 1;
        return { outcome: 'UNAVAILABLE', reason: 'connect ECONNREFUSED (test)' };
      }
      if (state.rejections > 0) return refused();
      return provider.clear(credentials, submission);
    },
    async report(credentials, submission) {
      if (state.failures > 0) {
        state.failures -= 1;
        return { outcome: 'UNAVAILABLE', reason: 'connect ECONNREFUSED (test)' };
      }
      if (state.rejections > 0) return refused();
      return provider.report(credentials, submission);
    },
  });
  return { state, wrap };
}

/*
 * Issue 24, decision 030: each VAT-registered supplier's unit is onboarded with the Fatoora portal's OTP;
 * every tax invoice it issues then gets a signed, chained e-invoice, cleared (a VAT-registered buyer) or
 * reported (any other), which both businesses of the invoice, and only they, can read and download.
 */
describe('e-invoicing', () => {
  const fatoora = flakyFatoora();
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  /** Runs the units' jobs waiting now (also retries not yet due). */
  const runJobs = () => app().services.jobs.runNow('e-invoicing-unit');

  const get = async <T>(cookie: string, url: string) => {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const onboard = (cookie: string, otp: string) =>
    callAs(app(), 'POST', '/api/suppliers/me/e-invoicing/onboarding', cookie, { otp });

  /** A VAT-registered business buying: its supplier side has the VAT number, it acts as a buyer. */
  async function vatBuyer() {
    const account = await supplierAccount(app());
    const switched = await app().inject({
      method: 'PATCH',
      url: '/api/auth/switch-role',
      headers: { ...fromOurSite, cookie: account.cookie },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    return { ...account, cookie: sessionCookieOf(switched) };
  }

  /** The buyer pays an order of gloves from the supplier; answers its invoice's id. */
  async function sale(supplier: { user: { id: string } }, buyer: { cookie: string }) {
    const gloves = await productOf(app(), supplier.user.id, { price: 1_800, stock: 1_000 });
    await addToCart(app(), buyer.cookie, gloves, 10);
    const response = await checkout(app(), buyer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const invoices = await get<Array<{ id: string; seller: { userId: string } }>>(
      buyer.cookie,
      '/api/buyers/me/invoices',
    );
    return invoices.find((invoice) => invoice.seller.userId === supplier.user.id)!.id;
  }

  const eInvoiceRow = async (invoiceId: string) =>
    (await query('SELECT * FROM e_invoices WHERE invoice_id = $1', [invoiceId]))[0];

  beforeAll(async () => {
    testApp = await createTestApp({}, { wrapFatoora: fatoora.wrap });
  });
  afterAll(() => testApp.close());

  it('does not apply to a supplier without a VAT number: its status says why, its invoices get none', async () => {
    const supplier = await supplierAccount(app(), { vatNumber: null });
    const buyer = await verifiedAccount(app());

    const unit = await get<EInvoicingUnit>(supplier.cookie, '/api/suppliers/me/e-invoicing');
    const onboarding = await onboard(supplier.cookie, sandboxOtp);
    const invoiceId = await sale(supplier, buyer);
    await runJobs();

    expect(unit).toMatchObject({ status: 'NOT_APPLICABLE', recentDocuments: [] });
    expect(onboarding.statusCode, onboarding.body).toBe(409);
    expect(onboarding.json()).toMatchObject({ error: { code: 'E_INVOICING_NOT_APPLICABLE' } });
    expect(await eInvoiceRow(invoiceId)).toBeUndefined();
    const read = await callAs(app(), 'GET', `/api/buyers/me/invoices/${invoiceId}/e-invoice`, buyer.cookie);
    expect(read.statusCode).toBe(404);
  });

  it('onboards with the OTP, then signs and chains each sale: cleared for a VAT buyer, reported otherwise', async () => {
    const supplier = await supplierAccount(app());
    const business = await vatBuyer();
    const person = await verifiedAccount(app());

    const onboarding = await onboard(supplier.cookie, sandboxOtp);
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect(onboarding.json<EInvoicingUnit>()).toMatchObject({ status: 'ACTIVE', lastError: [] });
    expect(onboarding.json<EInvoicingUnit>().certificateExpiresAt).not.toBeNull();

    const standardId = await sale(supplier, business);
    const simplifiedId = await sale(supplier, person);
    await runJobs();

    const standard = await get<EInvoice>(business.cookie, `/api/buyers/me/invoices/${standardId}/e-invoice`);
    const simplified = await get<EInvoice>(
      person.cookie,
      `/api/buyers/me/invoices/${simplifiedId}/e-invoice`,
    );
    expect(standard).toMatchObject({
      transaction: 'STANDARD',
      status: 'CLEARED',
      counter: 1,
      downloadable: true,
    });
    expect(simplified).toMatchObject({
      transaction: 'SIMPLIFIED',
      status: 'REPORTED',
      counter: 2,
      downloadable: true,
    });
    const [first, second] = [await eInvoiceRow(standardId), await eInvoiceRow(simplifiedId)];
    expect(first!.previous_hash).toBe(firstPreviousHash);
    expect(second!.previous_hash).toBe(first!.hash);
    expect(standard.qrCode).toBeTruthy();
    const unit = await get<EInvoicingUnit>(supplier.cookie, '/api/suppliers/me/e-invoicing');
    expect(unit.recentDocuments.map((document) => document.counter)).toEqual([2, 1]);
  });

  it('answers 422 to an OTP ZATCA refuses and keeps its messages as the last error', async () => {
    const supplier = await supplierAccount(app());

    const onboarding = await onboard(supplier.cookie, '000000');
    const unit = await get<EInvoicingUnit>(supplier.cookie, '/api/suppliers/me/e-invoicing');

    expect(onboarding.statusCode, onboarding.body).toBe(422);
    expect(onboarding.json()).toMatchObject({ error: { code: 'E_INVOICING_OTP_REJECTED' } });
    expect(unit.status).toBe('FAILED');
    expect(unit.lastError.length).toBeGreaterThan(0);
    expect(unit.lastError[0]).toMatchObject({ type: 'ERROR' });
  });

  it('retries a submission while ZATCA is unreachable, with the same signed document, until it is cleared', async () => {
    const supplier = await supplierAccount(app());
    const business = await vatBuyer();
    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);

    fatoora.state.failures = 2;
    const invoiceId = await sale(supplier, business);
    await runJobs();
    const afterFirst = await eInvoiceRow(invoiceId);
    await runJobs();
    await runJobs();
    const cleared = await eInvoiceRow(invoiceId);

    expect(afterFirst).toMatchObject({ status: 'QUEUED', counter: 1 });
    expect(cleared).toMatchObject({ status: 'CLEARED', counter: 1, attempts: 3 });
    expect(cleared!.hash).toBe(afterFirst!.hash);
    expect(cleared!.signed_xml).toBe(afterFirst!.signed_xml);
    expect(fatoora.state.failures).toBe(0);
  });

  it("keeps ZATCA's messages on a rejected document and tells the supplier, in both languages", async () => {
    const supplier = await supplierAccount(app());
    const buyer = await verifiedAccount(app());
    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);

    fatoora.state.rejections = 1;
    const invoiceId = await sale(supplier, buyer);
    await runJobs();
    const eInvoice = await get<EInvoice>(
      supplier.cookie,
      `/api/suppliers/me/invoices/${invoiceId}/e-invoice`,
    );
    type Notification = { type: string; title: string; content: string };
    const english = await get<Notification[]>(supplier.cookie, '/api/notifications/me?lang=en');
    const arabic = await get<Notification[]>(supplier.cookie, '/api/notifications/me?lang=ar');

    expect(eInvoice).toMatchObject({
      status: 'REJECTED',
      messages: [{ code: 'BR-KSA-37' }],
      downloadable: false,
    });
    expect(english[0]).toMatchObject({ type: 'INVOICE_STATUS' });
    expect(english[0]!.content).toContain(eInvoice.invoiceNumber);
    expect(english[0]!.content).toContain('rejected by ZATCA');
    expect(arabic[0]!.content).toContain('مرفوضة من هيئة الزكاة والضريبة والجمارك');
  });

  it('keeps documents issued before onboarding waiting, then signs them in issue order', async () => {
    const supplier = await supplierAccount(app());
    const buyer = await verifiedAccount(app());
    const firstId = await sale(supplier, buyer);
    const secondId = await sale(supplier, buyer);
    await runJobs();
    const waiting = await get<EInvoice>(supplier.cookie, `/api/suppliers/me/invoices/${firstId}/e-invoice`);
    const early = await callAs(
      app(),
      'GET',
      `/api/buyers/me/invoices/${firstId}/e-invoice.xml`,
      buyer.cookie,
    );

    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);
    await runJobs();

    expect(waiting).toMatchObject({ status: 'AWAITING_ONBOARDING', counter: null, downloadable: false });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'E_INVOICE_NOT_READY' } });
    expect(await eInvoiceRow(firstId)).toMatchObject({ status: 'REPORTED', counter: 1 });
    expect(await eInvoiceRow(secondId)).toMatchObject({ status: 'REPORTED', counter: 2 });
  });

  it('shows an e-invoice to the two businesses of its invoice only', async () => {
    const supplier = await supplierAccount(app());
    const otherSupplier = await supplierAccount(app());
    const buyer = await verifiedAccount(app());
    const otherBuyer = await verifiedAccount(app());
    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);
    const invoiceId = await sale(supplier, buyer);
    await runJobs();

    for (const suffix of ['e-invoice', 'e-invoice.xml', 'e-invoice.pdf']) {
      const asOtherBuyer = await callAs(
        app(),
        'GET',
        `/api/buyers/me/invoices/${invoiceId}/${suffix}`,
        otherBuyer.cookie,
      );
      const asOtherSupplier = await callAs(
        app(),
        'GET',
        `/api/suppliers/me/invoices/${invoiceId}/${suffix}`,
        otherSupplier.cookie,
      );
      expect(asOtherBuyer.statusCode, suffix).toBe(404);
      expect(asOtherSupplier.statusCode, suffix).toBe(404);
    }
    const asSupplier = await callAs(
      app(),
      'GET',
      `/api/suppliers/me/invoices/${invoiceId}/e-invoice`,
      supplier.cookie,
    );
    expect(asSupplier.statusCode).toBe(200);
  });

  it('downloads the stored XML as a file named after the invoice, and the PDF', async () => {
    const supplier = await supplierAccount(app());
    const business = await vatBuyer();
    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);
    const invoiceId = await sale(supplier, business);
    await runJobs();
    const { number } = await get<{ number: string }>(business.cookie, `/api/buyers/me/invoices/${invoiceId}`);

    const xml = await callAs(
      app(),
      'GET',
      `/api/buyers/me/invoices/${invoiceId}/e-invoice.xml`,
      business.cookie,
    );
    const pdf = await callAs(
      app(),
      'GET',
      `/api/suppliers/me/invoices/${invoiceId}/e-invoice.pdf?lng=ar`,
      supplier.cookie,
    );

    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${number}.xml"`);
    // A standard document: the buyer gets the XML ZATCA cleared, byte for byte as stored.
    expect(xml.rawPayload.equals(Buffer.from((await eInvoiceRow(invoiceId))!.cleared_xml as string))).toBe(
      true,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives documents signed at once distinct consecutive counters and one chain', async () => {
    const supplier = await supplierAccount(app());
    const buyer = await verifiedAccount(app());
    const firstId = await sale(supplier, buyer);
    const secondId = await sale(supplier, buyer);
    const thirdId = await sale(supplier, buyer);
    // This node's worker stops taking the units' jobs: only the three parallel passes below sign.
    await app().services.jobs.pause('e-invoicing-unit');
    expect((await onboard(supplier.cookie, sandboxOtp)).statusCode).toBe(200);
    const { unit_id: unitId } = (await eInvoiceRow(firstId))!;

    await Promise.all([
      app().services.eInvoicing.signNext(unitId as string),
      app().services.eInvoicing.signNext(unitId as string),
      app().services.eInvoicing.signNext(unitId as string),
    ]);

    const rows = await Promise.all([firstId, secondId, thirdId].map(eInvoiceRow));
    expect(rows.map((row) => row!.counter)).toEqual([1, 2, 3]);
    expect(rows[0]!.previous_hash).toBe(firstPreviousHash);
    expect(rows[1]!.previous_hash).toBe(rows[0]!.hash);
    expect(rows[2]!.previous_hash).toBe(rows[1]!.hash);
    const [unit] = await query('SELECT last_counter, last_hash FROM e_invoicing_units WHERE id = $1', [
      unitId,
    ]);
    expect(unit).toEqual({ last_counter: 3, last_hash: rows[2]!.hash });
  });

  it('refuses to change a signed document (the database keeps it as signed)', async () => {
    const [signed] = await query('SELECT id FROM e_invoices WHERE signed_xml IS NOT NULL LIMIT 1');
    await expect(
      query("UPDATE e_invoices SET signed_xml = '<Invoice/>' WHERE id = $1", [signed!.id]),
    ).rejects.toThrow(/cannot be changed/);
  });
});
