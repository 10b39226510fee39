/**
 * Every error code the API can answer with, and its HTTP status. Domain code throws
 * `new AppError(code, details)`; clients switch on `error.code` and show `error.message`.
 * Codes are stable: never rename one that has shipped.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  // Fields (a schema names these through its zod message; see error-messages.ts)
  FIELD_REQUIRED: 400,
  EMAIL_INVALID: 400,
  IDENTIFIER_INVALID: 400,
  REGISTRATION_NUMBER_INVALID: 400,
  NATIONAL_ID_INVALID: 400,
  CITY_INVALID: 400,
  PASSWORD_WEAK: 400,
  PASSWORD_MISMATCH: 400,
  TERMS_NOT_ACCEPTED: 400,
  CATEGORIES_REQUIRED: 400,
  CATEGORY_NOT_FOUND: 400,
  TEXT_TOO_LONG: 400,
  AMOUNT_INVALID: 400,
  // Sessions
  SESSION_EXPIRED: 401,
  EMAIL_NOT_VERIFIED: 403,
  ORIGIN_NOT_ALLOWED: 403,
  ROLE_NOT_ALLOWED: 403,
  // Login and signup
  USER_NOT_FOUND: 401,
  INVALID_CREDENTIALS: 401,
  NATIONAL_ID_TAKEN: 409,
  REGISTRATION_NUMBER_TAKEN: 409,
  EMAIL_TAKEN: 409,
  REGISTRATION_NOT_FOUND: 422,
  REGISTRATION_INACTIVE: 422,
  REGISTRY_UNAVAILABLE: 503,
  // Email verification and password reset
  EMAIL_ALREADY_VERIFIED: 409,
  ACCOUNT_NOT_FOUND: 404,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  CURRENT_PASSWORD_WRONG: 400,
  // Uploads
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  // Suppliers
  SUPPLIER_INACTIVE: 403,
  // Listings (products and services)
  CATEGORY_KIND_MISMATCH: 400,
  NOT_CASE_MULTIPLE: 400,
  MAX_BELOW_MIN: 400,
  GROUP_FIELDS_REQUIRED: 400,
  GROUP_PRICE_NOT_BELOW_PRICE: 400,
  PLAN_LIMIT_REACHED: 409,
  IMAGE_LIMIT_REACHED: 409,
  IMAGE_REQUIRED: 409,
  PREMIUM_REQUIRED: 403,
  // Chats
  CHAT_WITH_SELF: 400,
  CHAT_COUNTERPART_NOT_SUPPLIER: 400,
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
