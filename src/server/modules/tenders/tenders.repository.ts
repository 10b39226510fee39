import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { OfferStatus, TenderPhase } from '../../../contract/tenders/tenders.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { riyadhDaySql } from '../../platform/time/riyadh-month-sql.js';
import { accountsView } from '../users/users.service.js';
import { tenderOffers, tenders } from './tenders.tables.js';

export type TenderRow = typeof tenders.$inferSelect;
export type NewTender = Omit<
  typeof tenders.$inferInsert,
  'id' | 'number' | 'decidedAt' | 'offersAnnouncedAt'
> & {
  status: 'DRAFT' | 'OPEN';
};
/** What a draft's writer may change (issue 26). */
export type DraftFields = Pick<
  TenderRow,
  | 'name'
  | 'mainActivity'
  | 'organizationName'
  | 'submissionDeadline'
  | 'responseDeadlineOption'
  | 'responseDeadline'
  | 'estimatedBudget'
>;
export type OfferRow = typeof tenderOffers.$inferSelect;
/** What a supplier writes in its offer; the rest (ids, status, times) the repository sets. */
export type OfferFields = Pick<
  OfferRow,
  'amount' | 'completionDate' | 'technicalDetails' | 'executionPlan' | 'notes' | 'submittedBy'
>;

/**
 * A tender with how many offers it has and whether the viewer offered on it. The count is read whatever
 * the phase: the service decides who may see it (decision 014, sealed offers).
 */
export interface TenderView {
  tender: TenderRow;
  offerCount: number;
  hasViewerOffer: boolean;
}

/** An offer with its tender's name and reference parts. */
export interface OfferView {
  offer: OfferRow;
  tender: Pick<TenderRow, 'id' | 'name' | 'number' | 'publishedAt' | 'createdAt' | 'creatorId'>;
}

/** A list row with its sort key at full precision (microseconds), for the next page's cursor. */
export type Keyed<T> = T & { key: TimeIdKey };

export type TenderSort = 'deadline_asc' | 'deadline_desc' | 'newest';

/** `ILIKE` pattern for "contains", with the user's `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows after (or before) the cursor's `(time, id)` in a list ordered by `(column, id)`. */
function pastKey(column: AnyColumn, id: AnyColumn, key: TimeIdKey, direction: 'asc' | 'desc'): SQL {
  const cursor = sql`(${key.time}::timestamptz, ${key.id}::uuid)`;
  return direction === 'asc' ? sql`(${column}, ${id}) > ${cursor}` : sql`(${column}, ${id}) < ${cursor}`;
}

/**
 * The stored status and the clock give the phase (decision 014): OPEN until the submission deadline,
 * EVALUATING until the response deadline, CLOSED after it even before the closing job has run.
 */
function inPhase(phase: TenderPhase, now: Date): SQL | undefined {
  const isStillOpen = eq(tenders.status, 'OPEN');
  switch (phase) {
    case 'DRAFT':
      return eq(tenders.status, 'DRAFT');
    case 'OPEN':
      return and(isStillOpen, gt(tenders.submissionDeadline, now));
    case 'EVALUATING':
      return and(isStillOpen, lte(tenders.submissionDeadline, now), gt(tenders.responseDeadline, now));
    case 'AWARDED':
      return eq(tenders.status, 'AWARDED');
    case 'CLOSED':
      return or(eq(tenders.status, 'CLOSED'), and(isStillOpen, lte(tenders.responseDeadline, now)));
  }
}

/**
 * The outer tender's id in the subqueries below, qualified by hand: drizzle writes the columns of a
 * one-table select unqualified, and a bare `id` there would name the offer's own.
 */
const outerTenderId = sql`${tenders}.${sql.identifier('id')}`;

