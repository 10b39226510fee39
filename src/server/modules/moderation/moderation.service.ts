import type { Language } from '../../../contract/i18n/languages.js';
import type {
  CreateReportBody,
  MyReport,
  OperatorReport,
  OperatorReportDetail,
  ReportQueueQuery,
  ReportStatus,
  ReportSubjectContent,
  ReportSubjectType,
} from '../../../contract/reports/reports.schemas.js';
import type {
  OperatorSupplier,
  VerificationState,
} from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ChatsService } from '../chats/chats.service.js';
import type {
  NotificationsService,
  NotifyInput,
  TrustNotice,
} from '../notifications/notifications.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { OperatorSupplierRow, UsersService } from '../users/users.service.js';
import { trustMail } from './moderation.mails.js';
import { rolesOfNotificationType } from '../../../contract/notifications/notifications.schemas.js';
import type { ModerationRepository } from './moderation.repository.js';
import type { ReportRow } from './moderation.tables.js';

/** Reports a business may file: enough for a person, too few to flood the queue. */
export const reportRateRule: RateRule = { name: 'reports:reporter', limit: 20, windowSeconds: 60 * 60 };

interface QueueQuery {
  state?: VerificationState;
  isSuspended?: boolean;
  q?: string;
  cursor?: string;
  limit: number;
}

/** The subject of a report as found now: its owner, names and texts, and whether it is down already. */
interface FoundSubject {
  ownerId: string | null;
  content: ReportSubjectContent;
  /** MESSAGE: the thread's two businesses (only they may report it). */
  participants?: readonly string[];
}

