import type { ApiRequestLine } from '../../contract/endpoints';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { createI18n } from '../i18n/i18n';
import { allTranslations } from '../i18n/all-translations';

/** Renders inside the real providers, in the given language. */
export function renderWithProviders(ui: ReactNode, { language = 'en' }: { language?: 'ar' | 'en' } = {}) {
  localStorage.setItem('i18nextLng', language);
  const i18n = createI18n(allTranslations);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return {
    i18n,
    ...render(
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {ui}
      </AppProviders>,
    ),
  };
}

/** One stubbed answer; `headers` are added to the JSON content type (e.g. `x-next-cursor`). */
export interface StubbedAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers fetch calls by `METHOD path` (e.g. `'PATCH /api/users/me/settings'`), else by path alone;
 * anything unlisted gets the API's 404 body. The keys are the contract's endpoints' request lines, so a
 * stub of a path or method the API does not have does not compile.
 */
export function stubApi(routes: Partial<Record<ApiRequestLine, StubbedAnswer>>) {
  const answers: Partial<Record<string, StubbedAnswer>> = routes;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route: StubbedAnswer = answers[`${method} ${path}`] ??
      answers[path] ?? {
        status: 404,
        body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Not found', statusCode: 404 }, requestId: 'r' },
      };
    return new Response(route.status === 204 ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { ...route.headers, 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
