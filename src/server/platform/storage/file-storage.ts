import { filesEndpoints } from '../../../contract/files/files.endpoints.js';

/** The bytes of a stored file and the content type it is served with. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live: local disk by default, S3-compatible object storage for deployments with
 * more than one node (architecture: files). Kept to three calls so a second driver stays small.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** A missing key is not an error. */
  delete(key: string): Promise<void>;
}

const maxKeyLength = 200;

// Lower-case segments of letters, digits and dashes, the last one with an image extension. No dots
// elsewhere, so no '..' and no hidden files; no leading '/', so a key is always relative.
const fileKeyPattern = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|png|jpg)$/;

/** Public URL of a stored file, served by the files route (the key takes the path's `*`). */
export function fileUrl(key: string): string {
  return filesEndpoints.getFile.path.replace('*', key);
}

/** Whether a key is one this app could have written: the guard against path traversal on every read and write. */
export function isValidFileKey(key: string): boolean {
  return key.length <= maxKeyLength && fileKeyPattern.test(key);
}

const contentTypeByExtension = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;

/** The content type a valid key implies by its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof contentTypeByExtension;
  const contentType = contentTypeByExtension[extension];
  if (!contentType) throw new Error(`File key without a known extension: ${JSON.stringify(key)}`);
  return contentType;
}
