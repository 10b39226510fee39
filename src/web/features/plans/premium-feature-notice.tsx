import { Alert, Button, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { choosePlanPath } from './use-plan';

/**
 * What a Basic supplier sees in place of a Premium feature (spec §6: wishlist counts, AI demand
 * forecasting) when the server answers PREMIUM_REQUIRED: what it is, and the way to the plan page.
 */
export function PremiumFeatureNotice({ feature }: { feature: 'wishlistCounts' | 'forecasting' }) {
  const { t } = useTranslation('plans');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCrown aria-hidden />}
      title={t('premiumFeature.title')}
      data-testid="premium-feature-notice"
    >
      <Text size="sm">{t(`premiumFeature.${feature}`)}</Text>
      <Button
        className="button-label-wraps"
        component={Link}
        to={choosePlanPath}
        size="xs"
        color="orange"
        mt="sm"
      >
        {t('premiumFeature.upgrade')}
      </Button>
    </Alert>
  );
}
