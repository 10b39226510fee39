import {
  requestPath,
  type AnswerOf,
  type BodyInput,
  type EndpointDefinition,
  type ParamsInput,
  type QueryInput,
} from '../../contract/http/endpoint';
import { fromWireMoney } from '../../contract/money/riyals';

/** A failed API call: `code` is the server's stable error code (or NETWORK_ERROR), `message` is localized. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Calls send cookies unless stated otherwise (spec §7); public reference data may omit them. */
  credentials?: RequestCredentials;
}

/**
 * The page's language (the `<html lang>` the app keeps in step with i18n) asks for answers in it. The server
 * rendering a page has no document: its transport answers in the page's language.
 */
const languageHeader = (): Record<string, string> =>
  typeof document === 'undefined' ? {} : { 'accept-language': document.documentElement.lang || 'en' };

/** How a request reaches the API: the browser's fetch, or the server's own routes while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's page renderer (entry-server.tsx) answers the app's requests from its own routes. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** A successful answer's body with its response headers (e.g. a pagination cursor). */
export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

/** Sends one request and turns every failure, network or API, into an ApiError. */
async function send<T>(path: string, init: RequestInit): Promise<ApiResponse<T>> {
  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', '', 0);
  }
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // The schema (and zod with it) loads with the first failure, not with every page (docs/performance.md).
    const { ErrorBodySchema } = await import('../../contract/errors/error-body');
    const parsed = ErrorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, statusCode, details } = parsed.data.error;
      throw new ApiError(code, message, statusCode, details);
    }
    throw new ApiError('UNEXPECTED_RESPONSE', '', response.status);
  }
  // Amounts arrive in riyals and halalas (decision 019); the app keeps halalas, like the server.
  return { body: fromWireMoney<T>(payload), headers: response.headers };
}

/** A JSON request in the page's language, with cookies unless stated otherwise. */
function jsonRequest(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = languageHeader();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: options.credentials ?? 'include',
    signal: options.signal,
  };
}

/** Any endpoint of the contract (`src/contract/<domain>/<domain>.endpoints.ts`). */
export type AnyEndpoint = Pick<EndpointDefinition<unknown>, 'method' | 'path'>;

/** What a call to the endpoint sends: its path parameters and body when it has them, its query if any. */
export type EndpointInput<E> = (ParamsInput<E> extends undefined
  ? { params?: never }
  : { params: ParamsInput<E> }) &
  (QueryInput<E> extends undefined ? { query?: never } : { query?: QueryInput<E> }) &
  (BodyInput<E> extends undefined ? { body?: never } : { body: BodyInput<E> });

/** The input may be left out when nothing in it is required. */
export type CallArgs<E> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type CallOptions = Pick<RequestOptions, 'signal' | 'credentials'>;

/** The path of one call: for links and streams that the browser opens itself (images, files, events). */
export function endpointPath<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: object };
  return requestPath(endpoint.path, params, query as Record<string, unknown> | undefined);
}

/**
 * The one way the web app calls the API: an endpoint of the contract with its input. Answers in the
 * page's language, sends JSON, and turns every failure into an ApiError.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<AnswerOf<E>> {
  return (await callEndpointWithHeaders(endpoint, ...args)).body;
}

/** callEndpoint for the answers whose headers matter too, such as a page's `x-next-cursor`. */
export function callEndpointWithHeaders<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<ApiResponse<AnswerOf<E>>> {
  const path = endpointPath(endpoint, ...([input] as CallArgs<E>));
  const { body } = (input ?? {}) as { body?: unknown };
  return send(path, jsonRequest({ ...options, method: endpoint.method, body }));
}

/**
 * Uploads one file to an upload endpoint as multipart/form-data in the field `file`, with cookies; the
 * browser sets the content type with its boundary. Failures are ApiErrors, as with callEndpoint.
 */
export async function uploadToEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  file: File,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const body = new FormData();
  body.append('file', file);
  const path = endpointPath(endpoint, ...([input] as CallArgs<E>));
  const init = { method: endpoint.method, headers: languageHeader(), body, credentials: 'include' as const };
  return (await send<AnswerOf<E>>(path, init)).body;
}
