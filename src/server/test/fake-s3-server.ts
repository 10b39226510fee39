import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for the driver's `endpoint` (path-style addressing). */
  readonly endpoint: string;
  /** Stored objects by key, for assertions. */
  readonly objects: Map<string, FakeS3Object>;
  /** Every request received, in order. */
  readonly requests: FakeS3Request[];
  close(): Promise<void>;
}

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(
  response: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  resource = '',
) {
  const requestId = randomUUID();
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': requestId,
  });
  response.end(body);
}

async function readBody(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real HTTP server speaking just enough of the S3 REST API for the storage driver: PutObject,
 * GetObject and DeleteObject on one bucket, path-style (`/<bucket>/<key>`). Requests must carry a
 * SigV4 `authorization` header for `accessKeyId` (the signature itself is not checked); otherwise
 * 403 like S3. Objects live in memory.
 */
export async function startFakeS3Server({
  bucket,
  accessKeyId,
}: {
  bucket: string;
  accessKeyId: string;
}): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const server = http.createServer(async (request, response) => {
    try {
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const authorization = request.headers.authorization;
      requests.push({ method, path: url.pathname, authorization });

      const body = await readBody(request);
      if (!authorization?.startsWith('AWS4-HMAC-SHA256 Credential=')) {
        return sendError(response, 403, 'AccessDenied', 'Access Denied', url.pathname);
      }
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return sendError(
          response,
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
          url.pathname,
        );
      }

      const [, bucketName = '', ...keySegments] = url.pathname.split('/');
      const key = keySegments.map((segment) => decodeURIComponent(segment)).join('/');
      if (decodeURIComponent(bucketName) !== bucket) {
        return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', url.pathname);
      }
      if (!key) return sendError(response, 501, 'NotImplemented', 'Only object calls are implemented');

      if (method === 'PUT') {
        objects.set(key, {
          body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: `"${randomUUID()}"`, 'content-length': 0 });
        return response.end();
      }
      if (method === 'GET') {
        const object = objects.get(key);
        if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', key);
        response.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          etag: '"fake"',
          'last-modified': new Date().toUTCString(),
        });
        return response.end(object.body);
      }
      if (method === 'DELETE') {
        // Like S3: deleting a missing key answers 204 too.
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      return sendError(
        response,
        405,
        'MethodNotAllowed',
        `${method} is not supported by this test server`,
        key,
      );
    } catch (error) {
      sendError(response, 500, 'InternalError', String(error));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close() {
      // The SDK keeps connections alive; end them so close() does not wait for their idle timeout.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
