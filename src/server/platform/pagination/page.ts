import type { FastifyReply } from 'fastify';

/** One page of a keyset-paginated list: its items, and the opaque cursor of the next (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Answers a page the way every list route does: the items as the body, the next page's cursor in the
 * `x-next-cursor` header (absent on the last page).
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
  return page.items;
}
