import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isErrorCode, errorStatusByCode, type ErrorCode } from '../../../contract/errors/error-codes.js';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import type { ErrorBody } from '../../../contract/errors/error-body.js';
import type { Language } from '../../../contract/i18n/languages.js';
import { resolveLanguage } from '../i18n/request-language.js';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError } from './app-error.js';

const zodLocales = { ar: z.locales.ar(), en: z.locales.en() };

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large…) mapped to our codes. */
const codeByFrameworkStatus: Record<number, ErrorCode> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  language: Language,
  details?: Record<string, unknown>,
) {
  const statusCode = errorStatusByCode[code];
  if (typeof details?.retryAfterSeconds === 'number') reply.header('retry-after', details.retryAfterSeconds);
  const body: ErrorBody = {
    error: {
      code,
      message: errorMessages[language][code],
      statusCode,
      ...(details ? { details } : {}),
    },
    requestId: String(request.id),
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * A schema names the error code of its own rule by using the code as its message
 * (`z.email({ error: 'EMAIL_INVALID' })`); any other issue gets zod's message in the
 * caller's language.
 */
function localizeIssue(
  issue: { keyword: string; message?: string; params: Record<string, unknown> },
  language: Language,
) {
  if (isErrorCode(issue.message)) return errorMessages[language][issue.message];
  const localized = zodLocales[language].localeError({
    ...issue.params,
    code: issue.keyword,
  } as unknown as Parameters<(typeof zodLocales)['en']['localeError']>[0]);
  return (typeof localized === 'string' ? localized : localized?.message) ?? issue.message ?? '';
}

/** One place turns every error into the API's error body in the caller's language. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The message language never depends on the (possibly invalid) lang parameter's own validation.
    const language = resolveLanguage(request.query, request.headers['accept-language']);

    if (error instanceof AppError) return send(request, reply, error.code, language, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: localizeIssue(issue, language),
      }));
      const first = error.validation[0]?.message;
      return send(request, reply, isErrorCode(first) ? first : 'VALIDATION_FAILED', language, { issues });
    }

    const frameworkCode = error.statusCode ? codeByFrameworkStatus[error.statusCode] : undefined;
    if (frameworkCode) return send(request, reply, frameworkCode, language);

    // The database is down or restarting (an outage, not a defect): 503 so clients and load balancers
    // retry, and the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', 5);
      return send(request, reply, 'SERVICE_UNAVAILABLE', language, { dependency: 'database' });
    }

    // Anything else is a defect: log everything, answer nothing about it.
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'INTERNAL_ERROR', language);
  });
}

/**
 * Router errors Fastify answers before any hook or error handler (its `frameworkErrors` option): a path
 * with a broken percent-encoding, or a parameter longer than the router's limit (100 characters).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = resolveLanguage(request.query, request.headers['accept-language']);
  // These replies skip the hooks, among them the one that adds x-request-id to every answer.
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') return send(request, reply, 'MALFORMED_REQUEST', language);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(request, reply, 'URI_TOO_LONG', language);
  request.log.error({ err: error }, 'unhandled framework error');
  return send(request, reply, 'INTERNAL_ERROR', language);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a broken request line,
 * conflicting Content-Length headers, a request that never finishes): Fastify's `clientErrorHandler`.
 * The socket is all there is, so the body is written by hand, in English (no header was read).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'MALFORMED_REQUEST';
  const statusCode = errorStatusByCode[code];
  const requestId = randomUUID();
  const body: ErrorBody = {
    error: { code, message: errorMessages.en[code], statusCode },
    requestId,
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(error);
}
