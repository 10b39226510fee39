import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 document generated from the zod route schemas: `/api/docs/json`, UI at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tawrid API',
        description:
          'API of Tawrid (توريد), a bilingual business-to-business marketplace. Errors share one body: ' +
          '`{ "error": { "code", "message", "statusCode", "details"? }, "requestId" }`; `message` is in ' +
          'the language of the `lang` query parameter or Accept-Language (English by default).',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
