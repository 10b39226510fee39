import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/**
 * Security headers for every answer. The CSP is the one the built web app satisfies: scripts and
 * fonts only from this origin; inline styles are allowed because Mantine injects its CSS variables in
 * a <style> element and positions popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { corsOrigins: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin by default; widened below only for configured CORS origins.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // Closed unless configured: without CORS headers a browser on another origin cannot read answers.
  if (options.corsOrigins.length > 0) {
    // The search endpoints' next-page cursor travels in a header that pages on other origins must read.
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      exposedHeaders: ['x-next-cursor'],
    });
  }
}