const toMyReport = (row: ReportRow): MyReport => ({
  reportId: row.id,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  reason: row.reason,
  note: row.note,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const toOperatorSupplier = (
  row: OperatorSupplierRow,
  counts: { listings: number; openOrders: number },
): OperatorSupplier => ({
  supplierId: row.supplierId,
  businessName: row.businessName,
  registrationNumber: row.registrationNumber,
  city: row.city,
  email: row.email,
  language: row.language,
  vatNumber: row.vatNumber,
  verification: row.verification,
  verificationQuestion: row.verificationQuestion,
  verificationChangedAt: row.verificationChangedAt.toISOString(),
  isSuspended: row.suspendedAt !== null,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
  registryAnswer: row.registryAnswer,
  registryCheckedAt: row.registryCheckedAt?.toISOString() ?? null,
  store: {
    isStoreClosed: row.isStoreClosed,
    plan: row.plan,
    listingsCount: counts.listings,
    openOrdersCount: counts.openOrders,
  },
  createdAt: row.createdAt.toISOString(),
});

const missing: FoundSubject = {
  ownerId: null,
  content: {
    ownerId: null,
    ownerName: null,
    titleAr: null,
    titleEn: null,
    textAr: null,
    textEn: null,
    isRemoved: false,
    isMissing: true,
  },
};

/**
 * Issue 25: trust and safety. Businesses report listings, reviews, chat messages and businesses;
 * operators decide, and the module that owns the subject takes it down (catalog, reviews, chats, users).
 * It also composes the operators' supplier queue (users' verification state beside catalog's and
 * orders' counts) and tells businesses what Tawrid decided.
 */
export function createModerationService({
  repository,
  users,
  catalog,
  reviews,
  chats,
  orders,
  notifications,
  operators,
  rateLimiter,
  mailer,
  clock,
  log,
}: {
  repository: ModerationRepository;
  users: Pick<
    UsersService,
    | 'listSupplierQueue'
    | 'getOperatorSupplier'
    | 'approveSupplier'
    | 'requestSupplierInformation'
    | 'suspendSupplier'
    | 'reinstateSupplier'
    | 'recheckSupplierRegistry'
    | 'findBusinessProfiles'
    | 'membersConcerned'
  >;
  catalog: Pick<CatalogService, 'takeDownListing' | 'findListingForModeration' | 'countListingsOfSuppliers'>;
  reviews: Pick<ReviewsService, 'hideReview' | 'findReviewForModeration'>;
  chats: Pick<ChatsService, 'findMessageForModeration' | 'removeMessage'>;
  orders: Pick<OrdersService, 'countOpenOrdersOfSuppliers' | 'findBuyerIdsWithOpenOrders'>;
  notifications: Pick<NotificationsService, 'notify'>;
  operators: Pick<OperatorsService, 'recordAction'>;
  rateLimiter: { enforce(rule: RateRule, subjects: readonly string[]): Promise<void> };
  mailer: Mailer;
  clock: Clock;
  log: { error(details: object, message: string): void };
}) {
  async function withCounts(rows: readonly OperatorSupplierRow[]): Promise<OperatorSupplier[]> {
    const ids = rows.map((row) => row.supplierId);
    const [listings, openOrders] = await Promise.all([
      catalog.countListingsOfSuppliers(ids),
      orders.countOpenOrdersOfSuppliers(ids),
    ]);
    return rows.map((row) =>
      toOperatorSupplier(row, {
        listings: listings.get(row.supplierId) ?? 0,
        openOrders: openOrders.get(row.supplierId) ?? 0,
      }),
    );
  }

  async function operatorSupplier(supplierId: string): Promise<OperatorSupplier> {
    const [supplier] = await withCounts([await users.getOperatorSupplier(supplierId)]);
    return supplier!;
  }

  /** A trust-and-safety notice in both languages, in the caller's transaction. */
  function trustNotice(
    recipientId: string,
    params: Extract<NotifyInput, { type: 'TRUST_AND_SAFETY' }>['params'],
  ): NotifyInput {
    return { recipientId, type: 'TRUST_AND_SAFETY', sender: null, related: null, params };
  }

  /**
   * The same notice by mail to each member it concerns (issue 26: the business's owners), in each one's
   * language; a failed mail is retried by the queue. Tawrid's word on the business's standing is mailed
   * whatever the members' switches say, like the notice itself (TRUST_AND_SAFETY has no toggle).
   */
  async function mailNotice(recipientId: string, params: Parameters<typeof trustNotice>[1]) {
    const owners = await users.membersConcerned(recipientId, {
      roles: rolesOfNotificationType.TRUST_AND_SAFETY,
    });
    for (const owner of owners) {
      await mailer
        .send(trustMail({ to: owner.email, name: owner.name, language: owner.language as Language, params }))
        .catch((error: unknown) => log.error({ err: error, recipientId }, 'trust mail not sent'));
    }
  }

  /** The subject as it is now, for the report's checks and the operator's page. */
  async function findSubject(subjectType: ReportSubjectType, subjectId: string): Promise<FoundSubject> {
    switch (subjectType) {
      case 'PRODUCT':
      case 'SERVICE': {
        const listing = await catalog.findListingForModeration(subjectType, subjectId);
        if (!listing) return missing;
        const [owner] = await users.findBusinessProfiles([listing.supplierId]);
        return {
          ownerId: listing.supplierId,
          content: {
            ownerId: listing.supplierId,
            ownerName: owner?.businessName ?? null,
            titleAr: listing.nameAr,
            titleEn: listing.nameEn,
            textAr: listing.descriptionAr,
            textEn: listing.descriptionEn,
            isRemoved: listing.takenDownAt !== null,
            isMissing: false,
          },
        };
      }
      case 'REVIEW': {
        const review = await reviews.findReviewForModeration(subjectId);
        if (!review) return missing;
        const [owner] = await users.findBusinessProfiles([review.buyerId]);
        // A review is written in one language: shown in both slots as written.
        return {
          ownerId: review.buyerId,
          content: {
            ownerId: review.buyerId,
            ownerName: owner?.businessName ?? null,
            titleAr: `${review.rating}/5`,
            titleEn: `${review.rating}/5`,
            textAr: review.text,
            textEn: review.text,
            isRemoved: review.hiddenAt !== null,
            isMissing: false,
          },
        };
      }
      case 'MESSAGE': {
        const message = await chats.findMessageForModeration(subjectId);
        if (!message) return missing;
        const [owner] = await users.findBusinessProfiles([message.senderId]);
        return {
          ownerId: message.senderId,
          participants: [message.buyerId, message.supplierId],
          content: {
            ownerId: message.senderId,
            ownerName: owner?.businessName ?? null,
            titleAr: null,
            titleEn: null,
            textAr: message.text,
            textEn: message.text,
            isRemoved: message.removedAt !== null,
            isMissing: false,
          },
        };
      }
      case 'BUSINESS': {
        const [business] = await users.findBusinessProfiles([subjectId]);
        if (!business) return missing;
        const supplier = business.isSupplier
          ? await users.getOperatorSupplier(subjectId).catch(() => null)
          : null;
        return {
          ownerId: business.userId,
          content: {
            ownerId: business.userId,
            ownerName: business.businessName,
            titleAr: business.businessName,
            titleEn: business.businessName,
            textAr: business.city,
            textEn: business.city,
            isRemoved: supplier?.suspendedAt != null,
            isMissing: false,
          },
        };
      }
    }
  }

  async function toOperatorReports(rows: readonly ReportRow[]): Promise<OperatorReport[]> {
    const profiles = await users.findBusinessProfiles(rows.map((row) => row.reporterId));
    const names = new Map(profiles.map((profile) => [profile.userId, profile.businessName]));
    return rows.map((row) => ({
      reportId: row.id,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      reason: row.reason,
      note: row.note,
      status: row.status,
      reporterId: row.reporterId,
      reporterName: names.get(row.reporterId) ?? '',
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function reportDetail(id: string): Promise<OperatorReportDetail> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    const [[report], others, subject] = await Promise.all([
      toOperatorReports([row]),
      repository.findOthersOfSubject(row).then(toOperatorReports),
      findSubject(row.subjectType, row.subjectId),
    ]);
    return { ...report!, subject: subject.content, otherReports: others };
  }

  /**
   * Takes the subject down in `tx` through the module that owns it, with the subject's own audit entry;
   * answers whom to tell (the owner) and what, or null when nothing is to be said to an owner.
   */
  async function takeDownSubject(
    tx: DbExecutor,
    report: ReportRow,
    { reason, operatorId, at }: { reason: string; operatorId: string; at: Date },
  ): Promise<{
    ownerId: string;
    notice: TrustNotice;
    subjectName?: string | { nameAr: string | null; nameEn: string | null };
  } | null> {
    const audit = (action: string, subjectType: string, before: object, after: object) =>
      operators.recordAction(tx, {
        operatorId,
        action,
        subjectType,
        subjectId: report.subjectId,
        reason,
        before,
        after,
      });
    switch (report.subjectType) {
      case 'PRODUCT':
      case 'SERVICE': {
        const listing = await catalog.takeDownListing(tx, {
          kind: report.subjectType,
          id: report.subjectId,
          reason,
          at,
        });
        if (!listing) return null;
        if (listing.wasTakenDown) return null;
        await audit('LISTING_TAKEN_DOWN', 'LISTING', { isTakenDown: false }, { isTakenDown: true });
        return { ownerId: listing.supplierId, notice: 'CONTENT_TAKEN_DOWN', subjectName: listing.names };
      }
      case 'REVIEW': {
        const review = await reviews.hideReview(tx, { id: report.subjectId, at });
        if (!review || review.hiddenAt) return null;
        await audit('REVIEW_TAKEN_DOWN', 'REVIEW', { isHidden: false }, { isHidden: true });
        return { ownerId: review.buyerId, notice: 'CONTENT_TAKEN_DOWN' };
      }
      case 'MESSAGE': {
        const message = await chats.findMessageForModeration(report.subjectId);
        if (!message || !(await chats.removeMessage(tx, { id: report.subjectId, at }))) return null;
        await audit('MESSAGE_REMOVED', 'MESSAGE', { isRemoved: false }, { isRemoved: true });
        return { ownerId: message.senderId, notice: 'CONTENT_TAKEN_DOWN' };
      }
      case 'BUSINESS': {
        const [business] = await users.findBusinessProfiles([report.subjectId], tx);
        if (!business) return null;
        if (business.isSupplier) {
          // Decision 032: a supplier found at fault is suspended (users tells it and its buyers).
          await users
            .suspendSupplier(tx, { supplierId: report.subjectId, reason, operatorId })
            .catch((error: unknown) => {
              // Already suspended: the reports close with the decision all the same.
              if (!(error instanceof AppError && error.code === 'SUPPLIER_ALREADY_SUSPENDED')) throw error;
            });
          return null;
        }
        // A buyer-only business: nothing of it is shown to buyers; the decision is recorded and it is told.
        await audit('BUSINESS_WARNED', 'BUSINESS', {}, { isWarned: true });
        return { ownerId: business.userId, notice: 'BUSINESS_WARNED' };
      }
    }
  }

  /** Closes every open report of the subject with the decision, audited one by one; tells each reporter. */
  async function decide(
    id: string,
    status: Exclude<ReportStatus, 'OPEN'>,
    { reason, operatorId }: { reason: string; operatorId: string },
  ): Promise<OperatorReportDetail> {
    await repository.transaction(async (tx) => {
      const report = await repository.findById(id, tx);
      if (!report) throw new AppError('NOT_FOUND');
      if (report.status !== 'OPEN') throw new AppError('REPORT_ALREADY_DECIDED');
      const at = clock.now();
      const owner =
        status === 'TAKEN_DOWN' ? await takeDownSubject(tx, report, { reason, operatorId, at }) : null;
      const closed = await repository.closeOpenOfSubject(tx, report, {
        status,
        decisionReason: reason,
        decidedBy: operatorId,
        decidedAt: at,
      });
      for (const row of closed) {
        await operators.recordAction(tx, {
          operatorId,
          action: status === 'TAKEN_DOWN' ? 'REPORT_UPHELD' : 'REPORT_DISMISSED',
          subjectType: 'REPORT',
          subjectId: row.id,
          reason,
          before: { status: 'OPEN' },
          after: { status },
        });
      }
      // Each reporter once, whatever number of reports it had on the subject (one open at most).
      for (const reporterId of new Set(closed.map((row) => row.reporterId))) {
        await notifications.notify(
          trustNotice(reporterId, {
            notice: status === 'TAKEN_DOWN' ? 'REPORT_TAKEN_DOWN' : 'REPORT_DISMISSED',
            text: '',
            subject: report.subjectType,
          }),
          tx,
        );
      }
      if (owner) {
        await notifications.notify(
          trustNotice(owner.ownerId, {
            notice: owner.notice,
            text: reason,
            subject: report.subjectType,
            ...(owner.subjectName ? { subjectName: owner.subjectName } : {}),
          }),
          tx,
        );
      }
    });
    return reportDetail(id);
  }

  return {
    // ---------------------------------------------------------------- reports

    /**
     * `POST /api/reports`: one open report per reporter and subject (a repeat answers the open one, 200);
     * one's own subject is refused; a chat message only by a participant of its chat (NOT_FOUND otherwise,
     * as for an unknown subject).
     */
    async createReport(
      reporterId: string,
      body: Required<CreateReportBody>,
    ): Promise<{ answer: MyReport; isNew: boolean }> {
      const existing = await repository.findOpenOfReporter(reporterId, body.subjectType, body.subjectId);
      if (existing) return { answer: toMyReport(existing), isNew: false };
      await rateLimiter.enforce(reportRateRule, [reporterId]);
      const subject = await findSubject(body.subjectType, body.subjectId);
      if (subject.content.isMissing) throw new AppError('NOT_FOUND');
      if (subject.participants && !subject.participants.includes(reporterId)) throw new AppError('NOT_FOUND');
      if (subject.ownerId === reporterId) throw new AppError('REPORT_OWN_SUBJECT');
      const row =
        (await repository.insertUnlessOpen({ reporterId, ...body })) ??
        (await repository.findOpenOfReporter(reporterId, body.subjectType, body.subjectId));
      return { answer: toMyReport(row!), isNew: true };
    },

    async listReportQueue(
      query: Required<Pick<ReportQueueQuery, 'limit'>> & Omit<ReportQueueQuery, 'limit'>,
    ): Promise<{ items: OperatorReport[]; nextCursor: string | null }> {
      const offset = query.cursor ? Number(query.cursor) : 0;
      const limit = Number(query.limit);
      const rows = await repository.findQueue({
        status: query.status,
        subjectType: query.subjectType,
        offset,
        limit,
      });
      return {
        items: await toOperatorReports(rows.slice(0, limit)),
        nextCursor: rows.length > limit ? String(offset + limit) : null,
      };
    },

    getOperatorReport: reportDetail,

    takeDownReportedSubject: (id: string, decision: { reason: string; operatorId: string }) =>
      decide(id, 'TAKEN_DOWN', decision),

    dismissReport: (id: string, decision: { reason: string; operatorId: string }) =>
      decide(id, 'DISMISSED', decision),

    // ---------------------------------------------------------------- suppliers (users owns the state)

    async listSupplierQueue(
      query: QueueQuery,
    ): Promise<{ items: OperatorSupplier[]; nextCursor: string | null }> {
      const page = await users.listSupplierQueue(query);
      return { items: await withCounts(page.items), nextCursor: page.nextCursor };
    },

    getOperatorSupplier: operatorSupplier,

    async approveSupplier(supplierId: string, action: { reason: string; operatorId: string }) {
      await repository.transaction((tx) => users.approveSupplier(tx, { supplierId, ...action }));
      return operatorSupplier(supplierId);
    },

    async requestSupplierInformation(supplierId: string, request: { question: string; operatorId: string }) {
      await repository.transaction((tx) => users.requestSupplierInformation(tx, { supplierId, ...request }));
      return operatorSupplier(supplierId);
    },

    async suspendSupplier(supplierId: string, action: { reason: string; operatorId: string }) {
      await repository.transaction((tx) => users.suspendSupplier(tx, { supplierId, ...action }));
      return operatorSupplier(supplierId);
    },

    async reinstateSupplier(supplierId: string, action: { reason: string; operatorId: string }) {
      await repository.transaction((tx) => users.reinstateSupplier(tx, { supplierId, ...action }));
      return operatorSupplier(supplierId);
    },

    async recheckSupplierRegistry(supplierId: string, operatorId: string) {
      await repository.transaction((tx) => users.recheckSupplierRegistry(tx, { supplierId, operatorId }));
      return operatorSupplier(supplierId);
    },

    // ---------------------------------------------------------------- telling businesses (moderation.events.ts)

    /** The supplier is told why it was suspended; buyers with open orders are told those continue. */
    async tellOfSuspension(
      tx: DbExecutor,
      source: { eventId: number; occurredAt: Date },
      { supplier, reason }: { supplier: { userId: string; businessName: string }; reason: string },
    ) {
      const params = { notice: 'SUPPLIER_SUSPENDED' as const, text: reason };
      await notifications.notify(trustNotice(supplier.userId, params), tx, source);
      for (const buyerId of await orders.findBuyerIdsWithOpenOrders(supplier.userId, tx)) {
        await notifications.notify(
          trustNotice(buyerId, {
            notice: 'ORDER_SUPPLIER_SUSPENDED',
            text: '',
            subjectName: supplier.businessName,
          }),
          tx,
          source,
        );
      }
      await mailNotice(supplier.userId, params);
    },

    /** Reinstated, approved, or asked a question: the supplier is told (notification and mail). */
    async tellSupplier(
      tx: DbExecutor,
      source: { eventId: number; occurredAt: Date },
      supplierId: string,
      params: { notice: TrustNotice; text: string },
    ) {
      await notifications.notify(trustNotice(supplierId, params), tx, source);
      await mailNotice(supplierId, params);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
