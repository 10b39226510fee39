import { z } from 'zod';
import { OperatorReasonSchema } from '../supplier-verification/supplier-verification.schemas.js';

/**
 * Issue 25: what a business may report (a product or service listing, a review, a chat message, a
 * business), why, and what operators decide.
 */
export const reportSubjectTypes = ['PRODUCT', 'SERVICE', 'REVIEW', 'MESSAGE', 'BUSINESS'] as const;
export const ReportSubjectTypeSchema = z.enum(reportSubjectTypes);
export type ReportSubjectType = z.infer<typeof ReportSubjectTypeSchema>;

export const reportReasons = [
  'FRAUD',
  'COUNTERFEIT',
  'PROHIBITED',
  'MISLEADING',
  'OFFENSIVE',
  'SPAM',
  'OTHER',
] as const;
export const ReportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/** OPEN until an operator decides; TAKEN_DOWN (the subject was removed) or DISMISSED. */
export const reportStatuses = ['OPEN', 'TAKEN_DOWN', 'DISMISSED'] as const;
export const ReportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const maxReportNoteLength = 1000;

/** `POST /api/reports`. */
export const CreateReportBodySchema = z.object({
  subjectType: ReportSubjectTypeSchema,
  subjectId: z.uuid({ error: 'NOT_FOUND' }),
  reason: ReportReasonSchema,
  note: z.string().trim().max(maxReportNoteLength, { error: 'TEXT_TOO_LONG' }).default(''),
});
export type CreateReportBody = z.input<typeof CreateReportBodySchema>;

/** What the reporter sees of its report. */
export const MyReportSchema = z.object({
  reportId: z.uuid(),
  subjectType: ReportSubjectTypeSchema,
  subjectId: z.uuid(),
  reason: ReportReasonSchema,
  note: z.string(),
  status: ReportStatusSchema,
  createdAt: z.iso.datetime(),
});
export type MyReport = z.infer<typeof MyReportSchema>;

/** The reported thing as operators read it: a listing in both languages, a review, a message, a business. */
export const ReportSubjectContentSchema = z.object({
  /** The business that owns it (the supplier of a listing, the author of a review or message). */
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  titleAr: z.string().nullable(),
  titleEn: z.string().nullable(),
  textAr: z.string().nullable(),
  textEn: z.string().nullable(),
  /** Already taken down (listing, review, message) or suspended (business). */
  isRemoved: z.boolean(),
  /** Gone since it was reported (a deleted listing, an unknown id). */
  isMissing: z.boolean(),
});
export type ReportSubjectContent = z.infer<typeof ReportSubjectContentSchema>;

export const OperatorReportSchema = z.object({
  reportId: z.uuid(),
  subjectType: ReportSubjectTypeSchema,
  subjectId: z.uuid(),
  reason: ReportReasonSchema,
  note: z.string(),
  status: ReportStatusSchema,
  reporterId: z.uuid(),
  reporterName: z.string(),
  decisionReason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OperatorReport = z.infer<typeof OperatorReportSchema>;
export const OperatorReportListSchema = z.array(OperatorReportSchema);

export const OperatorReportDetailSchema = OperatorReportSchema.extend({
  subject: ReportSubjectContentSchema,
  /** Other reports on the same subject, newest first. */
  otherReports: OperatorReportListSchema,
});
export type OperatorReportDetail = z.infer<typeof OperatorReportDetailSchema>;

export const reportsPageSize = 25;

export const ReportQueueQuerySchema = z.object({
  status: ReportStatusSchema.optional(),
  subjectType: ReportSubjectTypeSchema.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,7}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(reportsPageSize),
});
export type ReportQueueQuery = z.input<typeof ReportQueueQuerySchema>;

export const ReportIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

export const ReportDecisionBodySchema = z.object({ reason: OperatorReasonSchema });
export type ReportDecisionBody = z.infer<typeof ReportDecisionBodySchema>;
