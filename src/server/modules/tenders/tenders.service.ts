import type { z } from 'zod';
import { rolesAllow, type MemberRole } from '../../../contract/team/member-roles.js';
import {
  responseDeadlineOf,
  type CreateTenderBodySchema,
  type Offer,
  type OfferStatus,
  type SubmitOfferBodySchema,
  type Tender,
  type TenderPhase,
  type UpdateTenderDraftBodySchema,
} from '../../../contract/tenders/tenders.schemas.js';
import type { MemberRef } from '../../../contract/team/member-ref.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DbExecutor } from '../../platform/db/database.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  type TimeIdKey,
} from '../../platform/pagination/time-id-cursor.js';
import {
  dayMs,
  riyadhDayStart,
  riyadhPeriodStart,
  riyadhWallClockOf,
} from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { UsersService } from '../users/users.service.js';
import type {
  Keyed,
  OfferView,
  TenderRow,
  TendersRepository,
  TenderSort,
  TenderView,
} from './tenders.repository.js';
import type { Page } from '../../platform/pagination/page.js';

/** `POST /api/tenders` and `PUT /api/tenders/{id}/my-offer` as their schemas parse them. */
export type CreateTenderInput = z.output<typeof CreateTenderBodySchema>;
export type SubmitOfferInput = z.output<typeof SubmitOfferBodySchema>;
export type UpdateTenderDraftInput = z.output<typeof UpdateTenderDraftBodySchema>;

/** Issue 26: the member acting for its business (`id` is the business's). */
export interface TenderCaller {
  id: string;
  memberId: string;
  memberRoles: readonly MemberRole[];
}

/** Who may publish a tender (issue 26): approvers, and owners (always allowed). */
const publishers: readonly MemberRole[] = ['APPROVER'];

export interface MyTendersQuery {
  phase?: TenderPhase;
  cursor?: string;
  limit: number;
}

export interface OpenTendersQuery {
  joined?: boolean;
  q?: string;
  sort: TenderSort;
  cursor?: string;
  limit: number;
}

export interface ReceivedOffersQuery {
  tenderId?: string;
  status?: OfferStatus;
  cursor?: string;
  limit: number;
}

/** Tenders the closing job closes in one transaction (each batch commits before the next is claimed). */
export const closeBatchSize = 50;

/** Tenders whose offers the deadline job announces in one transaction. */
export const announceBatchSize = 50;

/**
 * A typo guard: a submission deadline years away is a mistake, and an instant past year 9999 cannot be
 * written as the API's ISO date-time.
 */
const maxDeadlineAheadMs = 5 * 366 * dayMs;

/** What people read and quote (decision 014): `TND-<Riyadh year of publication>-<number padded to 6>`. */
export function tenderReferenceOf(tender: Pick<TenderRow, 'number' | 'publishedAt' | 'createdAt'>): string {
  // A draft's number is kept when it is published; its year is the one it was written in until then.
  const year = riyadhWallClockOf(tender.publishedAt ?? tender.createdAt).getUTCFullYear();
  return `TND-${year}-${String(tender.number).padStart(6, '0')}`;
}

/**
 * Decision 014: OPEN before the submission deadline; EVALUATING until the response deadline unless
 * awarded; past it a tender nobody awarded is CLOSED even before the closing job has stored it so.
 */
export function phaseOf(
  tender: Pick<TenderRow, 'status' | 'submissionDeadline' | 'responseDeadline'>,
  now: Date,
): TenderPhase {
  if (tender.status !== 'OPEN') return tender.status;
  // The deadlines of a draft run only once it is published.
  if (now < tender.submissionDeadline) return 'OPEN';
  if (now < tender.responseDeadline) return 'EVALUATING';
  return 'CLOSED';
}

/** The sealed rule's one test: nobody reads an offer, or learns how many there are, before this. */
const isDeadlinePassed = (tender: Pick<TenderRow, 'submissionDeadline'>, now: Date) =>
  tender.submissionDeadline <= now;

