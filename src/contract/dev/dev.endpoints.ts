import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './dev.schemas.js';

/**
 * A developer's and a test's tools, never served in production and outside `/api`: the dev mailbox
 * (without an SMTP server) and the test clock (TEST_CLOCK=true, decision 014). End-to-end tests read a
 * verification link from the mailbox and move the clock past a deadline.
 */
export const devEndpoints = defineEndpoints<typeof schemas>()('dev', {
  showMailbox: {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    summary: 'The dev mailbox page',
    answerMediaTypes: ['text/html'],
    hidden: true,
  },
  getLatestMail: {
    method: 'GET',
    path: '/dev/mailbox/latest',
    access: 'public',
    summary: 'The newest dev mailbox message to an address',
    query: 'LatestMailQuerySchema',
    answer: 'DevMailboxMessageSchema',
    errors: [404],
  },
  getClock: {
    method: 'GET',
    path: '/dev/clock',
    access: 'public',
    summary: "The test clock's time",
    answer: 'ClockNowSchema',
    hidden: true,
  },
  advanceClock: {
    method: 'POST',
    path: '/dev/clock',
    access: 'public',
    summary: 'Move the test clock forward',
    body: 'AdvanceClockBodySchema',
    answer: 'ClockNowSchema',
    hidden: true,
  },
});
