import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contract/users/users.schemas';
import { ApiError, apiRequest } from '../../lib/api-client';
import { roleOf, type Role } from './session';

export const sessionQueryKey = ['session'] as const;

/**
 * The current user from `GET /api/users/me`. A 401 or 403 means a guest (spec §8); any other failure
 * also falls back to guest and is only logged.
 */
export async function fetchSession(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('/api/users/me');
  } catch (error) {
    if (!(error instanceof ApiError) || ![401, 403].includes(error.status)) {
      console.warn('Could not load the session; continuing as a guest.', error);
    }
    return null;
  }
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
