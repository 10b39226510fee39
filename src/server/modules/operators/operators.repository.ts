import { and, eq, gt, sql } from 'drizzle-orm';
import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { operatorActions, operators, operatorSessions } from './operators.tables.js';

/** One entry of the audit log as an action writes it. */
export interface OperatorActionEntry {
  operatorId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export function createOperatorsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (rolled back when it throws). */
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async insertAction(executor: DbExecutor, entry: OperatorActionEntry, occurredAt: Date): Promise<string> {
      const [row] = await executor
        .insert(operatorActions)
        .values({
          operatorId: entry.operatorId,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          reason: entry.reason ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
          occurredAt,
        })
        .returning({ id: operatorActions.id });
      return row!.id;
    },

    /**
     * The operator of a live session, touching its last use in the same statement: ACTIVE, before the
     * session's end, and used within the idle limit.
     */
    async touchSession(
      tokenHash: string,
      { now, idleSince }: { now: Date; idleSince: Date },
    ): Promise<{ id: string; role: OperatorRole } | null> {
      const [row] = await db
        .update(operatorSessions)
        .set({ lastSeenAt: now })
        .from(operators)
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            eq(operators.id, operatorSessions.operatorId),
            eq(operators.status, 'ACTIVE'),
            gt(operatorSessions.expiresAt, now),
            gt(operatorSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ id: operators.id, role: operators.role });
      return row ?? null;
    },

    /** Ends every session of the operator (suspended, role changed, password or factor reset). */
    async deleteSessionsOf(executor: DbExecutor, operatorId: string): Promise<void> {
      await executor.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
    },

    /** How many operators there are: the first is made from the command line, the rest are invited. */
    async countOperators(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
      return row!.count;
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
