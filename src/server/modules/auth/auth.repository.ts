import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { membersView } from '../users/users.service.js';
import { authTokens, sessions } from './auth.tables.js';

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export function createAuthRepository(db: Db) {
  return {
    async insertSession(session: {
      tokenHash: string;
      userId: string;
      memberId: string;
      expiresAt: Date;
      userAgent: string | null;
    }) {
      await db.insert(sessions).values(session);
    },

    /**
     * The person behind a live session, in one indexed query on every authenticated request (the member
     * through the users module's view, which PostgreSQL inlines). Issue 26: a member suspended or removed
     * has no session from that moment, whatever rows are left; their roles are read afresh each time.
     */
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: membersView.businessId,
          memberId: membersView.memberId,
          memberRoles: membersView.roles,
          role: membersView.activeRole,
          isEmailVerified: membersView.isEmailVerified,
        })
        .from(sessions)
        .innerJoin(membersView, eq(membersView.memberId, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            eq(membersView.status, 'ACTIVE'),
            // Opened before the member's latest suspension or removal: never acts again (reinstated or not).
            or(isNull(membersView.accessChangedAt), gt(sessions.createdAt, membersView.accessChangedAt)),
          ),
        );
      return row ?? null;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a person, or every one but `keepTokenHash`. */
    async deleteSessionsOfMember(memberId: string, keepTokenHash?: string, executor: DbExecutor = db) {
      await executor
        .delete(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
          ),
        );
    },

    async insertToken(token: {
      tokenHash: string;
      userId: string;
      memberId: string;
      purpose: AuthTokenPurpose;
      expiresAt: Date;
    }) {
      await db.insert(authTokens).values(token);
    },

    /**
     * Marks a token used and answers it, atomically: of two requests with the same token only one gets
     * it back. An already used token answers null.
     */
    async useToken(tokenHash: string, purpose: AuthTokenPurpose) {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A newer token makes the older unused ones of the same purpose worthless. */
    async retireTokens(memberId: string, purpose: AuthTokenPurpose) {
      await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(authTokens.memberId, memberId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)),
        );
    },

    /** Answers how many it deleted. */
    async deleteSessionsExpiredBefore(before: Date): Promise<number> {
      const result = await db.delete(sessions).where(lt(sessions.expiresAt, before));
      return result.rowCount ?? 0;
    },

    /** Used or not: a used token expires like the others. Answers how many it deleted. */
    async deleteTokensExpiredBefore(before: Date): Promise<number> {
      const result = await db.delete(authTokens).where(lt(authTokens.expiresAt, before));
      return result.rowCount ?? 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
