import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF protection for cookie sessions (besides SameSite=Lax): a state-changing request must come from
 * our own pages. Browsers send Origin on every POST/PUT/PATCH/DELETE; when it is missing we fall back to
 * Referer, and a request that carries cookies with neither is refused. Requests without cookies (API
 * clients) have no ambient authority to abuse and pass.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: {
    allowedOrigins: string[];
    /** Paths called by other servers that authenticate by signature (payment webhooks), never by cookie. */
    exemptPaths?: readonly string[];
  },
) {
  const exempt = new Set(options.exemptPaths ?? []);
  const allowed = new Set(options.allowedOrigins.map((origin) => originOf(origin)).filter(Boolean));
  const isAllowed = (request: FastifyRequest, origin: string) =>
    allowed.has(origin) || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (exempt.has(request.url.split('?')[0]!)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin) {
      if (!isAllowed(request, origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
      return;
    }
    if (request.headers.cookie) throw new AppError('ORIGIN_NOT_ALLOWED');
  });
}