/** A business as tenders and offers show it. */
type Party = Tender['creator'];

/** The members the answers show (issue 26), by member id. */
type Names = ReadonlyMap<string, MemberRef>;
const memberRef = (memberId: string | null, names: Names): MemberRef | null =>
  memberId ? (names.get(memberId) ?? null) : null;

function toTender(view: TenderView, creator: Party, viewerId: string, now: Date, names: Names): Tender {
  const { tender } = view;
  const isMine = tender.creatorId === viewerId;
  const isDraft = tender.status === 'DRAFT';
  return {
    id: tender.id,
    referenceNumber: tenderReferenceOf(tender),
    name: tender.name,
    mainActivity: tender.mainActivity,
    organizationName: tender.organizationName,
    creator,
    publishedAt: tender.publishedAt?.toISOString() ?? null,
    submissionDeadline: tender.submissionDeadline.toISOString(),
    responseDeadlineOption: tender.responseDeadlineOption,
    responseDeadline: tender.responseDeadline.toISOString(),
    phase: phaseOf(tender, now),
    daysLeft: isDraft
      ? 0
      : Math.max(0, Math.ceil((tender.submissionDeadline.getTime() - now.getTime()) / dayMs)),
    // Sealed: no count before the deadline for anybody, the creator included; after it, only the
    // creator learns how many businesses answered.
    offerCount: isMine && isDeadlinePassed(tender, now) ? view.offerCount : null,
    isMine,
    hasMyOffer: view.hasViewerOffer,
    // Issue 26: the business's own estimate and people, shown to that business only.
    estimatedBudget: isMine ? tender.estimatedBudget : null,
    createdBy: isMine ? memberRef(tender.createdBy, names) : null,
    publishedBy: isMine ? memberRef(tender.publishedBy, names) : null,
  };
}

function toOffer(view: OfferView, supplier: Party, names: Names): Offer {
  const { offer } = view;
  return {
    id: offer.id,
    tenderId: view.tender.id,
    tenderName: view.tender.name,
    tenderReferenceNumber: tenderReferenceOf(view.tender),
    supplier,
    amount: offer.amount,
    completionDate: offer.completionDate,
    technicalDetails: offer.technicalDetails,
    executionPlan: offer.executionPlan,
    notes: offer.notes,
    status: offer.status,
    submittedAt: offer.submittedAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    invoiceId: offer.invoiceId,
    submittedBy: memberRef(offer.submittedBy, names),
  };
}

/** The next page's cursor: the last row's key when there is a row beyond the page. */
function pageOf<T>(
  rows: ReadonlyArray<Keyed<T>>,
  limit: number,
): { page: Keyed<T>[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.key) : null };
}

const cursorKey = (cursor: string | undefined): TimeIdKey | undefined =>
  cursor ? decodeTimeIdCursor(cursor) : undefined;

/**
 * Issue 8, decision 014: tenders with sealed offers. Every read of an offer goes through this service,
 * which is where the sealed rule lives: before the submission deadline an offer is readable by its
 * supplier alone (the creator gets OFFERS_SEALED or NOT_FOUND, nobody gets a count).
 */
