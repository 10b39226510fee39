import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { accountsView } from '../users/users.service.js';
import { authTokens, sessions } from './auth.tables.js';

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export function createAuthRepository(db: Db) {
  return {
    async insertSession(session: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      userAgent: string | null;
    }) {
      await db.insert(sessions).values(session);
    },

    /**
     * The user behind a live session, in one indexed query on every authenticated request (the account
     * through the users module's view, which PostgreSQL inlines).
     */
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: accountsView.userId,
          role: accountsView.role,
          isEmailVerified: accountsView.isEmailVerified,
        })
        .from(sessions)
        .innerJoin(accountsView, eq(accountsView.userId, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row ?? null;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user, or every one but `keepTokenHash`. */
    async deleteSessionsOfUser(userId: string, keepTokenHash?: string) {
      await db
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
        );
    },

    async insertToken(token: {
      tokenHash: string;
      userId: string;
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
    async retireTokens(userId: string, purpose: AuthTokenPurpose) {
      await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)),
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
