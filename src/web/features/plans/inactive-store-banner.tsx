import { Alert, Anchor, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formatNumber } from '../../lib/format';

/**
 * Spec §4: an INACTIVE supplier's storefront and products are hidden from buyers until it pays, or (the
 * server reactivates it then) until its listings fit Basic's limits again.
 */
export function InactiveStoreBanner({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconEyeOff aria-hidden />}
      title={t('inactive.title')}
      role="alert"
      data-testid="inactive-banner"
    >
      <Text size="sm">
        {t('inactive.text', {
          products: formatNumber(plan.limits.products, lang),
          services: formatNumber(plan.limits.services, lang),
        })}
      </Text>
      <Anchor component={Link} to="/supplier/listings" size="sm" fw={600} mt="xs" display="inline-block">
        {t('inactive.reduceListings')}
      </Anchor>
    </Alert>
  );
}
