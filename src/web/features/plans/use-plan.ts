import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plansEndpoints } from '../../../contract/plans/plans.endpoints';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { useCardPayment } from '../payments/use-card-payment';
import { supplierStatusQueryKey } from '../users/use-supplier-status';

export const planQueryKey = ['plans', 'me'] as const;

/** Where the plan page is; the upgrade suggestions and the payment result lead here. */
export const choosePlanPath = '/supplier/choose-plan';

/** The supplier's plan: Basic or Premium, until when, usage against Basic's limits. */
export function usePlan() {
  return useQuery({
    queryKey: planQueryKey,
    queryFn: ({ signal }) => callEndpoint(plansEndpoints.getPlan, {}, { signal }),
  });
}

/**
 * What the plan changes elsewhere: the supplier status (the INACTIVE dialog, spec §4) is read again
 * whenever the plan moves.
 */
export function usePlanChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (plan?: Plan) => {
      if (plan) queryClient.setQueryData(planQueryKey, plan);
      else void queryClient.invalidateQueries({ queryKey: planQueryKey });
      void queryClient.invalidateQueries({ queryKey: supplierStatusQueryKey });
    },
    [queryClient],
  );
}

/** Refusals that mean the plan moved on under the supplier (another tab, the renewal job). */
const movedOnCodes = new Set(['PLAN_TRIAL_USED', 'PLAN_ALREADY_PREMIUM', 'PLAN_NOT_PAID']);

const planActions = {
  trial: plansEndpoints.startTrial,
  cancel: plansEndpoints.cancelRenewal,
  resume: plansEndpoints.resumeRenewal,
};

/**
 * The plan's actions answered by the plan itself: start the trial, cancel or resume the renewal. A
 * refusal saying the plan moved on reads it again, so the page shows where it stands.
 */
export function usePlanAction(action: keyof typeof planActions) {
  const planChanged = usePlanChanged();
  return useMutation({
    mutationFn: () => callEndpoint(planActions[action]),
    onSuccess: (plan) => planChanged(plan),
    onError: (error) => {
      if (error instanceof ApiError && movedOnCodes.has(error.code)) planChanged();
    },
  });
}

/**
 * The plan's upgrade: a month of Premium paid like any card payment (decision 011: one idempotency key
 * per attempt), then on to the provider's page.
 */
export function usePlanUpgrade() {
  const planChanged = usePlanChanged();
  return useCardPayment({
    endpoint: plansEndpoints.upgrade,
    onRefused: (error) => {
      if (movedOnCodes.has(error.code)) planChanged();
    },
  });
}
