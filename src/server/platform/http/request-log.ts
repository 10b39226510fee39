import type { FastifyRequest } from 'fastify';

// A query parameter whose name says it carries a secret: the links mailed to verify an email
// (`/verify-email?token=…`) and to reset a password (`/password-reset?token=…`) open those pages with
// their live token, and Fastify logs every request's URL.
const secretParameter = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The URL as it may be written to a log: every token parameter's value replaced. */
export function redactUrl(url: string): string {
  return url.replace(secretParameter, '$1[redacted]');
}

/**
 * Issue 19: Fastify's own request serializer (the same fields) with the URL redacted, so no log line
 * carries a token that would let whoever reads the logs verify or take over an account.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