const viewerOfferExists = (viewerId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${tenderOffers} WHERE ${tenderOffers.tenderId} = ${outerTenderId} AND ${tenderOffers.supplierId} = ${viewerId})`;

const tenderViewColumns = (viewerId: string) => ({
  tender: tenders,
  offerCount: sql<number>`(SELECT count(*)::int FROM ${tenderOffers} WHERE ${tenderOffers.tenderId} = ${outerTenderId})`,
  hasViewerOffer: viewerOfferExists(viewerId),
});

function toTenderView(row: TenderView): TenderView {
  return { tender: row.tender, offerCount: row.offerCount, hasViewerOffer: row.hasViewerOffer };
}

const offerViewColumns = {
  offer: tenderOffers,
  tenderId: tenders.id,
  tenderName: tenders.name,
  tenderNumber: tenders.number,
  tenderPublishedAt: tenders.publishedAt,
  tenderCreatedAt: tenders.createdAt,
  tenderCreatorId: tenders.creatorId,
};

function toOfferView(row: {
  offer: OfferRow;
  tenderId: string;
  tenderName: string;
  tenderNumber: number;
  tenderPublishedAt: Date | null;
  tenderCreatedAt: Date;
  tenderCreatorId: string;
}): OfferView {
  return {
    offer: row.offer,
    tender: {
      id: row.tenderId,
      name: row.tenderName,
      number: row.tenderNumber,
      publishedAt: row.tenderPublishedAt,
      createdAt: row.tenderCreatedAt,
      creatorId: row.tenderCreatorId,
    },
  };
}

export function createTendersRepository(db: Db) {
  const selectTenders = (viewerId: string) => db.select(tenderViewColumns(viewerId)).from(tenders);

  const selectOffers = (extra: { key?: SQL<string> } = {}) =>
    db
      .select({ ...offerViewColumns, keyTime: extra.key ?? sql<string>`''` })
      .from(tenderOffers)
      .innerJoin(tenders, eq(tenders.id, tenderOffers.tenderId));

  return {
    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async insertTender(tender: NewTender): Promise<TenderRow> {
      const [row] = await db.insert(tenders).values(tender).returning();
      return row!;
    },

    async findTenderView(viewerId: string, id: string): Promise<TenderView | undefined> {
      const [row] = await selectTenders(viewerId).where(eq(tenders.id, id));
      return row ? toTenderView(row) : undefined;
    },

    /**
     * Issue 26: the business's draft, locked against edits, publishing and discarding until the
     * transaction ends; undefined when it is not the business's tender (whatever its state).
     */
    async lockTenderOfCreator(tx: DbExecutor, creatorId: string, id: string): Promise<TenderRow | undefined> {
      const [row] = await tx
        .select()
        .from(tenders)
        .where(and(eq(tenders.id, id), eq(tenders.creatorId, creatorId)))
        .for('update');
      return row;
    },

    async updateDraft(tx: DbExecutor, id: string, fields: DraftFields): Promise<void> {
      await tx
        .update(tenders)
        .set(fields)
        .where(and(eq(tenders.id, id), eq(tenders.status, 'DRAFT')));
    },

    /** The draft becomes OPEN, published now by this member. */
    async publishDraft(
      tx: DbExecutor,
      id: string,
      publishing: { now: Date; memberId: string },
    ): Promise<void> {
      await tx
        .update(tenders)
        .set({ status: 'OPEN', publishedAt: publishing.now, publishedBy: publishing.memberId })
        .where(and(eq(tenders.id, id), eq(tenders.status, 'DRAFT')));
    },

    async deleteDraft(tx: DbExecutor, id: string): Promise<void> {
      await tx.delete(tenders).where(and(eq(tenders.id, id), eq(tenders.status, 'DRAFT')));
    },

    /**
     * One page of a creator's tenders (drafts included), newest first by when they were written, before
     * the `(createdAt, id)` of `before`.
     */
    async findPageOfCreator(
      creatorId: string,
      page: { phase?: TenderPhase; now: Date; before?: TimeIdKey; limit: number },
    ): Promise<Array<Keyed<TenderView>>> {
      const rows = await db
        .select({ ...tenderViewColumns(creatorId), keyTime: timeKeySql(tenders.createdAt) })
        .from(tenders)
        .where(
          and(
            eq(tenders.creatorId, creatorId),
            page.phase ? inPhase(page.phase, page.now) : undefined,
            page.before ? pastKey(tenders.createdAt, tenders.id, page.before, 'desc') : undefined,
          ),
        )
        .orderBy(desc(tenders.createdAt), desc(tenders.id))
        .limit(page.limit);
      return rows.map((row) => ({ ...toTenderView(row), key: { time: row.keyTime, id: row.tender.id } }));
    },

    /**
     * One page of tenders for a supplier: with `joined`, those it has an offer on (any phase); otherwise
     * other businesses' tenders still taking offers. `q` matches the name, main activity or organization.
     */
    async findPageForSupplier(
      supplierId: string,
      page: {
        joined: boolean;
        q?: string;
        sort: TenderSort;
        now: Date;
        after?: TimeIdKey;
        limit: number;
      },
    ): Promise<Array<Keyed<TenderView>>> {
      const column = page.sort === 'newest' ? tenders.publishedAt : tenders.submissionDeadline;
      const direction = page.sort === 'deadline_asc' ? 'asc' : 'desc';
      const order = direction === 'asc' ? asc : desc;
      const pattern = page.q ? containing(page.q) : undefined;
      const rows = await db
        .select({ ...tenderViewColumns(supplierId), keyTime: timeKeySql(column) })
        .from(tenders)
        .where(
          and(
            page.joined
              ? viewerOfferExists(supplierId)
              : and(
                  ne(tenders.creatorId, supplierId),
                  eq(tenders.status, 'OPEN'),
                  gt(tenders.submissionDeadline, page.now),
                ),
            pattern
              ? or(
                  ilike(tenders.name, pattern),
                  ilike(tenders.mainActivity, pattern),
                  ilike(tenders.organizationName, pattern),
                )
              : undefined,
            page.after ? pastKey(column, tenders.id, page.after, direction) : undefined,
          ),
        )
        .orderBy(order(column), order(tenders.id))
        .limit(page.limit);
      return rows.map((row) => ({ ...toTenderView(row), key: { time: row.keyTime, id: row.tender.id } }));
    },

    /**
     * The tender, locked against an award or a closing until the transaction ends (`FOR SHARE`): offers
     * written or withdrawn under it see the status and deadline that hold when they commit, while other
     * suppliers' offers go on in parallel.
     */
    async lockTenderForShare(tx: DbExecutor, id: string): Promise<TenderRow | undefined> {
      const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('share');
      return row;
    },

    /**
     * Creates the supplier's offer or replaces its content (one per supplier per tender); `isNew` tells
     * which. The first submission time stays; `updatedAt` is the last edit.
     */
    async upsertOffer(
      tx: DbExecutor,
      offer: { tenderId: string; supplierId: string; fields: OfferFields; now: Date },
    ): Promise<{ offer: OfferRow; isNew: boolean }> {
      const [row] = await tx
        .insert(tenderOffers)
        .values({
          tenderId: offer.tenderId,
          supplierId: offer.supplierId,
          ...offer.fields,
          submittedAt: offer.now,
          updatedAt: offer.now,
        })
        .onConflictDoUpdate({
          target: [tenderOffers.tenderId, tenderOffers.supplierId],
          set: { ...offer.fields, updatedAt: offer.now },
        })
        // A row the upsert inserted has no deleting or locking transaction yet: `xmax` is 0 only then.
        .returning({ ...getTableColumns(tenderOffers), isNew: sql<boolean>`(xmax = 0)` });
      const { isNew, ...inserted } = row!;
      return { offer: inserted, isNew };
    },

    /** Withdraws the supplier's offer; false when it has none. */
    async deleteOffer(tx: DbExecutor, tenderId: string, supplierId: string): Promise<boolean> {
      const rows = await tx
        .delete(tenderOffers)
        .where(
          and(
            eq(tenderOffers.tenderId, tenderId),
            eq(tenderOffers.supplierId, supplierId),
            eq(tenderOffers.status, 'SUBMITTED'),
          ),
        )
        .returning({ id: tenderOffers.id });
      return rows.length > 0;
    },

    async findOfferOfSupplier(tenderId: string, supplierId: string): Promise<OfferView | undefined> {
      const [row] = await selectOffers().where(
        and(eq(tenderOffers.tenderId, tenderId), eq(tenderOffers.supplierId, supplierId)),
      );
      return row ? toOfferView(row) : undefined;
    },

    /** Every offer on the tender, cheapest first (then the earliest). */
    async findOffersOfTender(tenderId: string): Promise<OfferView[]> {
      const rows = await selectOffers()
        .where(eq(tenderOffers.tenderId, tenderId))
        .orderBy(asc(tenderOffers.amount), asc(tenderOffers.submittedAt), asc(tenderOffers.id));
      return rows.map(toOfferView);
    },

    /** The offer when it is on the creator's tender and that tender's submission deadline has passed. */
    async findReceivedOffer(creatorId: string, offerId: string, now: Date): Promise<OfferView | undefined> {
      const [row] = await selectOffers().where(
        and(
          eq(tenderOffers.id, offerId),
          eq(tenders.creatorId, creatorId),
          lte(tenders.submissionDeadline, now),
        ),
      );
      return row ? toOfferView(row) : undefined;
    },

    /**
     * One page of the offers on the creator's tenders whose submission deadline has passed, newest
     * first, before the `(submittedAt, id)` of `before`.
     */
    async findReceivedPage(
      creatorId: string,
      page: {
        now: Date;
        tenderId?: string;
        status?: OfferStatus;
        before?: TimeIdKey;
        limit: number;
      },
    ): Promise<Array<Keyed<OfferView>>> {
      const rows = await selectOffers({ key: timeKeySql(tenderOffers.submittedAt) })
        .where(
          and(
            eq(tenders.creatorId, creatorId),
            lte(tenders.submissionDeadline, page.now),
            page.tenderId ? eq(tenderOffers.tenderId, page.tenderId) : undefined,
            page.status ? eq(tenderOffers.status, page.status) : undefined,
            page.before ? pastKey(tenderOffers.submittedAt, tenderOffers.id, page.before, 'desc') : undefined,
          ),
        )
        .orderBy(desc(tenderOffers.submittedAt), desc(tenderOffers.id))
        .limit(page.limit);
      return rows.map((row) => ({ ...toOfferView(row), key: { time: row.keyTime, id: row.offer.id } }));
    },

    /**
     * Awards the creator's tender if it is evaluating at `now`, in one conditional update: of two racing
     * accepts (and the closing job) only one finds it OPEN, the others wait for it and then find nothing.
     */
    async claimForAward(
      tx: DbExecutor,
      claim: { tenderId: string; creatorId: string; now: Date },
    ): Promise<TenderRow | undefined> {
      const [row] = await tx
        .update(tenders)
        .set({ status: 'AWARDED', decidedAt: claim.now })
        .where(
          and(
            eq(tenders.id, claim.tenderId),
            eq(tenders.creatorId, claim.creatorId),
            eq(tenders.status, 'OPEN'),
            lte(tenders.submissionDeadline, claim.now),
            gt(tenders.responseDeadline, claim.now),
          ),
        )
        .returning();
      return row;
    },

    /** Answers a SUBMITTED offer; undefined when it was answered already. */
    async answerSubmittedOffer(
      tx: DbExecutor,
      id: string,
      status: 'ACCEPTED' | 'DECLINED',
    ): Promise<OfferRow | undefined> {
      const [row] = await tx
        .update(tenderOffers)
        .set({ status })
        .where(and(eq(tenderOffers.id, id), eq(tenderOffers.status, 'SUBMITTED')))
        .returning();
      return row;
    },

    /**
     * Records the invoice issued for an accepted offer. Only once: an offer that has one already is an
     * award played twice, refused (and the transaction with its second invoice rolled back).
     */
    async recordOfferInvoice(tx: DbExecutor, offerId: string, invoiceId: string): Promise<void> {
      const recorded = await tx
        .update(tenderOffers)
        .set({ invoiceId })
        .where(and(eq(tenderOffers.id, offerId), isNull(tenderOffers.invoiceId)))
        .returning({ id: tenderOffers.id });
      if (recorded.length !== 1) throw new Error(`offer ${offerId} is invoiced already`);
    },

    /** Declines the tenders' offers still SUBMITTED (all but `exceptOfferId`); answers those declined. */
    async declineSubmittedOffers(
      tx: DbExecutor,
      tenderIds: readonly string[],
      exceptOfferId?: string,
    ): Promise<OfferRow[]> {
      if (tenderIds.length === 0) return [];
      return tx
        .update(tenderOffers)
        .set({ status: 'DECLINED' })
        .where(
          and(
            inArray(tenderOffers.tenderId, [...tenderIds]),
            eq(tenderOffers.status, 'SUBMITTED'),
            exceptOfferId ? ne(tenderOffers.id, exceptOfferId) : undefined,
          ),
        )
        .returning();
    },

    /**
     * Up to `limit` tenders still OPEN at their response deadline, locked until the transaction ends;
     * those another node (or an accept) holds are skipped (`SKIP LOCKED`), so nodes share the work and
     * none waits.
     */
    async claimOverdue(tx: DbExecutor, claim: { now: Date; limit: number }): Promise<TenderRow[]> {
      return tx
        .select()
        .from(tenders)
        .where(and(eq(tenders.status, 'OPEN'), lte(tenders.responseDeadline, claim.now)))
        .orderBy(asc(tenders.responseDeadline), asc(tenders.id))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Up to `limit` tenders past their submission deadline whose offers were not announced yet, locked
     * until the transaction ends; those another node holds (or an offer written under `FOR SHARE` right
     * at the deadline) are skipped, and claimed by a later pass.
     */
    async claimDueAnnouncements(tx: DbExecutor, claim: { now: Date; limit: number }): Promise<TenderRow[]> {
      return tx
        .select()
        .from(tenders)
        .where(
          and(
            isNull(tenders.offersAnnouncedAt),
            ne(tenders.status, 'DRAFT'),
            lte(tenders.submissionDeadline, claim.now),
          ),
        )
        .orderBy(asc(tenders.submissionDeadline), asc(tenders.id))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
    },

    /** How many offers each tender has (every status); a tender without any is absent. */
    async countOffersOfTenders(tx: DbExecutor, tenderIds: readonly string[]): Promise<Map<string, number>> {
      if (tenderIds.length === 0) return new Map();
      const rows = await tx
        .select({ tenderId: tenderOffers.tenderId, count: sql<number>`count(*)::int` })
        .from(tenderOffers)
        .where(inArray(tenderOffers.tenderId, [...tenderIds]))
        .groupBy(tenderOffers.tenderId);
      return new Map(rows.map((row) => [row.tenderId, row.count]));
    },

    async markOffersAnnounced(tx: DbExecutor, ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(tenders)
        .set({ offersAnnouncedAt: now })
        .where(and(inArray(tenders.id, [...ids]), isNull(tenders.offersAnnouncedAt)));
    },

    async markClosed(tx: DbExecutor, ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(tenders)
        .set({ status: 'CLOSED', decidedAt: now })
        .where(and(inArray(tenders.id, [...ids]), eq(tenders.status, 'OPEN')));
    },

    /** Who offered on these tenders (every offer, whatever its status). */
    async findParticipants(
      tx: DbExecutor,
      tenderIds: readonly string[],
    ): Promise<Array<{ tenderId: string; offerId: string; supplierId: string }>> {
      if (tenderIds.length === 0) return [];
      return tx
        .select({
          tenderId: tenderOffers.tenderId,
          offerId: tenderOffers.id,
          supplierId: tenderOffers.supplierId,
        })
        .from(tenderOffers)
        .where(inArray(tenderOffers.tenderId, [...tenderIds]))
        .orderBy(asc(tenderOffers.tenderId), asc(tenderOffers.id));
    },
    /**
     * Marketplace health (decision 034): tenders published in [from, until), and tenders awarded in it,
     * by Riyadh day and the creator's city as written.
     */
    async countPublishedAndAwardedByDayAndCity(range: { from: Date; until: Date }) {
      const countBy = (at: AnyColumn, where?: SQL) => {
        const day = riyadhDaySql(at);
        return db
          .select({ day, city: accountsView.city, count: sql<number>`count(*)::int` })
          .from(tenders)
          .innerJoin(accountsView, eq(accountsView.userId, tenders.creatorId))
          .where(and(gte(at, range.from), lt(at, range.until), where))
          .groupBy(day, accountsView.city);
      };
      const [published, awarded] = await Promise.all([
        countBy(tenders.publishedAt),
        countBy(tenders.decidedAt, eq(tenders.status, 'AWARDED')),
      ]);
      return { published, awarded };
    },
  };
}

export type TendersRepository = ReturnType<typeof createTendersRepository>;
