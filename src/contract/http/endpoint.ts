import type { z } from 'zod';
import type { OperatorRole } from '../operators/operator-roles.js';
import type { MemberRole } from '../team/member-roles.js';

/**
 * An endpoint written once (issue 21): its method, path, who may call it and the names of its schemas.
 * The server registers its route from it, the web app calls it through `lib/api-client`, the web tests
 * stub it, and the OpenAPI document describes it.
 *
 * The schemas are named, not referenced: a domain's endpoints file imports its schemas module as a type
 * only, and the server binds the module itself. So the web app learns every path and type without
 * loading zod on its first pages (docs/performance.md); the names are checked against the module.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; anyone signed in, even before verifying the email; anyone signed in and
 * verified; a verified person acting as a buyer or as a supplier (anyone else gets ROLE_NOT_ALLOWED);
 * an operator signed in with both factors whose role is one of the endpoint's `operatorRoles` (issue 25).
 */
export type EndpointAccess = 'public' | 'unverified' | 'signed-in' | 'buyer' | 'supplier' | 'operator';

/**
 * Failures an endpoint may answer beyond those its access and input bring (400 for bad input; 401, and
 * 403 where verification or a role is required), for the OpenAPI document.
 */
export type ExtraErrorStatus = 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** The exported zod schemas of a schemas module, by name. */
export type SchemaName<Schemas> = {
  [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never;
}[keyof Schemas] &
  string;

export interface EndpointDefinition<Schemas> {
  method: HttpMethod;
  /** The full path with `:name` parameters, e.g. `/api/buyers/me/orders/:id`. */
  path: `/${string}`;
  access: EndpointAccess;
  /**
   * With `access: 'operator'`, and only then: the operator roles that may call besides ADMIN, which may
   * call every operator endpoint (`[]`: admins only). Another operator gets ROLE_NOT_ALLOWED.
   */
  operatorRoles?: readonly OperatorRole[];
  /**
   * Issue 26: with a business's session (access other than 'public' and 'operator'), and only then: the
   * member roles that may call besides OWNER, who may call every one (`anyMember`: every member; `[]`:
   * owners only). A member without one of them gets ROLE_NOT_ALLOWED.
   */
  memberRoles?: readonly MemberRole[];
  summary: string;
  description?: string;
  params?: SchemaName<Schemas>;
  query?: SchemaName<Schemas>;
  body?: SchemaName<Schemas>;
  /** The answer's schema; none means 204 No Content. */
  answer?: SchemaName<Schemas>;
  /** The status of a success with an answer, when not 200. */
  status?: 201 | 202;
  /**
   * A create keyed by the caller's `idempotencyKey`: the first request answers `status` (201), a repeated
   * key answers the same again with 200 and changes nothing. Its handler gives back `{ answer, isNew }`.
   */
  idempotent?: true;
  /**
   * A page of a keyset-paginated list: the answer is the page's items, the next page's cursor comes in
   * the `x-next-cursor` header and goes back as the `cursor` query parameter (absent on the last page).
   */
  paged?: true;
  /** The body is a multipart upload of one file in the field `file`, not JSON. */
  upload?: true;
  /**
   * The answer is bytes of one of these media types (a stored image, an HTML page), not JSON: the handler
   * sends them itself and gives back the reply; the OpenAPI document describes them as binary.
   */
  answerMediaTypes?: readonly [string, ...string[]];
  /** Left out of the OpenAPI document: a developer's page or a test's tool, never a client's API. */
  hidden?: true;
  errors?: readonly ExtraErrorStatus[];
}

/** Carries the schemas module's type on each endpoint; never present at runtime. */
declare const schemasOf: unique symbol;
export type Endpoint<Schemas = unknown, Definition = EndpointDefinition<Schemas>> = Definition & {
  readonly [schemasOf]?: Schemas;
  readonly tag: string;
};

/**
 * A domain's endpoints, tagged with the domain for the OpenAPI document:
 * `defineEndpoints<typeof schemas>()('cart', { getCart: { method: 'GET', … answer: 'CartSchema' } })`.
 */
export function defineEndpoints<Schemas>() {
  return <const Definitions extends Record<string, EndpointDefinition<Schemas>>>(
    tag: string,
    definitions: Definitions,
  ): { readonly [Name in keyof Definitions]: Endpoint<Schemas, Definitions[Name]> } =>
    Object.fromEntries(
      Object.entries(definitions).map(([name, definition]) => [name, { ...definition, tag }]),
    ) as never;
}

// What the types of an endpoint's parts are, for the server's handlers and the web's calls.
type SchemasOf<E> = E extends { readonly [schemasOf]?: infer S } ? S : never;
// A part the endpoint does not have is undefined, not never: never would pass every `extends z.ZodType`.
type Named<E, Part extends 'params' | 'query' | 'body' | 'answer'> = E extends { [P in Part]: infer N }
  ? N extends keyof SchemasOf<E>
    ? SchemasOf<E>[N]
    : never
  : undefined;

type InputOfPart<E, Part extends 'params' | 'query' | 'body'> =
  Named<E, Part> extends z.ZodType ? z.input<Named<E, Part>> : undefined;
type OutputOfPart<E, Part extends 'params' | 'query' | 'body'> =
  Named<E, Part> extends z.ZodType ? z.output<Named<E, Part>> : undefined;

/** The path parameters, query and body as a caller writes them. */
export type ParamsInput<E> = InputOfPart<E, 'params'>;
export type QueryInput<E> = InputOfPart<E, 'query'>;
export type BodyInput<E> = InputOfPart<E, 'body'>;
/** The same after the server's schemas read them. */
export type ParamsOf<E> = OutputOfPart<E, 'params'>;
export type QueryOf<E> = OutputOfPart<E, 'query'>;
export type BodyOf<E> = OutputOfPart<E, 'body'>;

/** The answer in halalas, as the server's services produce it and the web app keeps it (decision 019). */
export type AnswerOf<E> = Named<E, 'answer'> extends z.ZodType ? z.output<Named<E, 'answer'>> : void;
/** One item of a paged endpoint's answer. */
export type ItemOf<E> = AnswerOf<E> extends readonly (infer Item)[] ? Item : never;

/** `/api/orders/:id` → `/api/orders/${string}`: the paths a request to the endpoint may have. */
export type PathPattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathPattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** `GET /api/orders/${string}`: how a request to the endpoint starts (the web tests' stubs use it). */
export type RequestLine<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${PathPattern<P>}`
  : never;

/** The path of one request: the parameters put in (encoded), then the query (undefined values left out). */
export function requestPath(
  path: string,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') search.append(name, String(one));
    }
  }
  return search.size > 0 ? `${filled}?${search}` : filled;
}
