import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type {
  AnswerOf,
  BodyOf,
  Endpoint,
  EndpointAccess,
  EndpointDefinition,
  ParamsOf,
  QueryOf,
} from '../../../contract/http/endpoint.js';
import { ErrorBodySchema } from '../../../contract/errors/error-body.js';
import { requireOperator, type SessionOperator } from '../auth/operator-auth.js';
import { requireUser, type SessionUser } from '../auth/request-auth.js';
import { sendPage, type Page } from '../pagination/page.js';
import { uploadDescription } from './read-upload.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's endpoint a route serves: `tag METHOD path`. */
    endpoint?: string;
  }
}

/**
 * No path written twice (issue 21): an API route is an endpoint of the contract, registered through
 * endpointRoutes. Added before the routes, this refuses at start-up any other route under `/api`; the
 * OpenAPI document and its pages (`/api/docs`) are the one exception, since they describe the rest.
 */
export function refuseRoutesOutsideTheContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.endpoint) {
      throw new Error(
        `${String(route.method)} ${route.url} is no endpoint of the contract: define it in ` +
          'src/contract/<domain>/<domain>.endpoints.ts and register it with endpointRoutes.',
      );
    }
  });
}

/** The person calling: always there when the endpoint needs a session, maybe there on a public one. */
type CallerOf<E> = E extends { access: 'public' }
  ? SessionUser | undefined
  : E extends { access: 'operator' }
    ? SessionOperator
    : SessionUser;

export interface EndpointCall<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  caller: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What an idempotent create's handler gives back: the answer, and whether this request created it. */
export interface IdempotentResult<Answer> {
  answer: Answer;
  isNew: boolean;
}

/**
 * What a handler gives back: the answer, one page of it (paged), it with whether it is new (idempotent),
 * or the reply it sent itself (bytes that are not JSON; awaiting a reply waits until it is sent).
 */
type HandlerResult<E> = E extends { paged: true }
  ? Page<AnswerOf<E> extends (infer I)[] ? I : never>
  : E extends { idempotent: true }
    ? IdempotentResult<AnswerOf<E>>
    : E extends { answerMediaTypes: readonly string[] }
      ? FastifyReply
      : AnswerOf<E>;

export type EndpointHandler<E> = (call: EndpointCall<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** Route settings beyond the endpoint's definition, such as a rate limit or a larger body. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** The body of a 204, as the OpenAPI document describes it. */
const noContent = z.null().describe('No content');

/** Raw bytes, for the OpenAPI document. */
const binary = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

/** A success answered with bytes of one of the media types, as the OpenAPI document describes it. */
const bytesOf = (mediaTypes: readonly string[]) => ({
  description: 'The bytes, with their content type',
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: binary }])),
});

/** The failures every endpoint of an access may answer, besides its own (`errors`). */
const errorsOfAccess: Record<EndpointAccess, number[]> = {
  public: [],
  unverified: [401],
  'signed-in': [401, 403],
  buyer: [401, 403],
  supplier: [401, 403],
  operator: [401, 403],
};

function callerOf(
  request: FastifyRequest,
  {
    access,
    operatorRoles,
    memberRoles,
  }: Pick<EndpointDefinition<unknown>, 'access' | 'operatorRoles' | 'memberRoles'>,
): SessionUser | SessionOperator | undefined {
  switch (access) {
    case 'operator':
      return requireOperator(request, operatorRoles ?? []);
    case 'public':
      return request.sessionUser ?? undefined;
    case 'unverified':
      return requireUser(request, { allowUnverified: true, memberRoles });
    case 'signed-in':
      return requireUser(request, { memberRoles });
    case 'buyer':
      return requireUser(request, { role: 'BUYER', memberRoles });
    case 'supplier':
      return requireUser(request, { role: 'SUPPLIER', memberRoles });
  }
}

/**
 * Registers endpoints of the contract on the app, with the schemas module their names refer to: the
 * route validates and documents with those schemas, answers the standard errors, and checks the caller
 * (the role guard) before the handler runs. Returns the function that registers one endpoint.
 */
export function endpointRoutes<Schemas>(app: FastifyInstance, schemas: Schemas) {
  const schemaNamed = (name: string | undefined): z.ZodType | undefined => {
    if (name === undefined) return undefined;
    const schema = (schemas as Record<string, unknown>)[name];
    if (!(schema instanceof z.ZodType)) throw new Error(`The schemas module has no schema ${name}.`);
    return schema;
  };

  return function route<E extends Endpoint<Schemas, EndpointDefinition<Schemas>>>(
    endpoint: E,
    handler: EndpointHandler<E>,
    extras: RouteExtras = {},
  ): void {
    // An operator endpoint says which roles may call it; no other endpoint has any.
    if ((endpoint.access === 'operator') !== (endpoint.operatorRoles !== undefined)) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: operatorRoles go with access 'operator', and only there.`,
      );
    }
    // Issue 26: an endpoint for a business's session says which of its members may call; no other has any.
    const needsBusiness = endpoint.access !== 'public' && endpoint.access !== 'operator';
    if (needsBusiness !== (endpoint.memberRoles !== undefined)) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: memberRoles go with a business's session, and there they are ` +
          'required (anyMember: every member; []: owners only).',
      );
    }
    const answer = schemaNamed(endpoint.answer);
    const failures = new Set([400, ...errorsOfAccess[endpoint.access], ...(endpoint.errors ?? [])]);
    const success = answer || endpoint.answerMediaTypes ? (endpoint.status ?? 200) : 204;
    const response: Record<number, unknown> = {
      [success]: endpoint.answerMediaTypes ? bytesOf(endpoint.answerMediaTypes) : (answer ?? noContent),
    };
    // A repeated idempotency key answers what the first request made, with 200.
    if (answer && endpoint.idempotent) response[200] = answer;
    for (const status of [...failures].sort()) response[status] = ErrorBodySchema;

    app.route({
      ...extras,
      // Marks the route as the contract's (refuseRoutesOutsideTheContract).
      config: { ...extras.config, endpoint: `${endpoint.tag} ${endpoint.method} ${endpoint.path}` },
      method: endpoint.method,
      url: endpoint.path,
      // Parts the endpoint does not have are left out, not undefined (Fastify warns of those).
      schema: Object.fromEntries(
        Object.entries({
          tags: [endpoint.tag],
          hide: endpoint.hidden,
          summary: endpoint.summary,
          description: endpoint.upload
            ? [endpoint.description, uploadDescription].filter(Boolean).join('\n\n')
            : endpoint.description,
          params: schemaNamed(endpoint.params),
          querystring: schemaNamed(endpoint.query),
          body: schemaNamed(endpoint.body),
          response,
        }).filter(([, part]) => part !== undefined),
      ),
      handler: async (request, reply) => {
        const caller = callerOf(request, endpoint);
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          caller,
          request,
          reply,
        } as EndpointCall<E>);
        // A handler that answered by itself (a redirect, a file, a stream) has nothing more to send. One
        // answering bytes always did, even when its reply never ended: a stream whose client went away.
        if (reply.sent || endpoint.answerMediaTypes) return reply;
        if (!answer) return reply.status(204).send(null);
        if (endpoint.idempotent) {
          const { answer: made, isNew } = result as IdempotentResult<unknown>;
          return reply.status(isNew ? success : 200).send(made);
        }
        if (endpoint.status) reply.status(endpoint.status);
        return endpoint.paged ? sendPage(reply, result as Page<unknown>) : result;
      },
    });
  };
}
