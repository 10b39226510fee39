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
 * What travels: amounts in riyals and `…Halalas` (decision 019). The library would document a request's
 * and an answer's schema as Tawrid keeps it (halalas under the plain name), so it documents only the rest
 * (path parameters, headers, hidden routes) and `wireOf` gives the side a client sees, each converted once.
 */
const documentWire: Transform = (document) => {
  if (!document.schema) return jsonSchemaTransform(document);
  const { body, querystring, response, ...rest } = document.schema as Record<string, unknown>;
  const transformed = jsonSchemaTransform({ ...document, schema: rest });
  const documented = transformed.schema as Record<string, unknown> | undefined;
  if (!documented || documented.hide) return transformed;
  const wire = (schema: unknown) => (schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema);
  if (body) documented.body = wire(body);
  if (querystring) documented.querystring = wire(querystring);
  if (response) {
    documented.response = Object.fromEntries(
      Object.entries(response as Record<string, unknown>).map(([status, answer]) => [status, wire(answer)]),
    );
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
