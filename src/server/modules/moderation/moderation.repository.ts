import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  ReportReason,
  ReportStatus,
  ReportSubjectType,
} from '../../../contract/reports/reports.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { reports, type ReportRow } from './moderation.tables.js';

export interface NewReport {
  reporterId: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  reason: ReportReason;
  note: string;
}

export interface ReportDecision {
  status: Exclude<ReportStatus, 'OPEN'>;
  decisionReason: string;
  decidedBy: string;
  decidedAt: Date;
}

export function createModerationRepository(db: Db) {
  return {
    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * The new report, or undefined when the reporter already has an open one on the subject (the partial
     * unique index decides, also between parallel requests).
     */
    async insertUnlessOpen(report: NewReport): Promise<ReportRow | undefined> {
      const [row] = await db
        .insert(reports)
        .values(report)
        .onConflictDoNothing({
          target: [reports.reporterId, reports.subjectType, reports.subjectId],
          where: sql`${reports.status} = 'OPEN'`,
        })
        .returning();
      return row;
    },

    async findOpenOfReporter(reporterId: string, subjectType: ReportSubjectType, subjectId: string) {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.subjectType, subjectType),
            eq(reports.subjectId, subjectId),
            eq(reports.status, 'OPEN'),
          ),
        );
      return row;
    },

    async findById(id: string, tx?: DbExecutor): Promise<ReportRow | undefined> {
      const query = (tx ?? db).select().from(reports).where(eq(reports.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    /** Open first, then by subject type, oldest first; offset paging (the queue is reordered by decisions). */
    async findQueue(filter: {
      status?: ReportStatus;
      subjectType?: ReportSubjectType;
      offset: number;
      limit: number;
    }): Promise<ReportRow[]> {
      return db
        .select()
        .from(reports)
        .where(
          and(
            filter.status ? eq(reports.status, filter.status) : undefined,
            filter.subjectType ? eq(reports.subjectType, filter.subjectType) : undefined,
          ),
        )
        .orderBy(
          sql`CASE WHEN ${reports.status} = 'OPEN' THEN 0 ELSE 1 END`,
          asc(reports.subjectType),
          asc(reports.createdAt),
          asc(reports.id),
        )
        .offset(filter.offset)
        .limit(filter.limit + 1);
    },

    /** The other reports of the same subject, newest first. */
    async findOthersOfSubject(report: Pick<ReportRow, 'id' | 'subjectType' | 'subjectId'>) {
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.subjectType, report.subjectType),
            eq(reports.subjectId, report.subjectId),
            ne(reports.id, report.id),
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(50);
    },

    /** Closes every open report of the subject with the decision; answers the closed rows. */
    async closeOpenOfSubject(
      tx: DbExecutor,
      subject: { subjectType: ReportSubjectType; subjectId: string },
      decision: ReportDecision,
    ): Promise<ReportRow[]> {
      return tx
        .update(reports)
        .set(decision)
        .where(
          and(
            eq(reports.subjectType, subject.subjectType),
            eq(reports.subjectId, subject.subjectId),
            eq(reports.status, 'OPEN'),
          ),
        )
        .returning();
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
