import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authEndpoints } from '../../../contract/auth/auth.endpoints';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { homePathOf, roleOf } from './session';
import { fetchSession, sessionQueryKey } from './use-session';

/** Session flag of the inactive-supplier dialog (spec §4); cleared at logout. */
export const inactiveNoticeStorageKey = 'inactiveSupplierNoticeClosed';

/**
 * Switching role asks the server, reloads the user, then goes to that role's home (spec §4). The
 * mutation's pending state makes sure only one switch runs at a time.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => callEndpoint(authEndpoints.switchRole),
    onSuccess: async () => {
      const user = await queryClient.fetchQuery({
        queryKey: sessionQueryKey,
        queryFn: fetchSession,
        staleTime: 0,
      });
      void navigate(homePathOf(roleOf(user)));
    },
  });
  return {
    switchRole: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    isSwitching: mutation.isPending,
    /** The server's message when the switch failed, for the error dialog. */
    failureMessage:
      mutation.error instanceof ApiError ? mutation.error.message : mutation.error ? '' : undefined,
    dismissFailure: mutation.reset,
  };
}

/** Logout clears the user, the role and the session flags; a failed call is only logged (spec §7). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await callEndpoint(authEndpoints.logout).catch((error: unknown) =>
      console.warn('Logout call failed.', error),
    );
    sessionStorage.removeItem(inactiveNoticeStorageKey);
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'categories',
    });
    void navigate('/');
  };
}
