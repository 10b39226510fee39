import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signedInCookieName } from '../../../contract/auth/signed-in-cookie';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { usersEndpoints } from '../../../contract/users/users.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { roleOf, type Role } from './session';

export const sessionQueryKey = ['session'] as const;

/**
 * Whether the session-expired notice waits for its OK. Kept in the query client (not under
 * `['session']`, so invalidating the session never touches it) for `SessionExpiredDialog` to read.
 */
export const sessionExpiredNoticeKey = ['sessionExpiredNotice'] as const;

/**
 * The current user (`usersEndpoints.getCurrentUser`), asked only when the server's signed-in cookie says a
 * session may exist (contract/auth/signed-in-cookie.ts). A 401 or 403 means a guest (spec §8); any other failure
 * also falls back to guest and is only logged. When the server says the session expired
 * (`SESSION_EXPIRED`, spec §8 'Invalid or expired token'), the notice is raised, but only when this
 * tab did not already know the person as a guest, so it shows once per lost session.
 */
export async function fetchSession(context?: { client?: QueryClient }): Promise<CurrentUser | null> {
  // Without the companion cookie there is no session to ask about: a guest, with no 401 in the console.
  if (!hasSignedInCookie()) return null;
  try {
    return await callEndpoint(usersEndpoints.getCurrentUser);
  } catch (error) {
    // The session is gone: the next pages need not ask again.
    if (error instanceof ApiError && error.status === 401) forgetSignedInCookie();
    if (!(error instanceof ApiError) || ![401, 403].includes(error.status)) {
      console.warn('Could not load the session; continuing as a guest.', error);
    } else if (error.code === 'SESSION_EXPIRED' && context?.client) {
      const client = context.client;
      if (client.getQueryData(sessionQueryKey) !== null) client.setQueryData(sessionExpiredNoticeKey, true);
    }
    return null;
  }
}

function hasSignedInCookie(): boolean {
  // The server renders pages for guests only (decision 017).
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${signedInCookieName}=`));
}

function forgetSignedInCookie() {
  document.cookie = `${signedInCookieName}=; max-age=0; path=/`;
}

export interface Session {
  /** Undefined while the session loads. */
  role: Role | undefined;
  user: CurrentUser | null;
}

export function useSession(): Session {
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
  });
  if (isPending) return { role: undefined, user: null };
  return { role: roleOf(data ?? null), user: data ?? null };
}

/** The session-expired notice: shown until its OK; raised again only after a new session is lost. */
export function useSessionExpiredNotice() {
  const client = useQueryClient();
  const { data: isShown = false } = useQuery<boolean>({
    queryKey: sessionExpiredNoticeKey,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    isShown,
    dismiss: () => client.setQueryData(sessionExpiredNoticeKey, false),
  };
}
