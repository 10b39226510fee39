import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wireOf } from '../../../contract/money/wire-money.js';

type Transform = typeof jsonSchemaTransform;

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(wireOf(schema), {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return json;
};

/**
 * What travels: amounts in riyals and `…Halalas` (decision 019). The library documents a request's and an
 * answer's schema as Tawrid keeps it (halalas under the plain name); `wireOf` gives the side a client sees.
 */
const documentWire: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const { schema } = document;
  const documented = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || !documented) return transformed;
  for (const part of ['body', 'querystring'] as const) {
    if (schema[part] instanceof z.ZodType) documented[part] = jsonSchemaOf(schema[part]);
  }
  const answers = schema.response as Record<string, unknown> | undefined;
  const documentedAnswers = documented.response as Record<string, unknown> | undefined;
  for (const status of Object.keys(documentedAnswers ?? {})) {
    const answer = answers?.[status];
    if (answer instanceof z.ZodType) documentedAnswers![status] = jsonSchemaOf(answer);
  }
  return transformed;
};

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
          'the language of the `lang` query parameter or Accept-Language (English by default). Money: every ' +
          'amount in an answer comes twice, in riyals under its name (`price: 145.05`, at most two ' +
          'decimals) and as integer halalas with the `Halalas` suffix (`priceHalalas: 14505`); a request ' +
          'may send either form (decision 019).',
        version: '1',
      },
    },
    transform: documentWire,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
