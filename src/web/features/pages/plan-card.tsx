import { Alert, Badge, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formatDate, formatNumber } from '../../lib/format';
import { BasicUsage } from '../plans/basic-usage';
import { planStateOf, premiumDaysLeft } from '../plans/plan-status';
import { choosePlanPath, usePlan } from '../plans/use-plan';
import { OverviewCard } from './overview-card';

/** When the current plan period ends, and what happens then. */
function PeriodLine({ plan, now }: { plan: Plan; now: Date }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  const state = planStateOf(plan);
  if (state === 'BASIC' || !plan.premiumUntil) {
    return (
      <Text size="sm" c="dimmed">
        {t('supplier.plan.basicText', {
          products: formatNumber(plan.limits.products, lang),
          services: formatNumber(plan.limits.services, lang),
        })}
      </Text>
    );
  }
  const date = formatDate(plan.premiumUntil, lang, { dateStyle: 'long' });
  if (state === 'TRIAL') {
    const days = premiumDaysLeft(plan.premiumUntil, now);
    return (
      <Text size="sm" data-testid="plan-period">
        {t('supplier.plan.trialLeft', { count: days, formattedCount: formatNumber(days, lang), date })}
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="plan-period">
      {state === 'RENEWING' ? t('supplier.plan.renewsOn', { date }) : t('supplier.plan.endsOn', { date })}
    </Text>
  );
}

/** The overview's plan card: Basic or Premium, until when, listings against Basic's limits. */
export function PlanCard({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('home');
  const plan = usePlan();
  const data = plan.data;
  return (
    <OverviewCard title={t('supplier.plan.title')} Icon={IconCrown}>
      {plan.isPending ? (
        <Skeleton h={96} />
      ) : !data ? (
        <Text size="sm" c="dimmed">
          {t('supplier.plan.failed')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Badge color={data.plan === 'PREMIUM' ? 'yellow' : 'gray'} variant="light" data-testid="plan-name">
            {t(`supplier.plan.${data.plan}`)}
          </Badge>
          <PeriodLine plan={data} now={now} />
          <BasicUsage plan={data} />
          {data.isOverBasicLimits && (
            <Alert color="red" variant="light" p="xs">
              <Text size="xs">
                {data.plan === 'BASIC' ? t('supplier.plan.overLimits') : t('supplier.plan.overLimitsPremium')}
              </Text>
            </Alert>
          )}
        </Stack>
      )}
      <Button component={Link} to={choosePlanPath} variant="light" size="xs" mt="md">
        {data?.plan === 'PREMIUM'
          ? t('supplier.plan.manage')
          : data?.canStartTrial
            ? t('supplier.plan.startTrial')
            : t('supplier.plan.upgrade')}
      </Button>
    </OverviewCard>
  );
}
