import { useState } from 'react';
import { Alert, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatMoney, formatNumber } from '../../lib/format';
import { BasicUsage } from './basic-usage';
import { InactiveStoreBanner } from './inactive-store-banner';
import { PlanCard } from './plan-card';
import { PlanInvoices } from './plan-invoices';
import { PlanStatus } from './plan-status';
import { UpgradeDialog } from './upgrade-dialog';
import { usePlan, usePlanUpgrade } from './use-plan';

/**
 * `/supplier/choose-plan` (spec §2 "Subscription plan page with upgrade and trial"; §6, §9): where the
 * plan stands with its actions, Basic and Premium side by side (stacked on a phone) with the usage
 * against Basic's limits, and the platform's invoices for the paid months.
 */
export function PlanScreen() {
  const { t, i18n } = useTranslation('plans');
  const query = usePlan();

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="lg" aria-busy>
        <Skeleton height={140} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton height={320} radius="md" />
          <Skeleton height={320} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  } else if (query.isError) {
    // Spec §8 "Plan: failed to load current plan".
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')} role="alert">
        <Text size="sm">{formErrorText(query.error, t, i18n.language)}</Text>
        <Button
          mt="sm"
          size="xs"
          color="red"
          variant="light"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = <PlanContent plan={query.data} />;
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('page.title')}</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        {t('page.lead')}
      </Text>
      {content}
    </Container>
  );
}

function PlanContent({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const [isUpgrading, setIsUpgrading] = useState(false);
  const upgrade = usePlanUpgrade();
  const limits = {
    products: formatNumber(plan.limits.products, lang),
    services: formatNumber(plan.limits.services, lang),
  };

  return (
    <Stack gap="xl">
      {plan.supplierStatus === 'INACTIVE' && <InactiveStoreBanner plan={plan} />}
      <PlanStatus plan={plan} onUpgrade={() => setIsUpgrading(true)} />
      <section aria-labelledby="plan-choices">
        <Title order={2} size="h4" id="plan-choices" mb="md">
          {t('card.compare')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <PlanCard
            id="plan-basic"
            name={t('plans.BASIC')}
            price={t('card.free')}
            priceNote={t('card.freeNote')}
            features={[
              t('card.basic.products', { count: plan.limits.products, limit: limits.products }),
              t('card.basic.services', { count: plan.limits.services, limit: limits.services }),
              t('card.basic.store'),
            ]}
            isCurrent={plan.plan === 'BASIC'}
          >
            <BasicUsage plan={plan} />
          </PlanCard>
          <PlanCard
            id="plan-premium"
            name={t('plans.PREMIUM')}
            price={t('card.perMonth', { price: formatMoney(plan.price.net, lang) })}
            priceNote={t('card.vatNote', {
              vat: formatMoney(plan.price.vat, lang),
              total: formatMoney(plan.price.total, lang),
            })}
            features={[
              t('card.premium.unlimited'),
              t('card.premium.wishlistCounts'),
              t('card.premium.forecasting'),
              t('card.premium.renewal'),
            ]}
            isCurrent={plan.plan === 'PREMIUM'}
            isHighlighted
          />
        </SimpleGrid>
      </section>
      <PlanInvoices />
      <UpgradeDialog
        opened={isUpgrading}
        plan={plan}
        payment={upgrade}
        onClose={() => {
          setIsUpgrading(false);
          upgrade.reset();
        }}
      />
    </Stack>
  );
}
