import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import { AppError } from '../errors/app-error.js';

/** The path (`body.items.0.name`) of the first string holding U+0000, or undefined. Iterative: bodies may nest deep. */
export function pathOfNulCharacter(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) pending.push([child, `${path}.${key}`]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 (`invalid byte sequence for encoding "UTF8": 0x00`), so a NUL in any
 * field would fail at the database as a 500 after the work before it. No field has a use for one: it is
 * refused before validation, like an invalid field, naming where it was (found by the fuzz test, issue 11).
 */
export function registerNulCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const path =
      pathOfNulCharacter(request.params, 'params') ??
      pathOfNulCharacter(request.query, 'querystring') ??
      pathOfNulCharacter(request.body, 'body');
    if (path) {
      const message = errorMessages[request.language].MALFORMED_REQUEST;
      throw new AppError('MALFORMED_REQUEST', { issues: [{ path, message }] });
    }
  });
}
