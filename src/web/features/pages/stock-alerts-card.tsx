import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierOverview } from '../../../contract/analytics/analytics.schemas';
import { formatNumber } from '../../lib/format';
import { OverviewCard } from './overview-card';
import { ListingName } from '../../components/localized-text';

/** Published products buyers cannot order in full: less stock than the minimum order, or none. */
export function StockAlertsCard({ alerts }: { alerts: SupplierOverview['stockAlerts'] | undefined }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language;
  return (
    <OverviewCard title={t('supplier.stock.title')} Icon={IconAlertTriangle}>
      {!alerts ? (
        <Skeleton h={72} />
      ) : alerts.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('supplier.stock.none')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {alerts.items.map((item) => (
            <Group
              key={item.productId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="stock-alert"
            >
              <Anchor
                component={Link}
                to={`/supplier/products/${encodeURIComponent(item.productId)}`}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
                dir="auto"
              >
                <ListingName listing={item} />
              </Anchor>
              <Badge color={item.stock === 0 ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                {item.stock === 0
                  ? t('supplier.stock.out')
                  : t('supplier.stock.low', {
                      stock: formatNumber(item.stock, lang),
                      minimum: formatNumber(item.minOrderQuantity, lang),
                    })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {alerts && alerts.count > alerts.items.length && (
        <Anchor component={Link} to="/supplier/products-and-services" size="sm" mt="sm" display="block">
          {t('supplier.stock.more', {
            count: alerts.count - alerts.items.length,
            formattedCount: formatNumber(alerts.count - alerts.items.length, lang),
          })}
        </Anchor>
      )}
    </OverviewCard>
  );
}
