import { z } from 'zod';

/** `GET /dev/mailbox/latest`: the address whose newest message an end-to-end test reads. */
export const LatestMailQuerySchema = z.object({ to: z.email() });

/** A message of the dev mailbox, as the app would have sent it. */
export const DevMailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The test clock moves forward by at most a year at once, and never back. */
export const maxClockAdvanceMs = 366 * 24 * 60 * 60 * 1000;
export const AdvanceClockBodySchema = z.object({ advanceMs: z.number().int().min(0).max(maxClockAdvanceMs) });

/** The test clock's time. */
export const ClockNowSchema = z.object({ now: z.iso.datetime() });
