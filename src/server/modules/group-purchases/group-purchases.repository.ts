import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  GroupCancelReason,
  GroupPurchaseStatus,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import { riyadhDaySql } from '../../platform/time/riyadh-month-sql.js';
import { groupPurchaseMembers, groupPurchases, type GroupPurchaseRow } from './group-purchases.tables.js';

export type NewGroupPurchase = Omit<
  typeof groupPurchases.$inferInsert,
  'id' | 'status' | 'cancelReason' | 'memberCount' | 'totalQuantity' | 'closedAt'
>;

export interface GroupMember {
  groupPurchaseId: string;
  buyerId: string;
  quantity: number;
}

/** The one group a product may have open in a city. */
const openInCity = (productId: string, cityKey: string) =>
  and(
    eq(groupPurchases.productId, productId),
    eq(groupPurchases.cityKey, cityKey),
    eq(groupPurchases.status, 'OPEN'),
  );

export function createGroupPurchasesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Holds a product's groups in one city until the transaction ends (a transaction-scoped advisory
     * lock): joins of one city come one after another, so two of them never both start a group.
     */
    async lockCity(tx: DbExecutor, productId: string, cityKey: string): Promise<void> {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`group-purchase:${productId}:${cityKey}`}))`,
      );
    },

    /** The group open for a product in a city, locked until the transaction ends (the job waits for it). */
    async lockOpenInCity(tx: DbExecutor, productId: string, cityKey: string) {
      const [row] = await tx
        .select()
        .from(groupPurchases)
        .where(openInCity(productId, cityKey))
        .for('update');
      return row;
    },

    /** Starts a group (`group_purchases_one_open_per_city` backs the city's lock). */
    async insertOpen(tx: DbExecutor, group: NewGroupPurchase): Promise<GroupPurchaseRow> {
      const [row] = await tx.insert(groupPurchases).values(group).returning();
      return row!;
    },

    async lockById(tx: DbExecutor, id: string) {
      const [row] = await tx.select().from(groupPurchases).where(eq(groupPurchases.id, id)).for('update');
      return row;
    },

    /** False when the buyer is a member already. */
    async insertMember(tx: DbExecutor, member: GroupMember & { joinedAt: Date }): Promise<boolean> {
      const inserted = await tx
        .insert(groupPurchaseMembers)
        .values(member)
        .onConflictDoNothing()
        .returning({ buyerId: groupPurchaseMembers.buyerId });
      return inserted.length > 0;
    },

    /** The quantity the buyer had in the group; undefined when it was not a member. */
    async deleteMember(tx: DbExecutor, groupPurchaseId: string, buyerId: string) {
      const [row] = await tx
        .delete(groupPurchaseMembers)
        .where(
          and(
            eq(groupPurchaseMembers.groupPurchaseId, groupPurchaseId),
            eq(groupPurchaseMembers.buyerId, buyerId),
          ),
        )
        .returning({ quantity: groupPurchaseMembers.quantity });
      return row?.quantity;
    },

    /** Adds (or with negative numbers removes) a member and its quantity to the locked group's counts. */
    async addToCounts(
      tx: DbExecutor,
      id: string,
      change: { members: number; quantity: number },
    ): Promise<GroupPurchaseRow> {
      const [row] = await tx
        .update(groupPurchases)
        .set({
          memberCount: sql`${groupPurchases.memberCount} + ${change.members}`,
          totalQuantity: sql`${groupPurchases.totalQuantity} + ${change.quantity}`,
        })
        .where(eq(groupPurchases.id, id))
        .returning();
      return row!;
    },

    async markCompleted(tx: DbExecutor, id: string, now: Date): Promise<GroupPurchaseRow> {
      const [row] = await tx
        .update(groupPurchases)
        .set({ status: 'COMPLETED', closedAt: now })
        .where(and(eq(groupPurchases.id, id), eq(groupPurchases.status, 'OPEN')))
        .returning();
      return row!;
    },

    async markCancelled(
      tx: DbExecutor,
      ids: readonly string[],
      reason: GroupCancelReason,
      now: Date,
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(groupPurchases)
        .set({ status: 'CANCELLED', cancelReason: reason, closedAt: now })
        .where(and(inArray(groupPurchases.id, [...ids]), eq(groupPurchases.status, 'OPEN')));
    },

    /** Members of these groups, in the order they joined. */
    async findMembers(tx: DbExecutor, groupPurchaseIds: readonly string[]): Promise<GroupMember[]> {
      if (groupPurchaseIds.length === 0) return [];
      return tx
        .select({
          groupPurchaseId: groupPurchaseMembers.groupPurchaseId,
          buyerId: groupPurchaseMembers.buyerId,
          quantity: groupPurchaseMembers.quantity,
        })
        .from(groupPurchaseMembers)
        .where(inArray(groupPurchaseMembers.groupPurchaseId, [...groupPurchaseIds]))
        .orderBy(asc(groupPurchaseMembers.joinedAt), asc(groupPurchaseMembers.buyerId));
    },

    /**
     * Up to `limit` groups still OPEN at their deadline, locked until the transaction ends; those a join
     * or another node holds are skipped (`SKIP LOCKED`), so nodes share the work and none waits.
     */
    async claimExpired(tx: DbExecutor, claim: { now: Date; limit: number }): Promise<GroupPurchaseRow[]> {
      return tx
        .select()
        .from(groupPurchases)
        .where(and(eq(groupPurchases.status, 'OPEN'), lte(groupPurchases.deadline, claim.now)))
        .orderBy(asc(groupPurchases.deadline), asc(groupPurchases.id))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
    },

    async findById(id: string): Promise<GroupPurchaseRow | undefined> {
      const [row] = await db.select().from(groupPurchases).where(eq(groupPurchases.id, id));
      return row;
    },

    async findOpenInCity(productId: string, cityKey: string): Promise<GroupPurchaseRow | undefined> {
      const [row] = await db.select().from(groupPurchases).where(openInCity(productId, cityKey));
      return row;
    },

    /** The buyer's group of this product that closed most recently, after `closedAfter`. */
    async findLatestClosedOfBuyer(
      buyerId: string,
      productId: string,
      closedAfter: Date,
    ): Promise<GroupPurchaseRow | undefined> {
      const [row] = await db
        .select({ group: groupPurchases })
        .from(groupPurchaseMembers)
        .innerJoin(groupPurchases, eq(groupPurchases.id, groupPurchaseMembers.groupPurchaseId))
        .where(
          and(
            eq(groupPurchaseMembers.buyerId, buyerId),
            eq(groupPurchases.productId, productId),
            gt(groupPurchases.closedAt, closedAfter),
          ),
        )
        .orderBy(desc(groupPurchases.closedAt))
        .limit(1);
      return row?.group;
    },

    /** The buyer's quantity in each of these groups it is a member of. */
    /** The buyer's part in these groups, by group id: its quantity and, once completed, its invoice. */
    async findPartsOfBuyer(
      buyerId: string,
      groupPurchaseIds: readonly string[],
    ): Promise<Map<string, { quantity: number; invoiceId: string | null }>> {
      if (groupPurchaseIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: groupPurchaseMembers.groupPurchaseId,
          quantity: groupPurchaseMembers.quantity,
          invoiceId: groupPurchaseMembers.invoiceId,
        })
        .from(groupPurchaseMembers)
        .where(
          and(
            eq(groupPurchaseMembers.buyerId, buyerId),
            inArray(groupPurchaseMembers.groupPurchaseId, [...groupPurchaseIds]),
          ),
        );
      return new Map(rows.map(({ id, ...part }) => [id, part]));
    },

    /**
     * Records each member's invoice of a group that just completed. Only once: a member invoiced already
     * is a completion played twice, refused (and the transaction with its second invoices rolled back).
     */
    async recordMemberInvoices(
      tx: DbExecutor,
      groupPurchaseId: string,
      invoiceIds: ReadonlyMap<string, string>,
    ): Promise<void> {
      for (const [buyerId, invoiceId] of invoiceIds) {
        const recorded = await tx
          .update(groupPurchaseMembers)
          .set({ invoiceId })
          .where(
            and(
              eq(groupPurchaseMembers.groupPurchaseId, groupPurchaseId),
              eq(groupPurchaseMembers.buyerId, buyerId),
              isNull(groupPurchaseMembers.invoiceId),
            ),
          )
          .returning({ buyerId: groupPurchaseMembers.buyerId });
        if (recorded.length !== 1)
          throw new Error(`member ${buyerId} of ${groupPurchaseId} is invoiced already`);
      }
    },

    /** One page of the buyer's groups, by the time it joined, newest first, before `before`. */
    async findPageOfBuyer(
      buyerId: string,
      page: { status?: GroupPurchaseStatus; before?: TimeIdKey; limit: number },
    ): Promise<Array<{ group: GroupPurchaseRow; key: TimeIdKey }>> {
      const rows = await db
        .select({ group: groupPurchases, time: timeKeySql(groupPurchaseMembers.joinedAt) })
        .from(groupPurchaseMembers)
        .innerJoin(groupPurchases, eq(groupPurchases.id, groupPurchaseMembers.groupPurchaseId))
        .where(
          and(
            eq(groupPurchaseMembers.buyerId, buyerId),
            page.status ? eq(groupPurchases.status, page.status) : undefined,
            page.before
              ? sql`(${groupPurchaseMembers.joinedAt}, ${groupPurchaseMembers.groupPurchaseId}) < (${page.before.time}::timestamptz, ${page.before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(groupPurchaseMembers.joinedAt), desc(groupPurchaseMembers.groupPurchaseId))
        .limit(page.limit);
      return rows.map((row) => ({ group: row.group, key: { time: row.time, id: row.group.id } }));
    },

    /**
     * One page of the groups taking members in a city (OPEN, deadline after `now`), the soonest deadline
     * first, after `after`.
     */
    async findPageOpenInCity(
      cityKey: string,
      page: { now: Date; after?: TimeIdKey; limit: number },
    ): Promise<Array<{ group: GroupPurchaseRow; key: TimeIdKey }>> {
      const rows = await db
        .select({ group: groupPurchases, time: timeKeySql(groupPurchases.deadline) })
        .from(groupPurchases)
        .where(
          and(
            eq(groupPurchases.cityKey, cityKey),
            eq(groupPurchases.status, 'OPEN'),
            gt(groupPurchases.deadline, page.now),
            page.after
              ? sql`(${groupPurchases.deadline}, ${groupPurchases.id}) > (${page.after.time}::timestamptz, ${page.after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(groupPurchases.deadline), asc(groupPurchases.id))
        .limit(page.limit);
      return rows.map((row) => ({ group: row.group, key: { time: row.time, id: row.group.id } }));
    },
    /**
     * Marketplace health (decision 034): groups started in [from, until), and groups completed in it, by
     * Riyadh day and the group's city as its first member wrote it.
     */
    async countStartedAndCompletedByDayAndCity(range: { from: Date; until: Date }) {
      const countBy = (at: AnyColumn, where?: SQL) => {
        const day = riyadhDaySql(at);
        return db
          .select({ day, city: groupPurchases.city, count: sql<number>`count(*)::int` })
          .from(groupPurchases)
          .where(and(gte(at, range.from), lt(at, range.until), where))
          .groupBy(day, groupPurchases.city);
      };
      const [started, completed] = await Promise.all([
        countBy(groupPurchases.startedAt),
        countBy(groupPurchases.closedAt, eq(groupPurchases.status, 'COMPLETED')),
      ]);
      return { started, completed };
    },
  };
}

export type GroupPurchasesRepository = ReturnType<typeof createGroupPurchasesRepository>;
