import { z } from 'zod';

/** A stored file's key, the rest of the path after `/api/files/` (e.g. `products/<id>/<name>.webp`). */
export const FileKeyParamsSchema = z.object({ '*': z.string() });
