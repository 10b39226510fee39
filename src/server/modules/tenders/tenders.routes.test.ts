import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { InvoiceSchema } from '../../../contract/invoices/invoices.schemas.js';
import type { OfferSchema, Tender } from '../../../contract/tenders/tenders.schemas.js';
import { openPool } from '../../platform/db/database.js';
import { riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import { sessionCookieOf, supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs } from '../../test/checkout.js';
import { createTendersRepository } from './tenders.repository.js';
import { createTendersService } from './tenders.service.js';

type Account = Awaited<ReturnType<typeof verifiedAccount>>;
/** Answers as they travel (decision 019): each amount in riyals and, exactly, as `…Halalas`. */
type Offer = z.input<typeof OfferSchema>;
type Invoice = z.input<typeof InvoiceSchema>;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const weekMs = 7 * dayMs;

/** The app's time: the real time moved forward by tests that let a deadline pass (never backward). */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

/** Moves the app's clock to `byMs` after `instant` (ISO), unless it is already later. */
function moveClockPast(instant: string, byMs = 60_000) {
  clock.offsetMs = Math.max(clock.offsetMs, Date.parse(instant) + byMs - Date.now());
}

/** An instant `hours` after the app's now, as the form sends it. */
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hourMs).toISOString();

/** A Riyadh calendar day, `days` after the app's today (noon in Riyadh is the same date in UTC). */
const riyadhDay = (days: number) =>
  new Date(riyadhPeriodStart('TODAY', clock.now()).getTime() + (days + 0.5) * dayMs)
    .toISOString()
    .slice(0, 10);

