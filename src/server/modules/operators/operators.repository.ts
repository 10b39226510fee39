import { and, desc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '../../../contract/operators/operator-roles.js';
import type { OperatorStatus } from '../../../contract/operators/operators.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';
import { AppError } from '../../platform/errors/app-error.js';
import { timeKeySql, type TimeIdKey } from '../../platform/pagination/time-id-cursor.js';
import {
  operatorActions,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
  operatorTokens,
  type operatorTokenPurposes,
} from './operators.tables.js';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorTokenPurpose = (typeof operatorTokenPurposes)[number];

/** The audit log's filters, as the service resolved them (Riyadh days made instants). */
export interface AuditLogFilter {
  operatorId?: string;
  subjectType?: string;
  subjectId?: string;
  action?: string;
  since?: Date;
  until?: Date;
  before?: TimeIdKey;
  limit: number;
}

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
    /** For reads outside a transaction. */
    db: db as DbExecutor,

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

    async findOperatorById(executor: DbExecutor, id: string): Promise<OperatorRow | undefined> {
      const [row] = await executor.select().from(operators).where(eq(operators.id, id));
      return row;
    },

    /** The operator with this email, whatever its case. */
    async findOperatorByEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.email}) = lower(${email})`);
      return row;
    },

    /** Locks the operator's row for the rest of the transaction (role and status changes). */
    async lockOperator(tx: DbExecutor, id: string): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
      return row;
    },

    /**
     * The ACTIVE admins, locked: two admins demoting or suspending each other at once are taken one after
     * the other, so the second sees that only one admin is left.
     */
    async lockActiveAdmins(tx: DbExecutor): Promise<string[]> {
      const rows = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'ADMIN'), eq(operators.status, 'ACTIVE')))
        .orderBy(operators.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    async listOperators(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(operators.createdAt, operators.id);
    },

    /** A new INVITED operator; an email already used (any case) is OPERATOR_EMAIL_TAKEN. */
    async insertOperator(
      tx: DbExecutor,
      values: { email: string; name: string; role: OperatorRole; language: string; invitedBy: string | null },
    ): Promise<OperatorRow> {
      try {
        const [row] = await tx.insert(operators).values(values).returning();
        return row!;
      } catch (error) {
        if (violatedConstraint(error) === 'operators_email_unique')
          throw new AppError('OPERATOR_EMAIL_TAKEN');
        throw error;
      }
    },

    async updateOperator(
      tx: DbExecutor,
      id: string,
      values: Partial<{
        role: OperatorRole;
        status: OperatorStatus;
        language: string;
        passwordHash: string;
        totpSecretSealed: string;
        totpLastStep: number;
      }>,
      now: Date,
    ): Promise<OperatorRow> {
      const [row] = await tx
        .update(operators)
        .set({ ...values, updatedAt: now })
        .where(eq(operators.id, id))
        .returning();
      return row!;
    },

    /**
     * Records `step` as the last accepted code's, only if it is later than the one recorded: of two
     * requests with the same code at once, one wins.
     */
    async acceptTotpStep(tx: DbExecutor, id: string, step: number): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, id),
            sql`(${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async insertToken(
      tx: DbExecutor,
      values: { tokenHash: string; operatorId: string; purpose: OperatorTokenPurpose; expiresAt: Date },
    ): Promise<void> {
      await tx.insert(operatorTokens).values(values);
    },

    /** Unused tokens of the operator (for a purpose, or all) stop working. */
    async retireTokens(
      tx: DbExecutor,
      operatorId: string,
      now: Date,
      purpose?: OperatorTokenPurpose,
    ): Promise<void> {
      await tx
        .update(operatorTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorTokens.operatorId, operatorId),
            isNull(operatorTokens.usedAt),
            purpose ? eq(operatorTokens.purpose, purpose) : undefined,
          ),
        );
    },

    async findToken(tokenHash: string, purpose: OperatorTokenPurpose) {
      const [row] = await db
        .select()
        .from(operatorTokens)
        .where(and(eq(operatorTokens.tokenHash, tokenHash), eq(operatorTokens.purpose, purpose)));
      return row;
    },

    /** Marks an unused token used; false when another request used it first. */
    async useToken(tx: DbExecutor, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(operatorTokens)
        .set({ usedAt: now })
        .where(and(eq(operatorTokens.tokenHash, tokenHash), isNull(operatorTokens.usedAt)))
        .returning({ tokenHash: operatorTokens.tokenHash });
      return rows.length === 1;
    },

    /** The operator's recovery codes are these, and only these, from now on. */
    async replaceRecoveryCodes(tx: DbExecutor, operatorId: string, codeHashes: string[]): Promise<void> {
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
      await tx.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, operatorId })));
    },

    /** Uses one of the operator's unused recovery codes; false when it is none of them. */
    async useRecoveryCode(tx: DbExecutor, operatorId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.codeHash, codeHash),
            eq(operatorRecoveryCodes.operatorId, operatorId),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeHash: operatorRecoveryCodes.codeHash });
      return rows.length === 1;
    },

    async insertSession(
      tx: DbExecutor,
      values: { tokenHash: string; operatorId: string; expiresAt: Date; userAgent: string | null; now: Date },
    ): Promise<void> {
      const { now, ...session } = values;
      await tx.insert(operatorSessions).values({ ...session, createdAt: now, lastSeenAt: now });
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
    },

    /** One page of the audit log, newest first, with each entry's operator. */
    async findAuditPage(filter: AuditLogFilter) {
      const conditions: (SQL | undefined)[] = [
        filter.operatorId ? eq(operatorActions.operatorId, filter.operatorId) : undefined,
        filter.subjectType ? eq(operatorActions.subjectType, filter.subjectType) : undefined,
        filter.subjectId ? eq(operatorActions.subjectId, filter.subjectId) : undefined,
        filter.action ? eq(operatorActions.action, filter.action) : undefined,
        filter.since ? gte(operatorActions.occurredAt, filter.since) : undefined,
        filter.until ? lt(operatorActions.occurredAt, filter.until) : undefined,
        filter.before
          ? sql`(${operatorActions.occurredAt}, ${operatorActions.id}) < (${filter.before.time}::timestamptz, ${filter.before.id}::uuid)`
          : undefined,
      ];
      return db
        .select({
          id: operatorActions.id,
          operatorId: operatorActions.operatorId,
          operatorName: operators.name,
          operatorEmail: operators.email,
          action: operatorActions.action,
          subjectType: operatorActions.subjectType,
          subjectId: operatorActions.subjectId,
          reason: operatorActions.reason,
          before: operatorActions.before,
          after: operatorActions.after,
          occurredAt: operatorActions.occurredAt,
          keyTime: timeKeySql(operatorActions.occurredAt),
        })
        .from(operatorActions)
        .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
        .where(and(...conditions))
        .orderBy(desc(operatorActions.occurredAt), desc(operatorActions.id))
        .limit(filter.limit);
    },

    /** How many operators there are: the first is made from the command line, the rest are invited. */
    async countOperators(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
      return row!.count;
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
