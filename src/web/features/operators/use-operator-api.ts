import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorRole } from '../../../contract/operators/operator-roles';
import { operatorsEndpoints } from '../../../contract/operators/operators.endpoints';
import type {
  AuditLogQuery,
  CompleteSetupBody,
  InviteOperatorBody,
  OperatorSignInBody,
  SecondFactorBody,
} from '../../../contract/operators/operators.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';

/** Everything the console caches sits under this key: signing out forgets it all. */
export const operatorQueryKey = ['operator'] as const;
export const operatorMeQueryKey = [...operatorQueryKey, 'me'] as const;
const operatorsListKey = [...operatorQueryKey, 'operators'] as const;

/** Whether a failed call means the operator is not (or no longer) signed in. */
export const isSignedOut = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  ['UNAUTHENTICATED', 'SESSION_EXPIRED'].includes(error.code);

/** The signed-in operator; a 401 is an answer (signed out), not something to retry. */
export function useOperatorMe() {
  return useQuery({
    queryKey: operatorMeQueryKey,
    queryFn: () => callEndpoint(operatorsEndpoints.me),
    retry: (count, error) => !isSignedOut(error) && count < 1,
    staleTime: 60_000,
  });
}

export function useOperatorSignIn() {
  return useMutation({
    mutationFn: (body: OperatorSignInBody) => callEndpoint(operatorsEndpoints.signIn, { body }),
  });
}

/** The second factor answers the operator: the console opens without asking again. */
export function useOperatorSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorBody) => callEndpoint(operatorsEndpoints.secondFactor, { body }),
    onSuccess: (operator) => {
      queryClient.removeQueries({ queryKey: operatorQueryKey });
      queryClient.setQueryData(operatorMeQueryKey, operator);
    },
  });
}

export function useOperatorSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(operatorsEndpoints.signOut),
    onSettled: () => queryClient.removeQueries({ queryKey: operatorQueryKey }),
  });
}

export function useStartSetup() {
  return useMutation({
    mutationFn: (token: string) => callEndpoint(operatorsEndpoints.startSetup, { body: { token } }),
  });
}

export function useCompleteSetup() {
  return useMutation({
    mutationFn: (body: CompleteSetupBody) => callEndpoint(operatorsEndpoints.completeSetup, { body }),
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(operatorsEndpoints.regenerateRecoveryCodes, { body: { code } }),
  });
}

export function useOperators() {
  return useQuery({
    queryKey: operatorsListKey,
    queryFn: () => callEndpoint(operatorsEndpoints.listOperators),
  });
}

/** Changes to operators refresh the list (and the audit log, which records each). */
function useOperatorChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
  });
}

export const useInviteOperator = () =>
  useOperatorChange((body: InviteOperatorBody) => callEndpoint(operatorsEndpoints.inviteOperator, { body }));
export const useChangeOperatorRole = () =>
  useOperatorChange(({ id, role }: { id: string; role: OperatorRole }) =>
    callEndpoint(operatorsEndpoints.changeOperatorRole, { params: { id }, body: { role } }),
  );
export const useSuspendOperator = () =>
  useOperatorChange(({ id, reason }: { id: string; reason: string }) =>
    callEndpoint(operatorsEndpoints.suspendOperator, { params: { id }, body: { reason } }),
  );
export const useReactivateOperator = () =>
  useOperatorChange(({ id }: { id: string }) =>
    callEndpoint(operatorsEndpoints.reactivateOperator, { params: { id } }),
  );

/** The audit log with its filters, newest first, a page at a time. */
export function useAuditLog(filters: Omit<AuditLogQuery, 'cursor'>) {
  return useCursorPages(operatorsEndpoints.auditLog, {
    queryKey: [...operatorQueryKey, 'audit-log', filters],
    input: { query: filters },
    keepPreviousList: true,
  });
}
