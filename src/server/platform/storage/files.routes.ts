import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { AppError } from '../errors/app-error.js';
import { isValidFileKey, type FileStorage } from './file-storage.js';

/** Raw bytes, for the OpenAPI document. */
const binary = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

/**
 * Serves stored files (product images, logos) at `/files/<key>`; registered under the /api prefix.
 * Keys under `privatePrefixes` belong to a module that serves them itself to the people allowed (chat
 * images, issue 19): here they are answered like missing files.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  privatePrefixes?: readonly string[];
}> = async (app, { storage, privatePrefixes = [] }) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (an uploaded image), by its key',
        params: z.object({ '*': z.string() }),
        response: {
          200: {
            description: 'The file bytes, with the content type they were stored with',
            content: {
              'image/webp': { schema: binary },
              'image/png': { schema: binary },
              'image/jpeg': { schema: binary },
            },
          },
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
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
    },
  );
};
