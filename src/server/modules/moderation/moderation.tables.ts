import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  reportReasons,
  reportStatuses,
  reportSubjectTypes,
} from '../../../contract/reports/reports.schemas.js';
import { operators } from '../operators/operators.tables.js';
import { users } from '../users/users.tables.js';

export const reportSubjectType = pgEnum('report_subject_type', reportSubjectTypes);
export const reportReason = pgEnum('report_reason', reportReasons);
export const reportStatus = pgEnum('report_status', reportStatuses);

/**
 * Issue 25: a business's report of a listing, a review, a chat message or a business. The subject is an
 * id of another module's row, not a foreign key: the subject may be any of five tables, and a report
 * outlives what it reports.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reporterId: uuid()
      .notNull()
      .references(() => users.id),
    subjectType: reportSubjectType().notNull(),
    subjectId: uuid().notNull(),
    reason: reportReason().notNull(),
    note: text().notNull().default(''),
    status: reportStatus().notNull().default('OPEN'),
    decisionReason: text(),
    decidedBy: uuid().references(() => operators.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open report per reporter and subject: a repeat answers the existing one.
    uniqueIndex('reports_open_per_reporter_unique')
      .on(table.reporterId, table.subjectType, table.subjectId)
      .where(sql`${table.status} = 'OPEN'`),
    index().on(table.subjectType, table.subjectId),
    index().on(table.status, table.subjectType, table.createdAt),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