describe('tenders API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  const tenderBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'توريد معدات السلامة لمستودعات الرياض',
    mainActivity: 'Safety equipment supply and installation',
    submissionDeadline: inHours(48),
    responseDeadlineOption: '1w',
    ...overrides,
  });

  /** An offer of 1,000 SAR: the amount in riyals, as spec §3 names it (decision 019). */
  const offerBody = (overrides: Record<string, unknown> = {}) => ({
    amount: 1_000,
    completionDate: riyadhDay(30),
    technicalDetails: 'Class A extinguishers, EN3 certified',
    executionPlan: 'Delivery in two batches over three weeks',
    ...overrides,
  });

  async function publish(cookie: string, overrides: Record<string, unknown> = {}): Promise<Tender> {
    const response = await callAs(app(), 'POST', '/api/tenders', cookie, tenderBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Tender>();
  }

  const submit = (cookie: string, tenderId: string, overrides: Record<string, unknown> = {}) =>
    callAs(app(), 'PUT', `/api/tenders/${tenderId}/my-offer`, cookie, offerBody(overrides));

  async function submitted(
    cookie: string,
    tenderId: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Offer> {
    const response = await submit(cookie, tenderId, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Offer>();
  }

  async function get<T>(cookie: string | undefined, url: string): Promise<T> {
    const response = await callAs(app(), 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const errorCodeOf = (response: { json<T>(): T }) => response.json<{ error: { code: string } }>().error.code;

  const accept = (cookie: string, offerId: string) =>
    callAs(app(), 'POST', `/api/tenders/received-offers/${offerId}/accept`, cookie);
  const decline = (cookie: string, offerId: string) =>
    callAs(app(), 'POST', `/api/tenders/received-offers/${offerId}/decline`, cookie);

  /** The business switched to its other role; answers the rotated cookie. */
  async function switched(account: Account): Promise<Account> {
    const response = await callAs(app(), 'PATCH', '/api/auth/switch-role', account.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { ...account, cookie: sessionCookieOf(response) };
  }

  const notificationsOf = (recipientId: string, type: string) =>
    query(
      `SELECT title_en, title_ar, content_en, content_ar, sender_id, sender_name, related_entity_type,
              related_entity_id FROM notifications WHERE recipient_id = $1 AND type = $2 ORDER BY created_at`,
      [recipientId, type],
    );
  const bidStatusesOf = async (recipientId: string) =>
    (await notificationsOf(recipientId, 'BID_STATUS')).map((n) => n.content_en as string);

  /** A buyer's open tender with an offer from each of `count` suppliers (amounts 300, 200, 100 SAR…). */
  async function tenderWithOffers(count: number, overrides: Record<string, unknown> = {}) {
    const buyer = await verifiedAccount(app());
    const tender = await publish(buyer.cookie, overrides);
    const suppliers = await Promise.all(Array.from({ length: count }, () => supplierAccount(app())));
    const offers: Offer[] = [];
    for (const [index, supplier] of suppliers.entries()) {
      offers.push(await submitted(supplier.cookie, tender.id, { amount: (count - index) * 100 }));
    }
    return { buyer, tender, suppliers, offers };
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    // The tests run the closing job themselves: a pass of the minute timer must not interleave.
    await testApp.app.services.jobs.pause('tender-deadlines');
  });
  afterAll(() => testApp.close());

  describe('POST /api/tenders', () => {
    it('publishes at once with a reference number, the response deadline and my business name', async () => {
      const buyer = await verifiedAccount(app());
      const submissionDeadline = inHours(47.5);

      const tender = await publish(buyer.cookie, { submissionDeadline, responseDeadlineOption: '3w' });

      const riyadhYear = new Date(clock.now().getTime() + 3 * hourMs).getUTCFullYear();
      expect(tender.referenceNumber).toMatch(new RegExp(`^TND-${riyadhYear}-\\d{6}$`));
      expect(tender).toMatchObject({
        name: 'توريد معدات السلامة لمستودعات الرياض',
        organizationName: buyer.body.businessName,
        creator: { userId: buyer.user.id, businessName: buyer.body.businessName, city: 'الرياض' },
        submissionDeadline,
        responseDeadlineOption: '3w',
        // Spec §9 as written: 3w is four weeks after the submission deadline.
        responseDeadline: new Date(Date.parse(submissionDeadline) + 4 * weekMs).toISOString(),
        phase: 'OPEN',
        daysLeft: 2,
        offerCount: null,
        isMine: true,
        hasMyOffer: false,
      });
      expect(Math.abs(Date.parse(tender.publishedAt!) - clock.now().getTime())).toBeLessThan(60_000);
      const [row] = await query('SELECT number FROM tenders WHERE id = $1', [tender.id]);
      expect(tender.referenceNumber.endsWith(String(row!.number).padStart(6, '0'))).toBe(true);
    });

    it('keeps the organization name given, and the response deadline options 1w, 2w, 1m', async () => {
      const buyer = await verifiedAccount(app());
      const submissionDeadline = inHours(24);

      const tenders = await Promise.all(
        (['1w', '2w', '1m'] as const).map((option) =>
          publish(buyer.cookie, {
            organizationName: '  Riyadh Municipality  ',
            submissionDeadline,
            responseDeadlineOption: option,
          }),
        ),
      );

      expect(tenders.map((t) => t.organizationName)).toEqual(Array(3).fill('Riyadh Municipality'));
      expect(
        tenders.map((t) => (Date.parse(t.responseDeadline) - Date.parse(submissionDeadline)) / weekMs),
      ).toEqual([1, 2, 6]);
    });

    it.each([
      ['a name over 100 characters', { name: 'م'.repeat(101) }, 'TEXT_TOO_LONG', 'body.name'],
      ['an empty name', { name: '   ' }, 'FIELD_REQUIRED', 'body.name'],
      [
        'a main activity over 500 characters',
        { mainActivity: 'x'.repeat(501) },
        'TEXT_TOO_LONG',
        'body.mainActivity',
      ],
      [
        'no submission deadline',
        { submissionDeadline: undefined },
        'FIELD_REQUIRED',
        'body.submissionDeadline',
      ],
      [
        'an unknown response option',
        { responseDeadlineOption: '5w' },
        'FIELD_REQUIRED',
        'body.responseDeadlineOption',
      ],
    ])('refuses %s', async (_case, overrides, code, path) => {
      const buyer = await verifiedAccount(app());

      const response = await callAs(app(), 'POST', '/api/tenders', buyer.cookie, tenderBody(overrides));

      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: { code: string; details: { issues: { path: string }[] } } }>();
      expect(error.code).toBe(code);
      expect(error.details.issues[0]!.path).toBe(path);
    });

    it('refuses a submission deadline that is not in the future, by the server clock', async () => {
      const buyer = await verifiedAccount(app());

      const responses = await Promise.all(
        [inHours(-1), clock.now().toISOString()].map((submissionDeadline) =>
          callAs(app(), 'POST', '/api/tenders', buyer.cookie, tenderBody({ submissionDeadline })),
        ),
      );

      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: { code: 'DEADLINE_NOT_IN_FUTURE', details: { field: 'submissionDeadline' } },
        });
      }
      expect(await query('SELECT id FROM tenders WHERE creator_id = $1', [buyer.user.id])).toEqual([]);
    });

    it('refuses a submission deadline more than five years ahead (a typo)', async () => {
      const buyer = await verifiedAccount(app());

      const response = await callAs(
        app(),
        'POST',
        '/api/tenders',
        buyer.cookie,
        tenderBody({ submissionDeadline: '9999-12-31T23:59:59Z' }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: { field: 'submissionDeadline' } },
      });
    });

    it('is for the buyer role: a guest is 401, the supplier role 403', async () => {
      const supplier = await supplierAccount(app());

      const asGuest = await callAs(app(), 'POST', '/api/tenders', undefined, tenderBody());
      const asSupplier = await callAs(app(), 'POST', '/api/tenders', supplier.cookie, tenderBody());

      expect(asGuest.statusCode).toBe(401);
      expect(asSupplier.statusCode).toBe(403);
      expect(errorCodeOf(asSupplier)).toBe('ROLE_NOT_ALLOWED');
    });
  });

  describe('PUT /api/tenders/{id}/my-offer', () => {
    it('creates one offer per supplier: a second PUT edits it, and neither tells the creator', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());

      const first = await submit(supplier.cookie, tender.id, { notes: '  Price valid 30 days ' });
      const second = await submit(supplier.cookie, tender.id, {
        amount: 950,
        completionDate: riyadhDay(20),
        technicalDetails: 'Class A, EN3 and SASO certified',
      });

      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(200);
      const created = first.json<Offer>();
      const edited = second.json<Offer>();
      expect(created).toMatchObject({
        tenderId: tender.id,
        tenderName: tender.name,
        tenderReferenceNumber: tender.referenceNumber,
        supplier: { userId: supplier.user.id, businessName: supplier.body.businessName },
        amountHalalas: 100_000,
        notes: 'Price valid 30 days',
        status: 'SUBMITTED',
        invoiceId: null,
      });
      expect(edited).toMatchObject({
        id: created.id,
        amountHalalas: 95_000,
        completionDate: riyadhDay(20),
        technicalDetails: 'Class A, EN3 and SASO certified',
        notes: '',
        submittedAt: created.submittedAt,
      });
      expect(await query('SELECT id FROM tender_offers WHERE tender_id = $1', [tender.id])).toHaveLength(1);
      expect(await get<Offer>(supplier.cookie, `/api/tenders/${tender.id}/my-offer`)).toEqual(edited);
      // Sealed (issue 19): the creator hears of offers only at the deadline, with their count.
      expect(await notificationsOf(buyer.user.id, 'NEW_OFFER')).toEqual([]);
      const seen = await get<Tender>(supplier.cookie, `/api/tenders/${tender.id}`);
      expect(seen).toMatchObject({ hasMyOffer: true, isMine: false, offerCount: null });
    });

    it('stays one offer when the same supplier submits twice at the same time', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());

      const responses = await Promise.all([
        submit(supplier.cookie, tender.id),
        submit(supplier.cookie, tender.id),
      ]);

      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(await query('SELECT id FROM tender_offers WHERE tender_id = $1', [tender.id])).toHaveLength(1);
      expect(await notificationsOf(buyer.user.id, 'NEW_OFFER')).toEqual([]);
    });

    it.each([
      // Spec §5 Offer: "amount required, at least 1" (SAR).
      ['no amount', { amount: undefined }, 'FIELD_REQUIRED', 'body.amount'],
      ['an amount under 1 SAR', { amount: 0.99 }, 'AMOUNT_INVALID', 'body.amount'],
      [
        'an amount in halalas under 1 SAR',
        { amount: undefined, amountHalalas: 99 },
        'AMOUNT_INVALID',
        'body.amount',
      ],
      ['a fraction of a halala', { amount: 10.005 }, 'AMOUNT_INVALID', 'body.amount'],
      [
        'halalas that are not whole',
        { amount: undefined, amountHalalas: 1000.5 },
        'AMOUNT_INVALID',
        'body.amount',
      ],
      [
        'riyals and halalas that disagree',
        { amount: 10, amountHalalas: 999 },
        'AMOUNT_INVALID',
        'body.amount',
      ],
      [
        'technical details over 1,000 characters',
        { technicalDetails: 'x'.repeat(1001) },
        'TEXT_TOO_LONG',
        'body.technicalDetails',
      ],
      [
        'an execution plan over 1,000 characters',
        { executionPlan: 'x'.repeat(1001) },
        'TEXT_TOO_LONG',
        'body.executionPlan',
      ],
      ['notes over 1,000 characters', { notes: 'x'.repeat(1001) }, 'TEXT_TOO_LONG', 'body.notes'],
      ['no execution plan', { executionPlan: '' }, 'FIELD_REQUIRED', 'body.executionPlan'],
      ['no completion date', { completionDate: 'soon' }, 'FIELD_REQUIRED', 'body.completionDate'],
    ])('refuses %s', async (_case, overrides, code, path) => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());

      const response = await submit(supplier.cookie, tender.id, overrides);

      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: { code: string; details: { issues: { path: string }[] } } }>();
      expect(error.code).toBe(code);
      expect(error.details.issues[0]!.path).toBe(path);
    });

    it('accepts exactly 1 SAR and 1,000-character texts', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());

      const offer = await submitted(supplier.cookie, tender.id, {
        amount: 1,
        technicalDetails: 'ت'.repeat(1000),
        executionPlan: 'p'.repeat(1000),
        notes: 'n'.repeat(1000),
      });

      expect(offer).toMatchObject({ amount: 1, amountHalalas: 100 });
    });

    it('takes the amount in riyals or as halalas and answers both forms, equal (decision 019)', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const [inRiyals, inHalalas] = await Promise.all([supplierAccount(app()), supplierAccount(app())]);

      const fromRiyals = await submitted(inRiyals.cookie, tender.id, { amount: 1234.5 });
      const fromHalalas = await submitted(inHalalas.cookie, tender.id, {
        amount: undefined,
        amountHalalas: 123_450,
      });

      for (const offer of [fromRiyals, fromHalalas]) {
        expect(offer).toMatchObject({ amount: 1234.5, amountHalalas: 123_450 });
        expect(offer.amount).toBe(offer.amountHalalas / 100);
      }
      expect(await get<Offer>(inRiyals.cookie, `/api/tenders/${tender.id}/my-offer`)).toEqual(fromRiyals);
      // Tawrid keeps halalas.
      expect(await query('SELECT amount FROM tender_offers WHERE tender_id = $1', [tender.id])).toEqual([
        { amount: 123_450 },
        { amount: 123_450 },
      ]);
    });

    it('refuses a completion date of today or earlier in Riyadh, and accepts tomorrow', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());

      const today = await submit(supplier.cookie, tender.id, { completionDate: riyadhDay(0) });
      const yesterday = await submit(supplier.cookie, tender.id, { completionDate: riyadhDay(-1) });
      const tomorrow = await submit(supplier.cookie, tender.id, { completionDate: riyadhDay(1) });

      for (const refused of [today, yesterday]) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error: { code: 'COMPLETION_DATE_PAST', details: { field: 'completionDate' } },
        });
      }
      expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    });

    it('refuses an offer on my own tender (my supplier role)', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const asSupplier = await switched(buyer);

      const response = await submit(asSupplier.cookie, tender.id);

      expect(response.statusCode).toBe(409);
      expect(errorCodeOf(response)).toBe('OFFER_ON_OWN_TENDER');
      expect(await query('SELECT id FROM tender_offers WHERE tender_id = $1', [tender.id])).toEqual([]);
    });

    it('answers 404 for an unknown tender, and is for the supplier role', async () => {
      const supplier = await supplierAccount(app());
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);

      const unknown = await submit(supplier.cookie, randomUUID());
      const asBuyer = await submit(buyer.cookie, tender.id);
      const asGuest = await callAs(
        app(),
        'PUT',
        `/api/tenders/${tender.id}/my-offer`,
        undefined,
        offerBody(),
      );

      expect(unknown.statusCode).toBe(404);
      expect(asBuyer.statusCode).toBe(403);
      expect(asGuest.statusCode).toBe(401);
    });

    it('refuses a new offer, an edit and a withdrawal once the submission deadline has passed', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie, { submissionDeadline: inHours(1) });
      const [early, late] = await Promise.all([supplierAccount(app()), supplierAccount(app())]);
      const offer = await submitted(early.cookie, tender.id);
      moveClockPast(tender.submissionDeadline);

      const edit = await submit(early.cookie, tender.id, { amount: 10 });
      const withdrawal = await callAs(app(), 'DELETE', `/api/tenders/${tender.id}/my-offer`, early.cookie);
      const newOffer = await submit(late.cookie, tender.id);

      for (const refused of [edit, withdrawal, newOffer]) {
        expect(refused.statusCode).toBe(409);
        expect(errorCodeOf(refused)).toBe('TENDER_NOT_OPEN');
      }
      expect(await get<Offer>(early.cookie, `/api/tenders/${tender.id}/my-offer`)).toEqual(offer);
      const offers = await query('SELECT supplier_id FROM tender_offers WHERE tender_id = $1', [tender.id]);
      expect(offers).toEqual([{ supplier_id: early.user.id }]);
    });
  });

  describe('DELETE /api/tenders/{id}/my-offer', () => {
    it('withdraws my offer before the deadline; then there is none', async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const supplier = await supplierAccount(app());
      await submitted(supplier.cookie, tender.id);

      const withdrawn = await callAs(app(), 'DELETE', `/api/tenders/${tender.id}/my-offer`, supplier.cookie);
      const again = await callAs(app(), 'DELETE', `/api/tenders/${tender.id}/my-offer`, supplier.cookie);

      expect(withdrawn.statusCode).toBe(204);
      expect(again.statusCode).toBe(404);
      expect(
        (await callAs(app(), 'GET', `/api/tenders/${tender.id}/my-offer`, supplier.cookie)).statusCode,
      ).toBe(404);
      expect((await get<Tender>(supplier.cookie, `/api/tenders/${tender.id}`)).hasMyOffer).toBe(false);
    });
  });

  describe('sealed offers', () => {
    it('shows no offer, count or supplier to anybody but its supplier before the deadline, then all to the creator', async () => {
      const { buyer, tender, suppliers, offers } = await tenderWithOffers(2);
      const [first, second] = suppliers as [Account, Account];
      const [firstOffer, secondOffer] = offers as [Offer, Offer];
      const otherBuyer = await verifiedAccount(app());

      // The creator, through every endpoint of its buyer role.
      const sealed = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}/offers`, buyer.cookie);
      expect(sealed.statusCode).toBe(409);
      expect(errorCodeOf(sealed)).toBe('OFFERS_SEALED');
      expect(await get<Offer[]>(buyer.cookie, '/api/tenders/received-offers')).toEqual([]);
      expect(await get<Offer[]>(buyer.cookie, `/api/tenders/received-offers?tenderId=${tender.id}`)).toEqual(
        [],
      );
      for (const offer of offers) {
        const read = await callAs(app(), 'GET', `/api/tenders/received-offers/${offer.id}`, buyer.cookie);
        expect(read.statusCode).toBe(404);
        expect((await accept(buyer.cookie, offer.id)).statusCode).toBe(404);
        expect((await decline(buyer.cookie, offer.id)).statusCode).toBe(404);
      }
      expect((await get<Tender>(buyer.cookie, `/api/tenders/${tender.id}`)).offerCount).toBeNull();
      expect((await get<Tender>(buyer.cookie, `/api/tenders/mine/${tender.id}`)).offerCount).toBeNull();
      const mine = await get<Tender[]>(buyer.cookie, '/api/tenders/mine');
      expect(mine.find((t) => t.id === tender.id)?.offerCount).toBeNull();

      // Another supplier: its own offer only, and no count.
      expect(await get<Offer>(second.cookie, `/api/tenders/${tender.id}/my-offer`)).toMatchObject({
        id: secondOffer.id,
        amount: secondOffer.amount,
      });
      expect(await get<Tender>(second.cookie, `/api/tenders/${tender.id}`)).toMatchObject({
        offerCount: null,
        hasMyOffer: true,
      });
      const open = await get<Tender[]>(second.cookie, `/api/tenders/open?joined=true`);
      expect(open.find((t) => t.id === tender.id)?.offerCount).toBeNull();
      const asSupplier = await callAs(
        app(),
        'GET',
        `/api/tenders/received-offers/${firstOffer.id}`,
        second.cookie,
      );
      expect(asSupplier.statusCode).toBe(403);
      // Another business in its buyer role: no such offer, no such tender of its own.
      const read = await callAs(
        app(),
        'GET',
        `/api/tenders/received-offers/${firstOffer.id}`,
        otherBuyer.cookie,
      );
      expect(read.statusCode).toBe(404);
      const listed = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}/offers`, otherBuyer.cookie);
      expect(listed.statusCode).toBe(404);

      // A guest: nothing at all.
      for (const [method, url] of [
        ['GET', `/api/tenders/${tender.id}`],
        ['GET', `/api/tenders/${tender.id}/my-offer`],
        ['DELETE', `/api/tenders/${tender.id}/my-offer`],
        ['GET', '/api/tenders/open'],
        ['GET', '/api/tenders/mine'],
        ['GET', `/api/tenders/mine/${tender.id}`],
        ['GET', `/api/tenders/mine/${tender.id}/offers`],
        ['GET', '/api/tenders/received-offers'],
        ['GET', `/api/tenders/received-offers/${firstOffer.id}`],
        ['POST', `/api/tenders/received-offers/${firstOffer.id}/accept`],
        ['POST', `/api/tenders/received-offers/${firstOffer.id}/decline`],
      ] as const) {
        expect((await callAs(app(), method, url)).statusCode, `${method} ${url}`).toBe(401);
      }

      // Sealed (issue 19): the creator is not even told that offers came.
      expect(await notificationsOf(buyer.user.id, 'NEW_OFFER')).toEqual([]);

      moveClockPast(tender.submissionDeadline);
      await app().services.tenders.announceOffers();

      // At the deadline, one notification with the count, naming neither a supplier nor an amount.
      const told = await notificationsOf(buyer.user.id, 'NEW_OFFER');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title_en: 'Submissions closed on your tender',
        content_en: `“${tender.name}” received 2 offers before its deadline; you can now compare them.`,
        content_ar: `استُلم عرضان على مناقصة «${tender.name}» قبل انتهاء موعد التقديم، ويمكنك الآن مقارنتهما.`,
        sender_id: null,
        sender_name: null,
        related_entity_type: 'TENDER',
        related_entity_id: tender.id,
      });
      const text = Object.values(told[0]!).join(' ');
      for (const supplier of suppliers) expect(text).not.toContain(supplier.body.businessName);
      expect(text).not.toMatch(/\d{2,}(,\d{3})*\.\d{2}/);

      const all = await get<Offer[]>(buyer.cookie, `/api/tenders/mine/${tender.id}/offers`);
      expect(all.map((offer) => [offer.supplier.userId, offer.amountHalalas])).toEqual([
        [second.user.id, 10_000],
        [first.user.id, 20_000],
      ]);
      const received = await get<Offer[]>(buyer.cookie, `/api/tenders/received-offers?tenderId=${tender.id}`);
      expect(received.map((offer) => offer.id).sort()).toEqual(offers.map((offer) => offer.id).sort());
      expect(await get<Offer>(buyer.cookie, `/api/tenders/received-offers/${firstOffer.id}`)).toEqual(
        firstOffer,
      );
      expect(await get<Tender>(buyer.cookie, `/api/tenders/mine/${tender.id}`)).toMatchObject({
        phase: 'EVALUATING',
        daysLeft: 0,
        offerCount: 2,
      });
      // Still only the creator learns the count.
      expect((await get<Tender>(second.cookie, `/api/tenders/${tender.id}`)).offerCount).toBeNull();
      const stillHidden = await callAs(
        app(),
        'GET',
        `/api/tenders/received-offers/${firstOffer.id}`,
        otherBuyer.cookie,
      );
      expect(stillHidden.statusCode).toBe(404);
    });
  });

  describe('GET /api/tenders/mine', () => {
    it('lists my tenders newest first, page by page, filtered by phase', async () => {
      const buyer = await verifiedAccount(app());
      const soon = await publish(buyer.cookie, { submissionDeadline: inHours(2) });
      const later = await publish(buyer.cookie, { name: 'Second' });
      const latest = await publish(buyer.cookie, { name: 'Third' });
      moveClockPast(soon.submissionDeadline);

      const first = await callAs(app(), 'GET', '/api/tenders/mine?limit=2', buyer.cookie);
      const cursor = first.headers['x-next-cursor'] as string;
      const second = await get<Tender[]>(buyer.cookie, `/api/tenders/mine?limit=2&cursor=${cursor}`);
      const evaluating = await get<Tender[]>(buyer.cookie, '/api/tenders/mine?phase=EVALUATING');
      const open = await get<Tender[]>(buyer.cookie, '/api/tenders/mine?phase=OPEN');

      expect(first.json<Tender[]>().map((t) => t.id)).toEqual([latest.id, later.id]);
      expect(second.map((t) => t.id)).toEqual([soon.id]);
      expect(evaluating.map((t) => t.id)).toEqual([soon.id]);
      expect(open.map((t) => t.id)).toEqual([latest.id, later.id]);
    });

    it("answers another business's tender as 404", async () => {
      const buyer = await verifiedAccount(app());
      const tender = await publish(buyer.cookie);
      const other = await verifiedAccount(app());

      const response = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}`, other.cookie);

      expect(response.statusCode).toBe(404);
      expect((await get<Tender>(other.cookie, `/api/tenders/${tender.id}`)).isMine).toBe(false);
    });
  });

  describe('GET /api/tenders/open', () => {
    it("lists others' tenders still taking offers, searched and sorted, never my own", async () => {
      const marker = randomUUID().slice(0, 8);
      const buyer = await verifiedAccount(app());
      const lister = await verifiedAccount(app());
      const late = await publish(buyer.cookie, { name: `Pumps ${marker}`, submissionDeadline: inHours(72) });
      const early = await publish(buyer.cookie, {
        name: 'Cabling',
        mainActivity: `Cabling works ${marker.toUpperCase()}`,
        submissionDeadline: inHours(30),
      });
      const middle = await publish(buyer.cookie, {
        name: 'Lighting',
        organizationName: `Org ${marker}`,
        submissionDeadline: inHours(50),
      });
      const closing = await publish(buyer.cookie, {
        name: `Soon ${marker}`,
        submissionDeadline: inHours(0.5),
      });
      const own = await publish(lister.cookie, { name: `Own ${marker}` });
      const supplier = await switched(lister);
      moveClockPast(closing.submissionDeadline);
      const list = (sort: string, extra = '') =>
        get<Tender[]>(supplier.cookie, `/api/tenders/open?q=${marker}&sort=${sort}${extra}`);

      const ascending = await list('deadline_asc');
      const descending = await list('deadline_desc');
      const newest = await list('newest');

      expect(ascending.map((t) => t.id)).toEqual([early.id, middle.id, late.id]);
      expect(descending.map((t) => t.id)).toEqual([late.id, middle.id, early.id]);
      expect(newest.map((t) => t.id)).toEqual([middle.id, early.id, late.id]);
      expect(ascending.map((t) => t.id)).not.toContain(own.id);
      expect(ascending[0]).toMatchObject({
        phase: 'OPEN',
        isMine: false,
        hasMyOffer: false,
        offerCount: null,
      });
      const firstPage = await callAs(app(), 'GET', `/api/tenders/open?q=${marker}&limit=2`, supplier.cookie);
      const next = await list(
        'deadline_asc',
        `&limit=2&cursor=${firstPage.headers['x-next-cursor'] as string}`,
      );
      expect(firstPage.json<Tender[]>().map((t) => t.id)).toEqual([early.id, middle.id]);
      expect(next.map((t) => t.id)).toEqual([late.id]);
    });

    it('takes % and _ in the search literally', async () => {
      const marker = randomUUID().slice(0, 8);
      const buyer = await verifiedAccount(app());
      const supplier = await supplierAccount(app());
      const percent = await publish(buyer.cookie, { name: `Discount 100% ${marker}` });
      await publish(buyer.cookie, { name: `Discount 1000 ${marker}` });

      const found = await get<Tender[]>(
        supplier.cookie,
        `/api/tenders/open?q=${encodeURIComponent(`0% ${marker}`)}`,
      );
      const underscore = await get<Tender[]>(
        supplier.cookie,
        `/api/tenders/open?q=${encodeURIComponent(`_${marker}`)}`,
      );

      expect(found.map((t) => t.id)).toEqual([percent.id]);
      expect(underscore).toEqual([]);
    });

    it('with joined, lists the tenders I offered on in any phase', async () => {
      const buyer = await verifiedAccount(app());
      const supplier = await supplierAccount(app());
      const evaluating = await publish(buyer.cookie, { submissionDeadline: inHours(1) });
      const open = await publish(buyer.cookie, { submissionDeadline: inHours(100) });
      const notJoined = await publish(buyer.cookie, { submissionDeadline: inHours(100) });
      await submitted(supplier.cookie, evaluating.id);
      await submitted(supplier.cookie, open.id);
      moveClockPast(evaluating.submissionDeadline);

      const joined = await get<Tender[]>(supplier.cookie, '/api/tenders/open?joined=true');

      expect(joined.map((t) => [t.id, t.phase, t.hasMyOffer])).toEqual([
        [evaluating.id, 'EVALUATING', true],
        [open.id, 'OPEN', true],
      ]);
      expect(joined.map((t) => t.id)).not.toContain(notJoined.id);
    });
  });

  describe('POST /api/tenders/received-offers/{id}/accept', () => {
    it('accepts one offer, declines the others and issues the supplier’s invoice to me, accepted and payable', async () => {
      const { buyer, tender, suppliers, offers } = await tenderWithOffers(3);
      const winner = suppliers[1]!;
      const completionDate = riyadhDay(10);
      const edited = await submit(winner.cookie, tender.id, {
        amount: 10.1,
        completionDate,
        technicalDetails: 'Two pumps, 5 kW',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      moveClockPast(tender.submissionDeadline);

      const response = await accept(buyer.cookie, offers[1]!.id);

      expect(response.statusCode, response.body).toBe(200);
      const accepted = response.json<Offer>();
      expect(accepted).toMatchObject({ id: offers[1]!.id, status: 'ACCEPTED' });
      expect(accepted.invoiceId).toEqual(expect.any(String));
      const statuses = await get<Offer[]>(buyer.cookie, `/api/tenders/mine/${tender.id}/offers`);
      expect(statuses.map((offer) => [offer.id, offer.status])).toEqual([
        [offers[1]!.id, 'ACCEPTED'],
        [offers[2]!.id, 'DECLINED'],
        [offers[0]!.id, 'DECLINED'],
      ]);
      expect(await get<Tender>(buyer.cookie, `/api/tenders/mine/${tender.id}`)).toMatchObject({
        phase: 'AWARDED',
      });
      const [row] = await query('SELECT status, decided_at FROM tenders WHERE id = $1', [tender.id]);
      expect(row).toMatchObject({ status: 'AWARDED', decided_at: expect.any(Date) });

      const invoice = await get<Invoice>(buyer.cookie, `/api/buyers/me/invoices/${accepted.invoiceId}`);
      // 10.10 SAR + VAT 1.515 SAR, half up to 1.52.
      expect(invoice).toMatchObject({
        kind: 'TENDER',
        status: 'ACCEPTED',
        seller: { userId: winner.user.id, businessName: winner.body.businessName },
        buyer: { userId: buyer.user.id },
        lines: [
          {
            listingId: null,
            description: tender.name,
            details: 'Two pumps, 5 kW',
            quantity: 1,
            unitPriceHalalas: 1_010,
            netHalalas: 1_010,
            vatHalalas: 152,
            totalHalalas: 1_162,
          },
        ],
        subtotalHalalas: 1_010,
        vatHalalas: 152,
        totalHalalas: 1_162,
        paymentTerms: 'FULL',
        upfrontAmountHalalas: null,
        paidAmountHalalas: 0,
        dueInstallment: { installment: 'FULL', amountHalalas: 1_162 },
        deliveryDate: completionDate,
        notes: '',
        terms: '',
        orderId: null,
        counter: 1,
      });
      expect(invoice.acceptedAt).toEqual(expect.any(String));
      expect((await get<Invoice>(winner.cookie, `/api/suppliers/me/invoices/${invoice.id}`)).id).toBe(
        invoice.id,
      );
      expect(await get<Offer>(winner.cookie, `/api/tenders/${tender.id}/my-offer`)).toMatchObject({
        status: 'ACCEPTED',
        invoiceId: invoice.id,
      });

      expect(await bidStatusesOf(winner.user.id)).toEqual([`Your offer on “${tender.name}” was accepted.`]);
      for (const loser of [suppliers[0]!, suppliers[2]!]) {
        expect(await bidStatusesOf(loser.user.id)).toEqual([
          `Your offer on “${tender.name}” was not accepted.`,
        ]);
        expect(await get<Offer>(loser.cookie, `/api/tenders/${tender.id}/my-offer`)).toMatchObject({
          status: 'DECLINED',
          invoiceId: null,
        });
      }
      const [winnerNotice] = await notificationsOf(winner.user.id, 'BID_STATUS');
      expect(winnerNotice).toMatchObject({
        sender_id: buyer.user.id,
        related_entity_type: 'OFFER',
        related_entity_id: accepted.id,
      });
      expect(await notificationsOf(buyer.user.id, 'NEW_INVOICE')).toHaveLength(1);
    });

    it('issues one invoice when the same offer is accepted twice at the same time', async () => {
      const { buyer, tender, offers, suppliers } = await tenderWithOffers(2);
      moveClockPast(tender.submissionDeadline);

      const responses = await Promise.all([
        accept(buyer.cookie, offers[0]!.id),
        accept(buyer.cookie, offers[0]!.id),
      ]);

      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorCodeOf(responses.find((r) => r.statusCode === 409)!)).toBe('TENDER_NOT_EVALUATING');
      expect(
        await query(`SELECT id FROM invoices WHERE kind = 'TENDER' AND buyer_id = $1`, [buyer.user.id]),
      ).toHaveLength(1);
      expect(await bidStatusesOf(suppliers[0]!.user.id)).toHaveLength(1);
      expect(await bidStatusesOf(suppliers[1]!.user.id)).toHaveLength(1);
    });

    it('lets one of two different offers accepted at the same time win', async () => {
      const { buyer, tender, offers } = await tenderWithOffers(2);
      moveClockPast(tender.submissionDeadline);

      const responses = await Promise.all(offers.map((offer) => accept(buyer.cookie, offer.id)));

      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json<Offer>();
      const rows = await query('SELECT id, status FROM tender_offers WHERE tender_id = $1 ORDER BY status', [
        tender.id,
      ]);
      expect(rows).toEqual([
        { id: winner.id, status: 'ACCEPTED' },
        { id: offers.find((o) => o.id !== winner.id)!.id, status: 'DECLINED' },
      ]);
      const invoiced = await query(
        `SELECT tender_offers.id AS offer_id FROM tender_offers
         JOIN invoices ON invoices.id = tender_offers.invoice_id WHERE tender_id = $1`,
        [tender.id],
      );
      expect(invoiced).toEqual([{ offer_id: winner.id }]);
      expect(
        await query(`SELECT id FROM invoices WHERE kind = 'TENDER' AND buyer_id = $1`, [buyer.user.id]),
      ).toHaveLength(1);
    });

    it('refuses once the response deadline has passed, and an offer declined earlier', async () => {
      const { buyer, tender, offers } = await tenderWithOffers(2, { submissionDeadline: inHours(1) });
      moveClockPast(tender.submissionDeadline);
      expect((await decline(buyer.cookie, offers[0]!.id)).statusCode).toBe(200);

      const declinedEarlier = await accept(buyer.cookie, offers[0]!.id);
      moveClockPast(tender.responseDeadline);
      const tooLate = await accept(buyer.cookie, offers[1]!.id);

      expect(declinedEarlier.statusCode).toBe(409);
      expect(errorCodeOf(declinedEarlier)).toBe('CONFLICT');
      expect(tooLate.statusCode).toBe(409);
      expect(errorCodeOf(tooLate)).toBe('TENDER_NOT_EVALUATING');
      const [row] = await query('SELECT status FROM tenders WHERE id = $1', [tender.id]);
      expect(row!.status).toBe('OPEN');
      expect(
        await query(`SELECT id FROM invoices WHERE kind = 'TENDER' AND buyer_id = $1`, [buyer.user.id]),
      ).toEqual([]);
    });

    it('answers another buyer 404 for my offers, and changes nothing', async () => {
      const { tender, offers } = await tenderWithOffers(1);
      const other = await verifiedAccount(app());
      moveClockPast(tender.submissionDeadline);

      const responses = [
        await accept(other.cookie, offers[0]!.id),
        await decline(other.cookie, offers[0]!.id),
        await callAs(app(), 'GET', `/api/tenders/received-offers/${offers[0]!.id}`, other.cookie),
        await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}/offers`, other.cookie),
        await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}`, other.cookie),
      ];

      expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(await get<Offer[]>(other.cookie, '/api/tenders/received-offers')).toEqual([]);
      const [row] = await query('SELECT status FROM tender_offers WHERE id = $1', [offers[0]!.id]);
      expect(row!.status).toBe('SUBMITTED');
    });
  });

  describe('POST /api/tenders/received-offers/{id}/decline', () => {
    it('declines one offer while evaluating and tells its supplier; the tender stays open to the others', async () => {
      const { buyer, tender, offers, suppliers } = await tenderWithOffers(2);
      moveClockPast(tender.submissionDeadline);

      const response = await decline(buyer.cookie, offers[0]!.id);
      const again = await decline(buyer.cookie, offers[0]!.id);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Offer>()).toMatchObject({
        id: offers[0]!.id,
        status: 'DECLINED',
        invoiceId: null,
      });
      expect(again.statusCode).toBe(409);
      expect(errorCodeOf(again)).toBe('CONFLICT');
      expect(await bidStatusesOf(suppliers[0]!.user.id)).toEqual([
        `Your offer on “${tender.name}” was not accepted.`,
      ]);
      expect(await bidStatusesOf(suppliers[1]!.user.id)).toEqual([]);
      const declined = await get<Offer[]>(buyer.cookie, '/api/tenders/received-offers?status=DECLINED');
      expect(declined.map((offer) => offer.id)).toEqual([offers[0]!.id]);
      expect((await get<Tender>(buyer.cookie, `/api/tenders/mine/${tender.id}`)).phase).toBe('EVALUATING');
      expect((await accept(buyer.cookie, offers[1]!.id)).statusCode).toBe(200);
    });

    it('refuses once the tender is awarded', async () => {
      const { buyer, tender, offers } = await tenderWithOffers(2);
      moveClockPast(tender.submissionDeadline);
      expect((await accept(buyer.cookie, offers[1]!.id)).statusCode).toBe(200);

      const response = await decline(buyer.cookie, offers[0]!.id);

      expect(response.statusCode).toBe(409);
      expect(errorCodeOf(response)).toBe('TENDER_NOT_EVALUATING');
    });
  });

  describe('closeOverdueTenders', () => {
    it(
      'closes each tender past its response deadline once, when two nodes run the job at the same time',
      { timeout: 60_000 },
      async () => {
        const { buyer, tender, suppliers, offers } = await tenderWithOffers(2, {
          submissionDeadline: inHours(1),
        });
        const { tenders } = app().services;
        // More than one batch: the claims of both nodes go on until nothing is left.
        const others = await Promise.all(
          Array.from({ length: 54 }, (_, index) =>
            tenders.publishTender(
              { id: buyer.user.id, memberId: buyer.user.id, memberRoles: ['OWNER'] },
              {
                name: `Batch ${index}`,
                mainActivity: 'Batch',
                organizationName: '',
                submissionDeadline: inHours(1),
                responseDeadlineOption: '1w',
                estimatedBudget: null,
                asDraft: false,
              },
            ),
          ),
        );
        const stillOpen = await publish(buyer.cookie, { submissionDeadline: inHours(24 * 7 + 2) });
        moveClockPast(tender.responseDeadline);
        moveClockPast(others.at(-1)!.responseDeadline);
        const due = await query("SELECT id FROM tenders WHERE status = 'OPEN' AND response_deadline <= $1", [
          clock.now(),
        ]);
        // A second node: its own pool and its own service, on the same database.
        const secondNode = openPool(testApp.database.url);
        const secondTenders = createTendersService({
          repository: createTendersRepository(secondNode.db),
          users: app().services.users,
          invoices: app().services.invoices,
          events: app().services.events,
          clock,
        });

        try {
          const closed = await Promise.all([
            tenders.closeOverdueTenders(),
            secondTenders.closeOverdueTenders(),
          ]);

          expect(closed[0] + closed[1]).toBe(due.length);
        } finally {
          await secondNode.pool.end();
        }
        const rows = await query('SELECT status, decided_at FROM tenders WHERE id = ANY($1)', [
          [tender.id, ...others.map((t) => t.id)],
        ]);
        expect(rows).toHaveLength(55);
        expect(rows.every((row) => row.status === 'CLOSED' && row.decided_at instanceof Date)).toBe(true);
        expect((await get<Tender>(buyer.cookie, `/api/tenders/mine/${stillOpen.id}`)).phase).toBe('OPEN');
        const offerRows = await query('SELECT status FROM tender_offers WHERE tender_id = $1', [tender.id]);
        expect(offerRows).toEqual([{ status: 'DECLINED' }, { status: 'DECLINED' }]);
        for (const supplier of suppliers) {
          expect(await bidStatusesOf(supplier.user.id)).toEqual([
            `The tender “${tender.name}” closed without an award.`,
          ]);
        }
        const [closedNotice] = await notificationsOf(suppliers[0]!.user.id, 'BID_STATUS');
        expect(closedNotice).toMatchObject({
          content_ar: `أُغلقت مناقصة «${tender.name}» دون ترسيتها على أي عرض.`,
          sender_id: null,
          related_entity_type: 'OFFER',
          related_entity_id: offers[0]!.id,
        });
        expect(await tenders.closeOverdueTenders()).toBe(0);
        const late = await accept(buyer.cookie, offers[0]!.id);
        expect(late.statusCode).toBe(409);
        expect(errorCodeOf(late)).toBe('TENDER_NOT_EVALUATING');
        expect((await get<Tender>(buyer.cookie, `/api/tenders/mine/${tender.id}`)).phase).toBe('CLOSED');
      },
    );
  });
});
