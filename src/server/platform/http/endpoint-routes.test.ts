import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { cartEndpoints } from '../../../contract/cart/cart.endpoints.js';
import * as cartSchemas from '../../../contract/cart/cart.schemas.js';
import { endpointRoutes, refuseRoutesOutsideTheContract } from './endpoint-routes.js';

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
