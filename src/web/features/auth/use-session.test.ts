import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/render';
import { fetchSession } from './use-session';

const hasSignedInCookie = () => document.cookie.includes('tawrid_signed_in=');

describe('fetchSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers guest without asking the server when there is no signed-in cookie', async () => {
    document.cookie = 'tawrid_signed_in=; max-age=0; path=/';
    const fetchMock = stubApi({});
    expect(await fetchSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the signed-in cookie is there', async () => {
    const user = { id: 'u1', role: 'BUYER', businessName: 'مؤسسة نجد' };
    const fetchMock = stubApi({ '/api/users/me': { body: user } });
    expect(await fetchSession()).toEqual(user);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(hasSignedInCookie()).toBe(true);
  });

  it('forgets the signed-in cookie once the server says the session is gone', async () => {
    stubApi({
      '/api/users/me': {
        status: 401,
        body: {
          error: { code: 'SESSION_EXPIRED', message: 'Invalid or expired token', statusCode: 401 },
          requestId: 'r',
        },
      },
    });
    expect(await fetchSession()).toBeNull();
    expect(hasSignedInCookie()).toBe(false);
  });
});
