import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { dayMs, riyadhPeriodStart } from '../../../contract/dates/riyadh';
import { premiumTrialDays, type Plan } from '../../../contract/plans/plans.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatDate, formatNumber } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { plansEndpoints } from '../../../contract/plans/plans.endpoints';
import { canCall } from '../team/can';
import { useSession } from '../auth/use-session';
import { CancelRenewalButton } from './cancel-renewal-button';
import { usePlanAction } from './use-plan';

/** The start of an instant's Riyadh calendar day, so days left are counted in calendar days. */
const riyadhMidnightOf = (instant: Date) => riyadhPeriodStart('TODAY', instant).getTime();

/** Calendar days in Riyadh from today until Premium ends (0 on its last day or after). */
export const premiumDaysLeft = (premiumUntil: string, now: Date) =>
  Math.max((riyadhMidnightOf(new Date(premiumUntil)) - riyadhMidnightOf(now)) / dayMs, 0);

/** Which of the plan's states the page shows: each has its own words and actions. */
export type PlanState = 'BASIC' | 'TRIAL' | 'RENEWING' | 'ENDING';

export function planStateOf(plan: Plan): PlanState {
  if (plan.plan === 'BASIC' || !plan.premiumUntil) return 'BASIC';
  if (plan.source === 'TRIAL') return 'TRIAL';
  return plan.isRenewing ? 'RENEWING' : 'ENDING';
}

/**
 * Where the supplier's plan stands and what it can do now (spec §2 "Subscription plan page with upgrade
 * and trial"): on Basic, start the one free trial or upgrade; during the trial, pay for the month that
 * follows it; on a paid month, cancel the monthly renewal (confirmed first) or resume it.
 */
export function PlanStatus({ plan, onUpgrade }: { plan: Plan; onUpgrade: () => void }) {
  const { t, i18n } = useTranslation(['plans', 'payments']);
  const lang = i18n.language;
  const trial = usePlanAction('trial');
  const resume = usePlanAction('resume');
  const state = planStateOf(plan);
  const now = useNow();
  // Issue 26: the plan is paid and changed by finance; the others read it.
  const { user } = useSession();
  const may = (endpoint: Parameters<typeof canCall>[1]) => canCall(user, endpoint);
  const until = plan.premiumUntil ? formatDate(plan.premiumUntil, lang, { dateStyle: 'long' }) : '';
  const daysLeft = plan.premiumUntil ? premiumDaysLeft(plan.premiumUntil, now) : 0;
  const card = plan.renewalCard
    ? t('status.card', {
        brand: t(`payments:cardForm.brands.${plan.renewalCard.brand}`),
        last4: plan.renewalCard.last4,
      })
    : null;
  // After Premium, a store over Basic's limits is hidden from buyers (spec §4): say so before it happens.
  const isEndingOverLimits = (state === 'TRIAL' || state === 'ENDING') && plan.isOverBasicLimits;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="plan-status"
    >
      <Stack gap="sm">
        <Group gap="xs" align="center">
          <Title order={2} size="h4" id="plan-status">
            {t('status.title', { plan: t(`plans.${plan.plan}`) })}
          </Title>
          {state !== 'BASIC' && (
            <Badge
              color={state === 'ENDING' ? 'gray' : state === 'TRIAL' ? 'orange' : 'teal'}
              variant="light"
            >
              {t(`status.badge.${state}`)}
            </Badge>
          )}
        </Group>

        <Text data-testid="plan-state">
          {state === 'BASIC' && t('status.basic')}
          {state === 'TRIAL' &&
            t('status.trialEnds', { date: until, count: daysLeft, days: formatNumber(daysLeft, lang) })}
          {state === 'RENEWING' &&
            (card ? (
              <Trans
                t={t}
                i18nKey="status.renews"
                values={{ date: until, card }}
                components={{ card: <bdi /> }}
              />
            ) : (
              t('status.renewsNoCard', { date: until })
            ))}
          {state === 'ENDING' && t('status.ends', { date: until })}
        </Text>
        {isEndingOverLimits && (
          <Text size="sm" c="red.8" data-testid="over-limits-warning">
            {t('status.overLimits', {
              products: formatNumber(plan.limits.products, lang),
              services: formatNumber(plan.limits.services, lang),
            })}
          </Text>
        )}

        {trial.isSuccess && state === 'TRIAL' && (
          <Alert color="teal" role="status">
            {t('trial.started', { date: until })}
          </Alert>
        )}
        {trial.isError && (
          <Alert color="red" role="alert" title={t('trial.failedTitle')}>
            {formErrorText(trial.error, t, lang, 'plans:trial.failed')}
          </Alert>
        )}
        {resume.isError && (
          <Alert color="red" role="alert" title={t('renewal.resumeFailedTitle')}>
            {formErrorText(resume.error, t, lang, 'plans:renewal.resumeFailed')}
          </Alert>
        )}

        <Group gap="sm" mt="xs">
          {state === 'BASIC' && plan.canStartTrial && may(plansEndpoints.startTrial) && (
            <Button
              className="button-label-wraps"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={() => trial.mutate()}
              loading={trial.isPending}
              color="orange"
            >
              {t('actions.startTrial', { days: formatNumber(premiumTrialDays, lang) })}
            </Button>
          )}
          {(state === 'BASIC' || state === 'TRIAL') && may(plansEndpoints.upgrade) && (
            <Button
              className="button-label-wraps"
              leftSection={<IconCrown size={18} aria-hidden />}
              onClick={onUpgrade}
              variant={state === 'BASIC' && plan.canStartTrial ? 'light' : 'filled'}
              disabled={trial.isPending}
            >
              {state === 'TRIAL' ? t('actions.upgradeDuringTrial') : t('actions.upgrade')}
            </Button>
          )}
          {state === 'RENEWING' && may(plansEndpoints.cancelRenewal) && <CancelRenewalButton plan={plan} />}
          {state === 'ENDING' && may(plansEndpoints.resumeRenewal) && (
            <Button
              className="button-label-wraps"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => resume.mutate()}
              loading={resume.isPending}
            >
              {t('actions.resume')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
