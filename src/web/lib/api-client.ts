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

/**
 * The one way the web app calls the API. Answers in the page's language, sends JSON, and turns every
 * failure into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, jsonRequest(options))).body;
}

/** apiRequest for the answers whose headers matter too, such as the search's `x-next-cursor`. */
export function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return send<T>(path, jsonRequest(options));
}

/**
 * Uploads one file as multipart/form-data in the field `file`, with cookies; the browser sets the
 * content type with its boundary. Failures are ApiErrors, as with apiRequest.
 */
export async function uploadFile<T>(path: string, file: File, method: 'PUT' | 'POST' = 'PUT'): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  return (await send<T>(path, { method, headers: languageHeader(), body, credentials: 'include' })).body;
}
