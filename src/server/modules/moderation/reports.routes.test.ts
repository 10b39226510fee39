import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MyReport,
  OperatorReport,
  OperatorReportDetail,
} from '../../../contract/reports/reports.schemas.js';
import { createTestApp } from '../../test/app.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { publishedProduct } from '../../test/listings.js';
import { auditEntriesOf, signedInOperator } from '../../test/operators.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
type Operator = Awaited<ReturnType<typeof signedInOperator>>;

describe('reports and takedowns (issue 25)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let trust: Operator;
  let support: Operator;
  let finance: Operator;
  let buyer: Account;
  let otherBuyer: Account;
  let supplier: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    [trust, support, finance] = await Promise.all([
      signedInOperator(testApp.database, 'TRUST_AND_SAFETY'),
      signedInOperator(testApp.database, 'SUPPORT'),
      signedInOperator(testApp.database, 'FINANCE'),
    ]);
    [buyer, otherBuyer, supplier] = await Promise.all([
      verifiedAccount(testApp.app),
      verifiedAccount(testApp.app),
      supplierAccount(testApp.app),
    ]);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  const report = (cookie: string, subjectType: string, subjectId: string, reason = 'COUNTERFEIT') =>
    call('POST', '/api/reports', cookie, { subjectType, subjectId, reason, note: 'Looks fake' });

  const trustNotices = async (userId: string) =>
    (
      await sql(
        `SELECT title_en, content_en FROM notifications WHERE recipient_id = $1 AND type = 'TRUST_AND_SAFETY'
         ORDER BY created_at`,
        [userId],
      )
    ).rows as { title_en: string; content_en: string }[];

  describe('POST /api/reports', () => {
    it('files one open report per reporter and subject: a repeat answers the same one', async () => {
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'Reported Once Drill');
      const first = await report(buyer.cookie, 'PRODUCT', productId);
      expect(first.statusCode).toBe(201);
      const repeat = await report(buyer.cookie, 'PRODUCT', productId, 'SPAM');
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json<MyReport>().reportId).toBe(first.json<MyReport>().reportId);
      expect(first.json<MyReport>()).toMatchObject({
        status: 'OPEN',
        reason: 'COUNTERFEIT',
        note: 'Looks fake',
      });
    });

    it("refuses one's own listing or business, an unknown subject, and a long note", async () => {
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'Own Listing Saw');
      const own = await report(supplier.cookie, 'PRODUCT', productId);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.code).toBe('REPORT_OWN_SUBJECT');
      expect((await report(buyer.cookie, 'BUSINESS', buyer.user.id)).json().error.code).toBe(
        'REPORT_OWN_SUBJECT',
      );
      expect((await report(buyer.cookie, 'REVIEW', productId)).statusCode).toBe(404);
      const long = await call('POST', '/api/reports', buyer.cookie, {
        subjectType: 'PRODUCT',
        subjectId: productId,
        reason: 'OTHER',
        note: 'x'.repeat(1001),
      });
      expect(long.statusCode).toBe(400);
      expect(
        (
          await call('POST', '/api/reports', undefined, {
            subjectType: 'PRODUCT',
            subjectId: productId,
            reason: 'SPAM',
          })
        ).statusCode,
      ).toBe(401);
    });

    it('lets only a participant of the chat report a message, not its sender', async () => {
      const opened = await call('POST', '/api/chats', buyer.cookie, {
        counterpartId: supplier.user.id,
        mySide: 'BUYER',
      });
      const threadId = opened.json<{ id: string }>().id;
      const sent = await call('POST', `/api/chats/${threadId}/messages`, supplier.cookie, {
        text: 'Pay me outside Tawrid',
      });
      const messageId = sent.json<{ id: string }>().id;
      expect((await report(otherBuyer.cookie, 'MESSAGE', messageId, 'FRAUD')).statusCode).toBe(404);
      expect((await report(supplier.cookie, 'MESSAGE', messageId, 'FRAUD')).statusCode).toBe(403);
      const filed = await report(buyer.cookie, 'MESSAGE', messageId, 'FRAUD');
      expect(filed.statusCode).toBe(201);

      // Taken down: both parties read it as removed, and the sender is told.
      const taken = await call(
        'POST',
        `/api/operator/reports/${filed.json<MyReport>().reportId}/take-down`,
        trust.cookie,
        { reason: 'Asking for payment outside the platform' },
      );
      expect(taken.statusCode).toBe(200);
      for (const cookie of [buyer.cookie, supplier.cookie]) {
        const messages = (await call('GET', `/api/chats/${threadId}/messages`, cookie)).json<
          { id: string; text: string; isRemoved: boolean }[]
        >();
        expect(messages.find((message) => message.id === messageId)).toMatchObject({
          text: '',
          isRemoved: true,
        });
      }
      expect(await auditEntriesOf(testApp.database, 'MESSAGE', messageId)).toEqual([
        expect.objectContaining({ action: 'MESSAGE_REMOVED' }),
      ]);
    });
  });

  describe('operators', () => {
    it('show the queue and a report with its subject in both languages to trust and support; not finance or businesses', async () => {
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'مثقاب مقلد');
      const filed = (await report(buyer.cookie, 'PRODUCT', productId)).json<MyReport>();
      await report(otherBuyer.cookie, 'PRODUCT', productId, 'MISLEADING');
      for (const operator of [trust, support]) {
        const queue = await call('GET', '/api/operator/reports?status=OPEN&limit=100', operator.cookie);
        expect(queue.statusCode).toBe(200);
        expect(queue.json<OperatorReport[]>().map((row) => row.reportId)).toContain(filed.reportId);
        const detail = await call('GET', `/api/operator/reports/${filed.reportId}`, operator.cookie);
        expect(detail.json<OperatorReportDetail>()).toMatchObject({
          subject: { titleAr: 'مثقاب مقلد', ownerId: supplier.user.id, isRemoved: false },
          reporterName: buyer.body.businessName,
        });
        expect(detail.json<OperatorReportDetail>().otherReports).toHaveLength(1);
      }
      const refused = await call('GET', '/api/operator/reports', finance.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect((await call('GET', '/api/operator/reports', buyer.cookie)).statusCode).toBe(401);
    });

    it('take a listing down: hidden from search, page and cart, not publishable, every report closed, all told', async () => {
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'Takedown Quartz Hammer');
      const filed = (await report(buyer.cookie, 'PRODUCT', productId)).json<MyReport>();
      const second = (await report(otherBuyer.cookie, 'PRODUCT', productId, 'PROHIBITED')).json<MyReport>();
      const url = `/api/operator/reports/${filed.reportId}/take-down`;

      const bySupport = await call('POST', url, support.cookie, { reason: 'Fake brand' });
      expect(bySupport.statusCode).toBe(403);
      expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(200);

      const taken = await call('POST', url, trust.cookie, { reason: 'Counterfeit brand logo' });
      expect(taken.statusCode).toBe(200);
      expect(taken.json<OperatorReportDetail>()).toMatchObject({
        status: 'TAKEN_DOWN',
        decisionReason: 'Counterfeit brand logo',
        subject: { isRemoved: true },
      });

      const found = (await call('GET', '/api/search/products?q=Takedown Quartz Hammer')).json<
        { _id: string }[]
      >();
      expect(found.map((card) => card._id)).not.toContain(productId);
      expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(404);
      const added = await call('POST', '/api/buyers/me/cart/items', buyer.cookie, {
        productId,
        quantity: 10,
      });
      expect(added.statusCode).toBeGreaterThanOrEqual(400);
      expect(added.statusCode).toBeLessThan(500);

      const own = await call('GET', `/api/suppliers/me/products/${productId}`, supplier.cookie);
      expect(own.json()).toMatchObject({ takedownReason: 'Counterfeit brand logo' });
      await call('POST', `/api/suppliers/me/products/${productId}/unpublish`, supplier.cookie);
      const republish = await call(
        'POST',
        `/api/suppliers/me/products/${productId}/publish`,
        supplier.cookie,
      );
      expect(republish.json().error.code).toBe('LISTING_TAKEN_DOWN');

      const statuses = await sql('SELECT id, status FROM reports WHERE subject_id = $1', [productId]);
      expect(statuses.rows.every((row: { status: string }) => row.status === 'TAKEN_DOWN')).toBe(true);
      expect(await auditEntriesOf(testApp.database, 'LISTING', productId)).toEqual([
        expect.objectContaining({
          action: 'LISTING_TAKEN_DOWN',
          operatorId: trust.id,
          reason: 'Counterfeit brand logo',
        }),
      ]);
      for (const id of [filed.reportId, second.reportId]) {
        expect(await auditEntriesOf(testApp.database, 'REPORT', id)).toEqual([
          expect.objectContaining({ action: 'REPORT_UPHELD' }),
        ]);
      }
      expect(
        (await trustNotices(buyer.user.id)).some((n) => n.title_en === 'Thank you for your report'),
      ).toBe(true);
      expect(
        (await trustNotices(otherBuyer.user.id)).some((n) => n.title_en === 'Thank you for your report'),
      ).toBe(true);
      expect(
        (await trustNotices(supplier.user.id)).some(
          (n) =>
            n.title_en === 'Your product was taken down' && n.content_en.includes('Counterfeit brand logo'),
        ),
      ).toBe(true);

      const again = await call('POST', url, trust.cookie, { reason: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('REPORT_ALREADY_DECIDED');
    });

    it('dismiss: the listing stays, the reports close, the reporter is told', async () => {
      const productId = await publishedProduct(testApp.app, supplier.user.id, 'Dismissed Copper Pipe');
      const filed = (await report(otherBuyer.cookie, 'PRODUCT', productId, 'MISLEADING')).json<MyReport>();
      const dismissed = await call('POST', `/api/operator/reports/${filed.reportId}/dismiss`, trust.cookie, {
        reason: 'The description matches the photos',
      });
      expect(dismissed.json<OperatorReportDetail>().status).toBe('DISMISSED');
      expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(200);
      expect(await auditEntriesOf(testApp.database, 'REPORT', filed.reportId)).toEqual([
        expect.objectContaining({ action: 'REPORT_DISMISSED', reason: 'The description matches the photos' }),
      ]);
      expect(
        (await trustNotices(otherBuyer.user.id)).some((n) => n.title_en === 'Your report was reviewed'),
      ).toBe(true);
      // Decided: a new report of the same subject is a new open one.
      expect((await report(otherBuyer.cookie, 'PRODUCT', productId)).statusCode).toBe(201);
    });

    it('take a supplier business down: suspended through users, storefront hidden', async () => {
      const target = await supplierAccount(testApp.app);
      const filed = (await report(buyer.cookie, 'BUSINESS', target.user.id, 'FRAUD')).json<MyReport>();
      const taken = await call('POST', `/api/operator/reports/${filed.reportId}/take-down`, trust.cookie, {
        reason: 'Took payment and never shipped',
      });
      expect(taken.statusCode).toBe(200);
      expect((await call('GET', `/api/suppliers/${target.user.id}`)).statusCode).toBe(404);
      expect(await auditEntriesOf(testApp.database, 'SUPPLIER', target.user.id)).toEqual([
        expect.objectContaining({ action: 'SUPPLIER_SUSPENDED', reason: 'Took payment and never shipped' }),
      ]);
    });

    it('take a buyer-only business down: recorded and told, nothing suspended', async () => {
      const target = await verifiedAccount(testApp.app);
      const filed = (await report(supplier.cookie, 'BUSINESS', target.user.id, 'OFFENSIVE')).json<MyReport>();
      await call('POST', `/api/operator/reports/${filed.reportId}/take-down`, trust.cookie, {
        reason: 'Abusive messages to suppliers',
      });
      expect(await auditEntriesOf(testApp.database, 'BUSINESS', target.user.id)).toEqual([
        expect.objectContaining({ action: 'BUSINESS_WARNED' }),
      ]);
      expect((await trustNotices(target.user.id))[0]!.content_en).toContain('Abusive messages to suppliers');
    });
  });
});
