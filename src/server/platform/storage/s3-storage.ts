import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey, isValidFileKey, type FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Wasabi…); unset for AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most S3-compatible services want it. */
  forcePathStyle: boolean;
}

/** Keys are random and never reused, so the object at a key never changes (decision 008). */
const immutableCacheControl = 'public, max-age=31536000, immutable';

function assertValidKey(key: string) {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

/**
 * Whether an S3 error says "no object at this key". A missing bucket is also a 404 but is a
 * misconfiguration, so it stays an error rather than reading as an empty store.
 */
function isMissingObjectError(error: unknown) {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Stores files as objects in one bucket of S3 or an S3-compatible service, so every node of a
 * deployment sees the same files. The app still serves them itself at `/api/files/<key>`, so URLs are
 * the same with either driver. Like local disk, keys are validated on every call, `put` refuses a
 * content type that does not match the key's extension, and `get` answers the extension's type
 * rather than whatever metadata the object carries.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services reject or mis-handle the
    // CRC headers the SDK otherwise adds to every upload and asks for on every download.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage service that stops answering fails the request instead of holding it open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  return {
    async put(key, data, contentType) {
      assertValidKey(key);
      const expected = contentTypeOfKey(key);
      if (contentType !== expected) {
        throw new Error(
          `Content type ${contentType} does not match the key ${JSON.stringify(key)} (${expected})`,
        );
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: immutableCacheControl,
        }),
      );
    },

    async get(key) {
      assertValidKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) throw new Error(`S3 answered no body for ${JSON.stringify(key)}`);
        return {
          data: Buffer.from(await response.Body.transformToByteArray()),
          contentType: contentTypeOfKey(key),
        };
      } catch (error) {
        if (isMissingObjectError(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        // S3 answers 204 for a missing key too; some compatible services answer 404 NoSuchKey.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isMissingObjectError(error)) throw error;
      }
    },
  };
}
