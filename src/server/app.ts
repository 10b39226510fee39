import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../contract/i18n/languages.js';
import type { Config } from './config/config.js';
import type { Database } from './platform/db/database.js';
import { AppError } from './platform/errors/app-error.js';
import { registerErrorHandling } from './platform/errors/error-handler.js';
import { createEventStreams } from './platform/http/event-stream.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurityHeaders } from './platform/http/security.js';
import { isAppRoute, registerWebApp } from './platform/http/web-app.js';
import { resolveLanguage } from './platform/i18n/request-language.js';
import { categoriesRoutes } from './modules/catalog/categories.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createServices } from './services.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `lang` query, then Accept-Language, then English. */
    readonly language: Language;
  }
}

export type AppConfig = Pick<Config, 'corsOrigins' | 'webDistDir' | 'logLevel'>;

/** Builds the whole HTTP application on an open database. Never listens: server.ts and tests do. */
export async function buildApp({
  config,
  database,
  logger = { level: config.logLevel },
}: {
  config: AppConfig;
  database: Pick<Database, 'db'>;
  logger?: FastifyServerOptions['logger'];
}) {
  const app = Fastify({
    logger,
    genReqId: () => randomUUID(),
    // Answer 503 to new requests while draining on shutdown.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('language', {
    getter() {
      return resolveLanguage(this.query, this.headers['accept-language']);
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  await registerOpenApi(app);

  const services = createServices({ db: database.db });
  const eventStreams = createEventStreams(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      await api.register(categoriesRoutes, { categories: services.categories });
    },
    { prefix: '/api' },
  );

  const sendWebApp = config.webDistDir ? await registerWebApp(app, config.webDistDir) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (sendWebApp && isAppRoute(request)) return sendWebApp(reply);
    throw new AppError('ROUTE_NOT_FOUND');
  });

  return Object.assign(app, { services, eventStreams });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
