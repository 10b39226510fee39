import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { memberInvitations, members, type MemberInvitationRow, type MemberRow } from './users.tables.js';

/** Issue 26: a business's invitations, and the member rows the team's rules lock. */
export function createTeamRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * Every member of the business, locked until the transaction ends (`FOR UPDATE`): changes that could
     * leave it without an active owner run one after the other, each seeing the other's outcome.
     */
    async lockMembersOfBusiness(tx: DbExecutor, businessId: string): Promise<MemberRow[]> {
      return tx
        .select()
        .from(members)
        .where(eq(members.businessId, businessId))
        .orderBy(asc(members.id))
        .for('update');
    },

    /** The person (not removed) who signs in with this email, in any business. */
    async findMemberHoldingEmail(email: string, executor: DbExecutor = db): Promise<MemberRow | undefined> {
      const [row] = await executor
        .select()
        .from(members)
        .where(and(sql`lower(${members.email}) = lower(${email})`, sql`${members.status} <> 'REMOVED'`));
      return row;
    },

    /** Suspended or removed now: sessions opened before this moment never act again. */
    async endAccess(tx: DbExecutor, memberId: string, status: 'SUSPENDED' | 'REMOVED'): Promise<void> {
      await tx
        .update(members)
        .set({ status, accessChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },

    async insertInvitation(
      tx: DbExecutor,
      invitation: typeof memberInvitations.$inferInsert,
    ): Promise<MemberInvitationRow> {
      const [row] = await tx.insert(memberInvitations).values(invitation).returning();
      return row!;
    },

    /** Pending invitations of a business (neither accepted nor revoked; expired ones included). */
    async findPendingOfBusiness(businessId: string): Promise<MemberInvitationRow[]> {
      return db
        .select()
        .from(memberInvitations)
        .where(
          and(
            eq(memberInvitations.businessId, businessId),
            isNull(memberInvitations.acceptedAt),
            isNull(memberInvitations.revokedAt),
          ),
        )
        .orderBy(asc(memberInvitations.createdAt));
    },

    /** A pending invitation of this business, locked in `tx` when given. */
    async findPending(
      businessId: string,
      invitationId: string,
      executor: DbExecutor = db,
    ): Promise<MemberInvitationRow | undefined> {
      const [row] = await executor
        .select()
        .from(memberInvitations)
        .where(
          and(
            eq(memberInvitations.id, invitationId),
            eq(memberInvitations.businessId, businessId),
            isNull(memberInvitations.acceptedAt),
            isNull(memberInvitations.revokedAt),
          ),
        );
      return row;
    },

    /** The invitation of a token (any state), locked until `tx` ends when in a transaction. */
    async findByTokenHash(
      tokenHash: string,
      executor: DbExecutor = db,
      { lock = false } = {},
    ): Promise<MemberInvitationRow | undefined> {
      const query = executor
        .select()
        .from(memberInvitations)
        .where(eq(memberInvitations.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Revokes the business's pending invitation of this email, if any (a new one replaces it). */
    async revokePendingOfEmail(tx: DbExecutor, businessId: string, email: string): Promise<void> {
      await tx
        .update(memberInvitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(memberInvitations.businessId, businessId),
            sql`lower(${memberInvitations.email}) = lower(${email})`,
            isNull(memberInvitations.acceptedAt),
            isNull(memberInvitations.revokedAt),
          ),
        );
    },

    async updateInvitation(
      invitationId: string,
      fields: Partial<Pick<MemberInvitationRow, 'tokenHash' | 'expiresAt' | 'revokedAt' | 'acceptedAt'>>,
      executor: DbExecutor = db,
    ): Promise<MemberInvitationRow> {
      const [row] = await executor
        .update(memberInvitations)
        .set(fields)
        .where(eq(memberInvitations.id, invitationId))
        .returning();
      return row!;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
