/**
 * SQLSTATEs that mean "the database is not there right now", not "this query is wrong": connection
 * exceptions (class 08), the server shutting down or starting up (57P01–57P03), too many connections.
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a connection that could not be made or was cut. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says when a connection ends under a query or cannot be had in time. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (unavailableSqlStates.test(code) || unavailableSocketCodes.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  return unavailableMessages.some((known) => message.startsWith(known));
}

/**
 * Whether `error` (or what it wraps: drizzle's `DrizzleQueryError` keeps the driver's error as `cause`,
 * a failed dual-stack connect is an `AggregateError`) says the database cannot be reached. Such a failure
 * is an outage to answer with 503 and retry, not a defect.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** The unique constraint a PostgreSQL error names, however deeply drizzle and pg wrapped it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return undefined;
}
