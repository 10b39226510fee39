import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { OfferSchema, TenderSchema } from '../../../contract/tenders/tenders.schemas.js';
import { supplierAccount, verifiedAccount } from '../../test/accounts.js';
import { createTestApp } from '../../test/app.js';
import { callAs } from '../../test/checkout.js';
import { memberOf } from '../../test/members.js';

/** Answers as they travel (decision 019): amounts in riyals and as `…Halalas`. */
type Tender = z.input<typeof TenderSchema>;
type Offer = z.input<typeof OfferSchema>;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The app's time: the real time moved forward by tests that let a deadline pass (never backward). */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
function moveClockPast(instant: string, byMs = 60_000) {
  clock.offsetMs = Math.max(clock.offsetMs, Date.parse(instant) + byMs - Date.now());
}
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hourMs).toISOString();

/** Issue 26: requesters draft tenders, approvers (within their limit) and owners publish them. */
describe('tender drafts and publishing by approvers', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  const member = (
    business: { user: { id: string } },
    roles: Parameters<typeof memberOf>[3],
    options?: Parameters<typeof memberOf>[4],
  ) => memberOf(app(), testApp.database, business, roles, options);

  const tenderBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'توريد أثاث مكتبي لفرع جدة',
    mainActivity: 'Office furniture supply and installation',
    submissionDeadline: inHours(48),
    responseDeadlineOption: '1w',
    ...overrides,
  });
  const create = (cookie: string, overrides: Record<string, unknown> = {}) =>
    callAs(app(), 'POST', '/api/tenders', cookie, tenderBody(overrides));
  async function created(cookie: string, overrides: Record<string, unknown> = {}): Promise<Tender> {
    const response = await create(cookie, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Tender>();
  }
  const publishDraft = (cookie: string, id: string) =>
    callAs(app(), 'POST', `/api/tenders/mine/${id}/publish`, cookie);
  const edit = (cookie: string, id: string, overrides: Record<string, unknown> = {}) =>
    callAs(app(), 'PATCH', `/api/tenders/mine/${id}`, cookie, tenderBody(overrides));
  const discard = (cookie: string, id: string) => callAs(app(), 'DELETE', `/api/tenders/mine/${id}`, cookie);
  const errorCodeOf = (response: { json<T>(): T }) => response.json<{ error: { code: string } }>().error.code;
  const openList = async (cookie: string) =>
    (await callAs(app(), 'GET', '/api/tenders/open?limit=50&sort=newest', cookie)).json<Tender[]>();

  /** A buyer business with a requester and an approver (no limit unless given). */
  async function team(approverLimit: number | null = null) {
    const owner = await verifiedAccount(app());
    const requester = await member(owner, ['REQUESTER']);
    const approver = await member(owner, ['APPROVER'], { orderLimit: approverLimit });
    return { owner, requester, approver };
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    await testApp.app.services.jobs.pause('tender-deadlines');
  });
  afterAll(() => testApp.close());

  it("saves a requester's tender as a draft that suppliers cannot see, find or answer", async () => {
    const { owner, requester } = await team();
    const supplier = await supplierAccount(app());

    // Asking to publish does not publish: a requester's tender waits for an approver.
    const draft = await created(requester.cookie, { asDraft: false, estimatedBudgetHalalas: 500_000 });

    expect(draft).toMatchObject({
      phase: 'DRAFT',
      publishedAt: null,
      daysLeft: 0,
      isMine: true,
      estimatedBudget: 5_000,
      estimatedBudgetHalalas: 500_000,
      createdBy: { memberId: requester.memberId, name: expect.any(String) as string },
      publishedBy: null,
    });
    expect((await openList(supplier.cookie)).map((tender) => tender.id)).not.toContain(draft.id);
    const byId = await callAs(app(), 'GET', `/api/tenders/${draft.id}`, supplier.cookie);
    expect(byId.statusCode).toBe(404);
    const offer = await callAs(app(), 'PUT', `/api/tenders/${draft.id}/my-offer`, supplier.cookie, {
      amount: 100,
      completionDate: inHours(24 * 30).slice(0, 10),
      technicalDetails: 'x',
      executionPlan: 'y',
    });
    expect(offer.statusCode).toBe(404);
    // The business's own people see it, drafts being a phase of their list.
    const drafts = await callAs(app(), 'GET', '/api/tenders/mine?phase=DRAFT', owner.cookie);
    expect(drafts.json<Tender[]>().map((tender) => tender.id)).toEqual([draft.id]);
  });

  it('lets neither a requester publish a draft nor a viewer write one', async () => {
    const { owner, requester } = await team();
    const viewer = await member(owner, ['VIEWER']);
    const draft = await created(requester.cookie);

    const published = await publishDraft(requester.cookie, draft.id);
    const viewerCreates = await create(viewer.cookie);

    expect(published.statusCode).toBe(403);
    expect(errorCodeOf(published)).toBe('TEAM_ROLE_NOT_ALLOWED');
    expect(viewerCreates.statusCode).toBe(403);
    expect(errorCodeOf(viewerCreates)).toBe('TEAM_ROLE_NOT_ALLOWED');
    const [row] = (await testApp.database.pool.query('SELECT status FROM tenders WHERE id = $1', [draft.id]))
      .rows as Array<{ status: string }>;
    expect(row?.status).toBe('DRAFT');
  });

  it('publishes a draft by an approver: suppliers see it, and who wrote and published it is recorded', async () => {
    const { requester, approver } = await team();
    const supplier = await supplierAccount(app());
    const draft = await created(requester.cookie);

    const response = await publishDraft(approver.cookie, draft.id);

    expect(response.statusCode, response.body).toBe(200);
    const tender = response.json<Tender>();
    expect(tender).toMatchObject({
      id: draft.id,
      referenceNumber: draft.referenceNumber,
      phase: 'OPEN',
      daysLeft: 2,
      createdBy: { memberId: requester.memberId },
      publishedBy: { memberId: approver.memberId },
    });
    expect(tender.publishedAt).not.toBeNull();
    expect((await openList(supplier.cookie)).map((open) => open.id)).toContain(draft.id);
    const seen = await callAs(app(), 'GET', `/api/tenders/${draft.id}`, supplier.cookie);
    // Another business sees the tender, not the buyer's estimate nor its people.
    expect(seen.json<Tender>()).toMatchObject({
      phase: 'OPEN',
      estimatedBudget: null,
      createdBy: null,
      publishedBy: null,
    });
    const again = await publishDraft(approver.cookie, draft.id);
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('TENDER_NOT_DRAFT');
    const edited = await edit(requester.cookie, draft.id);
    expect(errorCodeOf(edited)).toBe('TENDER_NOT_DRAFT');
  });

  it('publishes as today when an approver or owner creates a tender, unless they ask for a draft', async () => {
    const { owner, approver } = await team();

    const byApprover = await created(approver.cookie);
    const byOwner = await created(owner.cookie);
    const ownersDraft = await created(owner.cookie, { asDraft: true });

    expect(byApprover).toMatchObject({ phase: 'OPEN', publishedBy: { memberId: approver.memberId } });
    expect(byOwner).toMatchObject({ phase: 'OPEN', publishedBy: { memberId: owner.user.id } });
    expect(ownersDraft).toMatchObject({ phase: 'DRAFT', publishedAt: null });
  });

  it('publishes a draft only while its submission deadline is in the future; the clock does not run for it', async () => {
    const { requester, approver } = await team();
    const pastDeadline = await create(requester.cookie, { submissionDeadline: inHours(-1) });
    expect(errorCodeOf(pastDeadline)).toBe('DEADLINE_NOT_IN_FUTURE');
    const draft = await created(requester.cookie, { submissionDeadline: inHours(2) });
    moveClockPast(draft.submissionDeadline);

    // The deadline job announces nothing for a draft.
    await app().services.tenders.announceOffers();
    const late = await publishDraft(approver.cookie, draft.id);
    const fixed = await edit(approver.cookie, draft.id, { submissionDeadline: inHours(24) });
    const published = await publishDraft(approver.cookie, draft.id);

    expect(late.statusCode).toBe(400);
    expect(errorCodeOf(late)).toBe('DEADLINE_NOT_IN_FUTURE');
    const [announced] = (
      await testApp.database.pool.query('SELECT offers_announced_at FROM tenders WHERE id = $1', [draft.id])
    ).rows as Array<{ offers_announced_at: Date | null }>;
    expect(announced?.offers_announced_at).toBeNull();
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Tender>().phase).toBe('OPEN');
  });

  it("caps an approver's publishing by their order limit; an owner has no cap", async () => {
    const { owner, requester, approver } = await team(100_000);
    const withinLimit = await created(requester.cookie, { estimatedBudgetHalalas: 100_000 });
    const aboveLimit = await created(requester.cookie, { estimatedBudgetHalalas: 100_001 });
    const noEstimate = await created(requester.cookie);

    const refused = await publishDraft(approver.cookie, aboveLimit.id);
    const refusedAtCreation = await create(approver.cookie, { estimatedBudgetHalalas: 150_000 });

    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('TENDER_OVER_APPROVER_LIMIT');
    expect(errorCodeOf(refusedAtCreation)).toBe('TENDER_OVER_APPROVER_LIMIT');
    expect((await publishDraft(approver.cookie, withinLimit.id)).statusCode).toBe(200);
    expect((await publishDraft(approver.cookie, noEstimate.id)).statusCode).toBe(200);
    expect((await publishDraft(owner.cookie, aboveLimit.id)).statusCode).toBe(200);
  });

  it("lets a requester edit and discard only their own drafts; approvers any of the business's", async () => {
    const { requester, approver } = await team();
    const { owner: otherOwner } = await team();
    const colleague = await member({ user: { id: (await me(requester.cookie)).id } }, ['REQUESTER']);
    const draft = await created(requester.cookie);
    const second = await created(requester.cookie);

    const editedByColleague = await edit(colleague.cookie, draft.id, { name: 'Changed' });
    const discardedByColleague = await discard(colleague.cookie, draft.id);
    const editedByOtherBusiness = await edit(otherOwner.cookie, draft.id);
    const edited = await edit(requester.cookie, draft.id, { name: 'مناقصة معدلة', estimatedBudget: 250 });
    const discarded = await discard(requester.cookie, draft.id);
    const discardedByApprover = await discard(approver.cookie, second.id);

    expect(errorCodeOf(editedByColleague)).toBe('TEAM_ROLE_NOT_ALLOWED');
    expect(errorCodeOf(discardedByColleague)).toBe('TEAM_ROLE_NOT_ALLOWED');
    expect(editedByOtherBusiness.statusCode).toBe(404);
    expect(edited.json<Tender>()).toMatchObject({ name: 'مناقصة معدلة', estimatedBudgetHalalas: 25_000 });
    expect(discarded.statusCode).toBe(204);
    expect(discardedByApprover.statusCode).toBe(204);
    expect((await callAs(app(), 'GET', `/api/tenders/mine/${draft.id}`, requester.cookie)).statusCode).toBe(
      404,
    );
    const published = await created(approver.cookie);
    expect(errorCodeOf(await discard(approver.cookie, published.id))).toBe('TENDER_NOT_DRAFT');
  });

  it('publishes a draft once when two approvers publish it at the same time', async () => {
    const { owner, requester, approver } = await team();
    const second = await member(owner, ['APPROVER']);
    const draft = await created(requester.cookie);

    const answers = await Promise.all([
      publishDraft(approver.cookie, draft.id),
      publishDraft(second.cookie, draft.id),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = (
      await testApp.database.pool.query('SELECT status, published_by FROM tenders WHERE id = $1', [draft.id])
    ).rows as Array<{ status: string; published_by: string }>;
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Tender>();
    expect(rows).toEqual([{ status: 'OPEN', published_by: winner.publishedBy?.memberId }]);
  });

  it("shows which supplier member submitted an offer to the tender's owner only after the deadline", async () => {
    const buyer = await verifiedAccount(app());
    const supplier = await supplierAccount(app());
    const handler = await member(supplier, ['ORDER_HANDLER'], { side: 'SUPPLIER' });
    const tender = await created(buyer.cookie, { submissionDeadline: inHours(3) });

    const submitted = await callAs(app(), 'PUT', `/api/tenders/${tender.id}/my-offer`, handler.cookie, {
      amount: 1_000,
      completionDate: new Date(clock.now().getTime() + 30 * dayMs).toISOString().slice(0, 10),
      technicalDetails: 'Ergonomic chairs',
      executionPlan: 'Two deliveries',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // The supplier's own people see who submitted it.
    expect(submitted.json<Offer>().submittedBy).toMatchObject({ memberId: handler.memberId });
    const sealed = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}/offers`, buyer.cookie);
    expect(sealed.statusCode).toBe(409);
    expect(sealed.body).not.toContain(handler.memberId);

    moveClockPast(tender.submissionDeadline);
    const opened = await callAs(app(), 'GET', `/api/tenders/mine/${tender.id}/offers`, buyer.cookie);

    expect(opened.statusCode).toBe(200);
    expect(opened.json<Offer[]>()[0]?.submittedBy).toMatchObject({
      memberId: handler.memberId,
      name: expect.any(String) as string,
    });
  });

  const me = async (cookie: string) =>
    (await callAs(app(), 'GET', '/api/users/me', cookie)).json<{ id: string }>();
});
