import { defineEndpoints } from '../http/endpoint.js';
import type * as schemas from './files.schemas.js';

/**
 * Stored files (decision 008): the platform's storage serves the public ones (product images, logos,
 * banners) at one path. A domain of its own in the contract, like the storage in the server's platform,
 * since every module's images are served here.
 */
export const filesEndpoints = defineEndpoints<typeof schemas>()('files', {
  getFile: {
    method: 'GET',
    path: '/api/files/*',
    access: 'public',
    summary: 'A stored file (an uploaded image), by its key',
    params: 'FileKeyParamsSchema',
    answerMediaTypes: ['image/webp', 'image/png', 'image/jpeg'],
    errors: [404],
  },
});
