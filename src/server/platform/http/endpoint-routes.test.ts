import Fastify from 'fastify';
import { get } from 'node:http';
import { PassThrough } from 'node:stream';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints.js';
import * as cartSchemas from '../../../contract/cart/cart.schemas.js';
import { devEndpoints } from '../../../contract/dev/dev.endpoints.js';
import * as devSchemas from '../../../contract/dev/dev.schemas.js';
import { endpointRoutes, refuseRoutesOutsideTheContract } from './endpoint-routes.js';
import { registerOpenApi } from './openapi.js';

describe('routes outside the contract', () => {
  it('refuses an API route that is no endpoint of the contract', () => {
    const app = Fastify();
    refuseRoutesOutsideTheContract(app);
    expect(() => app.get('/api/hand-written', async () => ({}))).toThrow(/no endpoint of the contract/);
  });

  it('takes the contract’s endpoints, the OpenAPI pages and routes outside /api', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    refuseRoutesOutsideTheContract(app);
    const route = endpointRoutes(app, cartSchemas);
    route(cartEndpoints.quoteGuestCart, () => ({ groups: [], itemsCount: 0, total: 0 }) as never);
    // A GET brings its HEAD route, which must pass too.
    route(cartEndpoints.getCart, () => ({ groups: [], itemsCount: 0, total: 0 }) as never);
    app.get('/api/docs/json', async () => ({}));
    app.get('/products/:id', async () => '');
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/api/cart/quote' })).toBe(true);
    expect(app.hasRoute({ method: 'HEAD', url: '/api/buyers/me/cart' })).toBe(true);
    await app.close();
  });
});

describe('an endpoint answered with bytes', () => {
  it('sends what its handler sent, once, after a slow onSend hook', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const sent: unknown[] = [];
    app.addHook('onSend', async (_request, _reply, payload) => {
      sent.push(payload);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await registerOpenApi(app);
    endpointRoutes(app, devSchemas)(devEndpoints.showMailbox, ({ reply }) =>
      reply.type('text/html; charset=utf-8').send('<p>mail</p>'),
    );

    const response = await app.inject({ url: '/dev/mailbox' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<p>mail</p>');
    expect(sent).toEqual(['<p>mail</p>']);
    // A hidden endpoint is served but left out of the OpenAPI document.
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: object }>();
    expect(document.paths).not.toHaveProperty('/dev/mailbox');
    await app.close();
  });
  it('sends nothing more when the client of a stream it sent leaves before its end', async () => {
    const warnings: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(line) } };
    const app = Fastify({ logger });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const stream = new PassThrough();
    endpointRoutes(app, devSchemas)(devEndpoints.showMailbox, ({ reply }) => {
      stream.write('data: first\n\n');
      return reply.type('text/event-stream').send(stream);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    await new Promise<void>((resolve) => {
      const request = get(`http://127.0.0.1:${port}/dev/mailbox`, (response) => {
        response.once('data', () => {
          request.destroy();
          response.once('close', () => resolve());
        });
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(warnings).toEqual([]);
    await app.close();
  });
});

describe('the member roles of an endpoint (issue 26)', () => {
  const routeOf = () => endpointRoutes(Fastify(), cartSchemas);
  const handler = () => ({ groups: [], itemsCount: 0, total: 0 }) as never;

  it('refuses an endpoint with a business’s session that names no member roles', () => {
    const withoutRoles = { ...cartEndpoints.getCart, memberRoles: undefined };
    expect(() => routeOf()(withoutRoles, handler)).toThrow(
      "GET /api/buyers/me/cart: memberRoles go with a business's session, and there they are required",
    );
  });

  it('refuses member roles on a public endpoint', () => {
    expect(() => routeOf()({ ...cartEndpoints.quoteGuestCart, memberRoles: [] }, handler)).toThrow(
      /memberRoles go with a business's session/,
    );
  });

  it('takes an endpoint for owners only and one for every member', () => {
    const route = routeOf();
    expect(() => route({ ...cartEndpoints.getCart, memberRoles: [] }, handler)).not.toThrow();
    expect(() => route(cartEndpoints.quoteGuestCart, handler)).not.toThrow();
  });
});
