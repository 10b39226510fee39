import { z } from 'zod';

/** One field that failed validation: where, and what is wrong in the caller's language. */
export const ValidationIssueSchema = z.object({ path: z.string(), message: z.string() });

/** The body of every error answer (architecture: one error format). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    statusCode: z.number().int(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
