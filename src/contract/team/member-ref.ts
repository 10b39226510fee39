import { z } from 'zod';

/**
 * Issue 26: the member who did something (placed an order, issued an invoice, sent a message, submitted
 * an offer), by name. Null on what was done before businesses had members: shown as the business.
 */
export const MemberRefSchema = z.object({ memberId: z.uuid(), name: z.string() });
export type MemberRef = z.infer<typeof MemberRefSchema>;
