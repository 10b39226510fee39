import type { FastifyInstance } from 'fastify';

/**
 * An empty body sent as `Content-Type: application/json` is no body. Spec §7 calls some endpoints with an
 * "empty body" (the wishlist toggle, switch-role, logout) and many HTTP clients label every request JSON;
 * Fastify's own parser refuses that with a 400 before the route runs, so a guest would be told "bad
 * request" instead of 401 and a buyer's toggle would fail. A route that needs a body still refuses its
 * absence through its schema. Any other JSON goes to Fastify's parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
