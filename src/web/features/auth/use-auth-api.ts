import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmailBodySchema,
  LoginFormSchema,
  PasswordResetBodySchema,
  SignupBodySchema,
} from '../../../contract/auth/auth.schemas';
import { authEndpoints } from '../../../contract/auth/auth.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { sessionQueryKey } from './use-session';

/** What the forms send: the schemas' output (digits normalized, email lowercased). */
export type LoginValues = z.output<typeof LoginFormSchema>;
export type SignupValues = z.output<typeof SignupBodySchema>;
export type EmailValues = z.output<typeof EmailBodySchema>;
export type PasswordResetValues = z.output<typeof PasswordResetBodySchema>;

/** Login answers the signed-in user, so the session is known at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginValues) => callEndpoint(authEndpoints.login, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/** Signup signs the new user in, with an unverified email. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupValues) => callEndpoint(authEndpoints.signup, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}

/**
 * Verifying the email changes the session's `isEmailVerified`, so it is reloaded before
 * success shows, even when no screen watches it (`refetchType: 'all'`): the next page's route guard would
 * otherwise act on the unverified copy in the cache (found by the keyboard journey, issue 11). A session
 * read still in flight is dropped first: it may have left the server before the verification, and
 * TanStack Query hands a refetch the running first fetch instead of starting a new one (the page opened
 * from the mailed link asks both at once).
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint(authEndpoints.verifyEmail, { body: { token } }),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' });
    },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: EmailValues) => callEndpoint(authEndpoints.resendVerification, { body }),
  });
}

/** The same answer whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: EmailValues) => callEndpoint(authEndpoints.requestPasswordReset, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetValues) => callEndpoint(authEndpoints.resetPassword, { body }),
  });
}
