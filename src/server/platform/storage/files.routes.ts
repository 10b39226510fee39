import type { FastifyInstance } from 'fastify';
import { filesEndpoints as endpoints } from '../../../contract/files/files.endpoints.js';
import * as schemas from '../../../contract/files/files.schemas.js';
import { AppError } from '../errors/app-error.js';
import { endpointRoutes } from '../http/endpoint-routes.js';
import { isValidFileKey, type FileStorage } from './file-storage.js';

/**
 * Serves stored files (product images, logos) at `/api/files/<key>`. Keys under `privatePrefixes` belong
 * to a module that serves them itself to the people allowed (chat images, issue 19): here they are
 * answered like missing files.
 */
export async function filesRoutes(
  app: FastifyInstance,
  { storage, privatePrefixes = [] }: { storage: FileStorage; privatePrefixes?: readonly string[] },
) {
  endpointRoutes(app, schemas)(endpoints.getFile, async ({ params, reply }) => {
    const key = params['*'];
    // An invalid key (traversal, upper case, unknown extension) is answered like a missing file.
    if (!isValidFileKey(key)) throw new AppError('NOT_FOUND');
    if (privatePrefixes.some((prefix) => key.startsWith(prefix))) throw new AppError('NOT_FOUND');
    const file = await storage.get(key);
    if (!file) throw new AppError('NOT_FOUND');
    return (
      reply
        .header('content-type', file.contentType)
        // Keys are random and never reused, so a file at a key never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Uploaded bytes are never sniffed into HTML or script, and run nothing if opened directly.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.data)
    );
  });
}
