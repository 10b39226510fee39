import { errorStatusByCode, type ErrorCode } from '../../../contract/errors/error-codes.js';

/** The one error type domain code throws; the error handler localizes it (conventions §4). */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = errorStatusByCode[code];
  }
}
