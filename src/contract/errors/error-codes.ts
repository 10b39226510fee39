/**
 * Every error code the API can answer with, and its HTTP status. Domain code throws
 * `new AppError(code, details)`; clients switch on `error.code` and show `error.message`.
 * Codes are stable: never rename one that has shipped.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  UNSUPPORTED_LANGUAGE: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatusByCode;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatusByCode, value);
}
