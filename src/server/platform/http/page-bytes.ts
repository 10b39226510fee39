import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a rendered page is sent in, best first; `identity` is the page as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, of those the browser accepts (`Accept-Encoding`, RFC 9110 §12.5.3): brotli first,
 * then gzip, else none. `q=0` refuses one, and `*` stands for every encoding not named.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((text) => text.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weightOf(name) > 0) ?? 'identity';
}

const compressors: Record<Exclude<PageEncoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: 30–120 kB of markup in a few milliseconds, a little larger than 11 would make it.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * A rendered page's bytes, shared by every guest its render is shared with (decision 017): compressed once
 * in each encoding a browser asks for, when the first one asks, and kept with the render. Nothing in them
 * is a request's own (the CSP is one fixed header, no nonce; no cookie or token is in the page).
 */
export interface PageBytes {
  status: number;
  /** A weak validator (RFC 9110 §8.8.3): the same for every encoding of the same document. */
  etag: string;
  bytes(encoding: PageEncoding): Promise<Buffer>;
}

export function pageBytes(status: number, document: string): PageBytes {
  const identity = Buffer.from(document, 'utf8');
  const encoded = new Map<PageEncoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    status,
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    bytes(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body = compressors[encoding as Exclude<PageEncoding, 'identity'>](identity);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/** Whether `If-None-Match` names this validator (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
