import { z } from 'zod';
import { SupplierPlanSchema } from '../users/users.schemas.js';

/**
 * Issue 25, decision 032: the operator's second look at a supplier (Tawrid checked the commercial registry
 * at signup). PENDING: new, or its business name, VAT number or registration changed since the last
 * approval; APPROVED; INFO_REQUESTED: the operator asked a question the supplier has not answered yet.
 * Suspension is apart from it: a supplier of any verification state may be suspended.
 */
export const verificationStates = ['PENDING', 'APPROVED', 'INFO_REQUESTED'] as const;
export const VerificationStateSchema = z.enum(verificationStates);
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** The commercial registry's answer as kept (the provider's outcome and, when active, what it read). */
export const registryOutcomes = ['ACTIVE', 'NOT_FOUND', 'INACTIVE', 'UNAVAILABLE'] as const;
export const RegistryAnswerSchema = z.object({
  outcome: z.enum(registryOutcomes),
  businessName: z.string().nullable(),
  city: z.string().nullable(),
  activity: z.string().nullable(),
});
export type RegistryAnswer = z.infer<typeof RegistryAnswerSchema>;

/** The longest reason or question an operator writes (ops-shared: 1–1000 characters). */
export const maxOperatorReasonLength = 1000;

export const OperatorReasonSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(maxOperatorReasonLength, { error: 'TEXT_TOO_LONG' });

/** Approve, suspend, reinstate: the reason, sent to the supplier as written. */
export const SupplierActionBodySchema = z.object({ reason: OperatorReasonSchema });
export type SupplierActionBody = z.infer<typeof SupplierActionBodySchema>;

/** Ask for information: the question, shown to the supplier in its console. */
export const RequestInformationBodySchema = z.object({ question: OperatorReasonSchema });
export type RequestInformationBody = z.infer<typeof RequestInformationBodySchema>;

export const SupplierIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

export const supplierQueuePageSize = 25;

/** `GET /api/operator/suppliers`: waiting first (PENDING, INFO_REQUESTED), the longest waiting first. */
export const SupplierQueueQuerySchema = z.object({
  state: VerificationStateSchema.optional(),
  isSuspended: z.stringbool().optional(),
  /** Part of the business name, or the registration number. */
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,7}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(supplierQueuePageSize),
});
export type SupplierQueueQuery = z.input<typeof SupplierQueueQuerySchema>;

/** One supplier as operators see it in the queue and on its page. */
export const OperatorSupplierSchema = z.object({
  supplierId: z.uuid(),
  businessName: z.string(),
  registrationNumber: z.string(),
  city: z.string(),
  email: z.string(),
  language: z.string(),
  vatNumber: z.string().nullable(),
  verification: VerificationStateSchema,
  verificationQuestion: z.string().nullable(),
  verificationChangedAt: z.iso.datetime(),
  isSuspended: z.boolean(),
  suspendedAt: z.iso.datetime().nullable(),
  suspensionReason: z.string().nullable(),
  registryAnswer: RegistryAnswerSchema.nullable(),
  registryCheckedAt: z.iso.datetime().nullable(),
  store: z.object({
    isStoreClosed: z.boolean(),
    plan: SupplierPlanSchema,
    listingsCount: z.number().int(),
    openOrdersCount: z.number().int(),
  }),
  createdAt: z.iso.datetime(),
});
export type OperatorSupplier = z.infer<typeof OperatorSupplierSchema>;
export const OperatorSupplierListSchema = z.array(OperatorSupplierSchema);

/** The supplier's own view of its verification (the console's banner). */
export const MyVerificationSchema = z.object({
  verification: VerificationStateSchema,
  verificationQuestion: z.string().nullable(),
  isSuspended: z.boolean(),
  suspensionReason: z.string().nullable(),
});
export type MyVerification = z.infer<typeof MyVerificationSchema>;

/** The supplier's answer to the operator's question: it moves the verification back to PENDING. */
export const AnswerVerificationBodySchema = z.object({ answer: OperatorReasonSchema });
export type AnswerVerificationBody = z.infer<typeof AnswerVerificationBodySchema>;