export function createTendersService({
  repository,
  users,
  invoices,
  events,
  clock,
}: {
  repository: TendersRepository;
  /**
   * The creator's business name: the default organization name and the sender of offer answers; the
   * names and cities of creators and suppliers that tenders and offers show.
   */
  users: Pick<UsersService, 'findById' | 'findBusinessProfiles' | 'findMember' | 'memberRefs'>;
  /** The invoice of an accepted offer, issued in the transaction that awards the tender. */
  invoices: Pick<InvoicesService, 'issueForAcceptedOffer'>;
  /**
   * TenderSubmissionsClosed at the deadline, TenderAwarded, OfferDeclined and TenderClosed, in the
   * transaction of the change. Never anything about an offer before the deadline (issue 19).
   */
  events: DomainEventPublisher;
  clock: Clock;
}) {
  /** These businesses as tenders and offers show them, by id (the foreign keys guarantee each exists). */
  async function partiesOf(userIds: readonly string[]): Promise<Map<string, Party>> {
    const profiles = await users.findBusinessProfiles(userIds);
    return new Map(
      profiles.map((profile) => [
        profile.userId,
        { userId: profile.userId, businessName: profile.businessName, city: profile.city },
      ]),
    );
  }

  async function toTenders(views: readonly TenderView[], viewerId: string, now: Date): Promise<Tender[]> {
    const own = views.filter((view) => view.tender.creatorId === viewerId).map((view) => view.tender);
    const [creators, names] = await Promise.all([
      partiesOf(views.map((view) => view.tender.creatorId)),
      users.memberRefs(own.flatMap((tender) => [tender.createdBy, tender.publishedBy])),
    ]);
    return views.map((view) => toTender(view, creators.get(view.tender.creatorId)!, viewerId, now, names));
  }

  /**
   * Every caller here may read the offer (its supplier, or the creator after the deadline): the sealed
   * rule is checked before, so who submitted it is as readable as the rest of it.
   */
  async function toOffers(views: readonly OfferView[]): Promise<Offer[]> {
    const [suppliers, names] = await Promise.all([
      partiesOf(views.map((view) => view.offer.supplierId)),
      users.memberRefs(views.map((view) => view.offer.submittedBy)),
    ]);
    return views.map((view) => toOffer(view, suppliers.get(view.offer.supplierId)!, names));
  }

  async function tenderFor(viewerId: string, id: string, now: Date): Promise<Tender> {
    const view = await repository.findTenderView(viewerId, id);
    // Issue 26: a draft is its business's alone; to everybody else it does not exist.
    if (!view || (view.tender.status === 'DRAFT' && view.tender.creatorId !== viewerId)) {
      throw new AppError('NOT_FOUND');
    }
    return (await toTenders([view], viewerId, now))[0]!;
  }

  /** The offer on the creator's tender, once its deadline has passed; NOT_FOUND otherwise (sealed). */
  async function receivedOffer(creatorId: string, offerId: string, now: Date): Promise<OfferView> {
    const view = await repository.findReceivedOffer(creatorId, offerId, now);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** The deadline rules of spec §5, for a draft as for a published tender. */
  function checkedDeadline(value: string, now: Date): Date {
    const submissionDeadline = new Date(value);
    if (submissionDeadline <= now) {
      throw new AppError('DEADLINE_NOT_IN_FUTURE', { field: 'submissionDeadline' });
    }
    if (submissionDeadline.getTime() - now.getTime() > maxDeadlineAheadMs) {
      throw new AppError('VALIDATION_FAILED', { field: 'submissionDeadline' });
    }
    return submissionDeadline;
  }

  /**
   * Issue 26: an approver publishes within their order limit (the tender's estimated budget, when it
   * has one); owners have no cap.
   */
  async function checkPublisherLimit(caller: TenderCaller, estimatedBudget: number | null): Promise<void> {
    if (estimatedBudget === null || caller.memberRoles.includes('OWNER')) return;
    const member = await users.findMember(caller.memberId);
    if (member?.orderLimit != null && estimatedBudget > member.orderLimit) {
      throw new AppError('TENDER_OVER_APPROVER_LIMIT', { field: 'estimatedBudget' });
    }
  }

  /**
   * Issue 26: the business's draft, locked for the rest of the transaction, that this member may
   * change: NOT_FOUND for another business's tender, TENDER_NOT_DRAFT once published, and a requester
   * changes only the drafts they wrote (TEAM_ROLE_NOT_ALLOWED).
   */
  async function lockedDraft(tx: DbExecutor, caller: TenderCaller, id: string): Promise<TenderRow> {
    const tender = await repository.lockTenderOfCreator(tx, caller.id, id);
    if (!tender) throw new AppError('NOT_FOUND');
    if (tender.status !== 'DRAFT') throw new AppError('TENDER_NOT_DRAFT');
    if (!rolesAllow(caller.memberRoles, publishers) && tender.createdBy !== caller.memberId) {
      throw new AppError('TEAM_ROLE_NOT_ALLOWED');
    }
    return tender;
  }

  async function businessNameOf(userId: string): Promise<string> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user.businessName;
  }

  return {
    /** Marketplace health (decision 034): tenders published and awarded in [from, until), by day and city. */
    dailyTotals: (range: { from: Date; until: Date }) =>
      repository.countPublishedAndAwardedByDayAndCity(range),
    /**
     * Spec §5 Tender creation: published at once with its reference number by an approver or owner
     * (within an approver's limit), unless they ask for a draft; a requester's tender is a DRAFT an
     * approver publishes (issue 26). The response deadline is the chosen weeks after the submission
     * deadline, which must be in the future.
     */
    async publishTender(caller: TenderCaller, body: CreateTenderInput): Promise<Tender> {
      const now = clock.now();
      const submissionDeadline = checkedDeadline(body.submissionDeadline, now);
      const isDraft = body.asDraft || !rolesAllow(caller.memberRoles, publishers);
      if (!isDraft) await checkPublisherLimit(caller, body.estimatedBudget);
      const organizationName = body.organizationName || (await businessNameOf(caller.id));
      const row = await repository.insertTender({
        creatorId: caller.id,
        status: isDraft ? 'DRAFT' : 'OPEN',
        name: body.name,
        mainActivity: body.mainActivity,
        organizationName,
        createdAt: now,
        publishedAt: isDraft ? null : now,
        submissionDeadline,
        responseDeadlineOption: body.responseDeadlineOption,
        responseDeadline: responseDeadlineOf(submissionDeadline, body.responseDeadlineOption),
        estimatedBudget: body.estimatedBudget,
        createdBy: caller.memberId,
        publishedBy: isDraft ? null : caller.memberId,
      });
      return tenderFor(caller.id, row.id, now);
    },

    /** Issue 26: its writer, an approver or an owner edits a draft (every field, deadlines checked). */
    async updateTenderDraft(caller: TenderCaller, id: string, body: UpdateTenderDraftInput): Promise<Tender> {
      const now = clock.now();
      const submissionDeadline = checkedDeadline(body.submissionDeadline, now);
      const organizationName = body.organizationName || (await businessNameOf(caller.id));
      await repository.transaction(async (tx) => {
        await lockedDraft(tx, caller, id);
        await repository.updateDraft(tx, id, {
          name: body.name,
          mainActivity: body.mainActivity,
          organizationName,
          submissionDeadline,
          responseDeadlineOption: body.responseDeadlineOption,
          responseDeadline: responseDeadlineOf(submissionDeadline, body.responseDeadlineOption),
          estimatedBudget: body.estimatedBudget,
        });
      });
      return tenderFor(caller.id, id, now);
    },

    /**
     * Issue 26: an approver or owner publishes a draft, under its lock (of two racing publishes one
     * wins, the other finds it published): its deadline must still be in the future, and an approver's
     * order limit caps its estimated budget. Publishing announces nothing, as creating a published
     * tender does not: suppliers find it in the open list from now on.
     */
    async publishTenderDraft(caller: TenderCaller, id: string): Promise<Tender> {
      const now = clock.now();
      await repository.transaction(async (tx) => {
        const draft = await lockedDraft(tx, caller, id);
        checkedDeadline(draft.submissionDeadline.toISOString(), now);
        await checkPublisherLimit(caller, draft.estimatedBudget);
        await repository.publishDraft(tx, id, { now, memberId: caller.memberId });
      });
      return tenderFor(caller.id, id, now);
    },

    /** Issue 26: its writer, an approver or an owner discards a draft; nobody else ever saw it. */
    async discardTenderDraft(caller: TenderCaller, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        await lockedDraft(tx, caller, id);
        await repository.deleteDraft(tx, id);
      });
    },

    /** Any signed-in business may read a tender; counts and offers stay sealed (see `toTender`). */
    getTender: (viewerId: string, id: string) => tenderFor(viewerId, id, clock.now()),

    /** The creator's own tender; another business's is NOT_FOUND. */
    async getMyTender(creatorId: string, id: string): Promise<Tender> {
      const tender = await tenderFor(creatorId, id, clock.now());
      if (!tender.isMine) throw new AppError('NOT_FOUND');
      return tender;
    },

    /** The creator's tenders, newest first, optionally in one phase. */
    async listMyTenders(creatorId: string, query: MyTendersQuery): Promise<Page<Tender>> {
      const now = clock.now();
      const rows = await repository.findPageOfCreator(creatorId, {
        phase: query.phase,
        now,
        before: cursorKey(query.cursor),
        limit: query.limit + 1,
      });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: await toTenders(page, creatorId, now), nextCursor };
    },

    /**
     * For a supplier: other businesses' tenders still taking offers (never its own), or with `joined`
     * those it has offered on, in any phase.
     */
    async listTendersForSupplier(supplierId: string, query: OpenTendersQuery): Promise<Page<Tender>> {
      const now = clock.now();
      const rows = await repository.findPageForSupplier(supplierId, {
        joined: query.joined ?? false,
        q: query.q || undefined,
        sort: query.sort,
        now,
        after: cursorKey(query.cursor),
        limit: query.limit + 1,
      });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: await toTenders(page, supplierId, now), nextCursor };
    },

    /**
     * Every offer on the creator's tender, cheapest first, all at once after the submission deadline;
     * before it OFFERS_SEALED. Another business's tender is NOT_FOUND.
     */
    async listOffersOfMyTender(creatorId: string, tenderId: string): Promise<Offer[]> {
      const now = clock.now();
      const view = await repository.findTenderView(creatorId, tenderId);
      if (!view || view.tender.creatorId !== creatorId) throw new AppError('NOT_FOUND');
      if (!isDeadlinePassed(view.tender, now)) throw new AppError('OFFERS_SEALED');
      return toOffers(await repository.findOffersOfTender(tenderId));
    },

    /** Offers on the creator's tenders whose submission deadline has passed, newest first. */
    async listReceivedOffers(creatorId: string, query: ReceivedOffersQuery): Promise<Page<Offer>> {
      const rows = await repository.findReceivedPage(creatorId, {
        now: clock.now(),
        tenderId: query.tenderId,
        status: query.status,
        before: cursorKey(query.cursor),
        limit: query.limit + 1,
      });
      const { page, nextCursor } = pageOf(rows, query.limit);
      return { items: await toOffers(page), nextCursor };
    },

    /** NOT_FOUND unless the offer is on the creator's tender and its deadline has passed. */
    async getReceivedOffer(creatorId: string, offerId: string): Promise<Offer> {
      return (await toOffers([await receivedOffer(creatorId, offerId, clock.now())]))[0]!;
    },

    /** The supplier's own offer on the tender, in any phase; NOT_FOUND when it has none. */
    async getMyOffer(supplierId: string, tenderId: string): Promise<Offer> {
      const view = await repository.findOfferOfSupplier(tenderId, supplierId);
      if (!view) throw new AppError('NOT_FOUND');
      return (await toOffers([view]))[0]!;
    },

    /**
     * Spec §5 Offer: the supplier's one offer on another business's tender, created or replaced until
     * the submission deadline. The deadline is checked under the tender's lock in the transaction that
     * writes, so an offer racing the deadline (or an award, or the announcement of the count) is either
     * in or refused. Sealed (issue 19): the creator is told nothing now, not even that an offer came;
     * `announceOffers` tells it how many at the deadline.
     */
    async submitOffer(
      supplierId: string,
      tenderId: string,
      body: SubmitOfferInput,
      memberId: string,
    ): Promise<{ offer: Offer; isNew: boolean }> {
      const now = clock.now();
      if (riyadhDayStart(body.completionDate) <= riyadhPeriodStart('TODAY', now)) {
        throw new AppError('COMPLETION_DATE_PAST', { field: 'completionDate' });
      }
      const isNew = await repository.transaction(async (tx) => {
        const tender = await repository.lockTenderForShare(tx, tenderId);
        if (!tender || tender.status === 'DRAFT') throw new AppError('NOT_FOUND');
        if (tender.creatorId === supplierId) throw new AppError('OFFER_ON_OWN_TENDER');
        // The time once the lock is held: an announcement that claimed the tender at its deadline while
        // this waited has counted the offers, and this one comes too late to be among them.
        if (tender.status !== 'OPEN' || isDeadlinePassed(tender, clock.now())) {
          throw new AppError('TENDER_NOT_OPEN');
        }
        const written = await repository.upsertOffer(tx, {
          tenderId,
          supplierId,
          fields: {
            amount: body.amount,
            completionDate: body.completionDate,
            technicalDetails: body.technicalDetails,
            executionPlan: body.executionPlan,
            notes: body.notes,
            submittedBy: memberId,
          },
          now,
        });
        return written.isNew;
      });
      const view = await repository.findOfferOfSupplier(tenderId, supplierId);
      return { offer: (await toOffers([view!]))[0]!, isNew };
    },

    /** The supplier withdraws its offer, until the submission deadline (same lock as `submitOffer`). */
    async withdrawOffer(supplierId: string, tenderId: string): Promise<void> {
      await repository.transaction(async (tx) => {
        const tender = await repository.lockTenderForShare(tx, tenderId);
        if (!tender || tender.status === 'DRAFT') throw new AppError('NOT_FOUND');
        if (tender.status !== 'OPEN' || isDeadlinePassed(tender, clock.now())) {
          throw new AppError('TENDER_NOT_OPEN');
        }
        // Sealed: nobody is told of a withdrawal either.
        if (!(await repository.deleteOffer(tx, tenderId, supplierId))) throw new AppError('NOT_FOUND');
      });
    },

    /**
     * Decision 014, award: in one transaction the tender is claimed by a conditional update (OPEN and
     * evaluating → AWARDED: of racing accepts one wins, the others are TENDER_NOT_EVALUATING), the offer
     * becomes ACCEPTED, every other SUBMITTED offer DECLINED, the supplier's invoice is issued to the
     * creator, and TenderAwarded is published (every participant is told).
     */
    async acceptOffer(creatorId: string, offerId: string): Promise<Offer> {
      const now = clock.now();
      const { offer, tender } = await receivedOffer(creatorId, offerId, now);
      const creator = { userId: creatorId, businessName: await businessNameOf(creatorId) };
      await repository.transaction(async (tx) => {
        const claimed = await repository.claimForAward(tx, { tenderId: tender.id, creatorId, now });
        if (!claimed) throw new AppError('TENDER_NOT_EVALUATING');
        // Declined earlier while evaluating: that supplier was told already (the claim rolls back).
        const accepted = await repository.answerSubmittedOffer(tx, offerId, 'ACCEPTED');
        if (!accepted) throw new AppError('CONFLICT');
        const declined = await repository.declineSubmittedOffers(tx, [tender.id], offerId);
        const invoiceId = await invoices.issueForAcceptedOffer(tx, {
          supplierId: offer.supplierId,
          buyerId: creatorId,
          tenderName: claimed.name,
          technicalDetails: accepted.technicalDetails,
          amount: accepted.amount,
          completionDate: accepted.completionDate,
          acceptedAt: now,
        });
        await repository.recordOfferInvoice(tx, offerId, invoiceId);
        await events.publish(tx, 'TenderAwarded', {
          tenderId: tender.id,
          tenderName: claimed.name,
          creator,
          accepted: { offerId, supplierId: offer.supplierId },
          declined: declined.map((other) => ({ offerId: other.id, supplierId: other.supplierId })),
        });
      });
      return (await toOffers([await receivedOffer(creatorId, offerId, now)]))[0]!;
    },

    /**
     * The creator declines one offer while evaluating; the tender stays open to the others. Under the
     * tender's lock, so an award running at the same time either declines it first or finds it declined.
     */
    async declineOffer(creatorId: string, offerId: string): Promise<Offer> {
      const now = clock.now();
      const { tender } = await receivedOffer(creatorId, offerId, now);
      const creator = { userId: creatorId, businessName: await businessNameOf(creatorId) };
      await repository.transaction(async (tx) => {
        const locked = await repository.lockTenderForShare(tx, tender.id);
        if (!locked || phaseOf(locked, now) !== 'EVALUATING') throw new AppError('TENDER_NOT_EVALUATING');
        const declined = await repository.answerSubmittedOffer(tx, offerId, 'DECLINED');
        if (!declined) throw new AppError('CONFLICT');
        await events.publish(tx, 'OfferDeclined', {
          tenderId: tender.id,
          tenderName: locked.name,
          creator,
          offer: { offerId, supplierId: declined.supplierId },
        });
      });
      return (await toOffers([await receivedOffer(creatorId, offerId, now)]))[0]!;
    },

    /**
     * Issue 19, decision 014: at the submission deadline TenderSubmissionsClosed says how many offers
     * arrived (0 included), naming no supplier and no amount (the creator's one NEW_OFFER). Run every
     * minute on every node by the deadline job: tenders past their deadline and not yet announced are
     * claimed in batches (`SKIP LOCKED`), and each is published and marked announced in the same
     * transaction, so two nodes (or two passes) never announce a tender twice. Answers how many tenders
     * this call announced.
     */
    async announceOffers(): Promise<number> {
      const now = clock.now();
      let announcedCount = 0;
      for (;;) {
        const announced = await repository.transaction(async (tx) => {
          const claimed = await repository.claimDueAnnouncements(tx, { now, limit: announceBatchSize });
          const ids = claimed.map((tender) => tender.id);
          const offerCounts = await repository.countOffersOfTenders(tx, ids);
          await repository.markOffersAnnounced(tx, ids, now);
          for (const tender of claimed) {
            await events.publish(tx, 'TenderSubmissionsClosed', {
              tenderId: tender.id,
              tenderName: tender.name,
              creatorId: tender.creatorId,
              offerCount: offerCounts.get(tender.id) ?? 0,
            });
          }
          return claimed.length;
        });
        announcedCount += announced;
        if (announced < announceBatchSize) return announcedCount;
      }
    },

    /**
     * Decision 014's closing job, run every minute on every node: tenders still OPEN at their response
     * deadline are claimed in batches (`SKIP LOCKED`, so two nodes never close the same tender), closed,
     * their SUBMITTED offers declined and TenderClosed published (every participant is told), in one
     * transaction per batch.
     * Answers how many this call closed.
     */
    async closeOverdueTenders(): Promise<number> {
      const now = clock.now();
      let closedCount = 0;
      for (;;) {
        const closed = await repository.transaction(async (tx) => {
          const claimed = await repository.claimOverdue(tx, { now, limit: closeBatchSize });
          const ids = claimed.map((tender) => tender.id);
          await repository.markClosed(tx, ids, now);
          await repository.declineSubmittedOffers(tx, ids);
          const participants = await repository.findParticipants(tx, ids);
          for (const tender of claimed) {
            await events.publish(tx, 'TenderClosed', {
              tenderId: tender.id,
              tenderName: tender.name,
              offers: participants
                .filter((participant) => participant.tenderId === tender.id)
                .map(({ offerId, supplierId }) => ({ offerId, supplierId })),
            });
          }
          return claimed.length;
        });
        closedCount += closed;
        if (closed < closeBatchSize) return closedCount;
      }
    },
  };
}

export type TendersService = ReturnType<typeof createTendersService>;
