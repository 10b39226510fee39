import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WishlistedItem } from '../../../contract/analytics/analytics.schemas';
import { formatNumber } from '../../lib/format';
import { PremiumFeatureNotice } from '../plans/premium-feature-notice';
import { ListingName } from '../../components/localized-text';

const listingPath = (item: WishlistedItem) =>
  `/supplier/${item.kind === 'PRODUCT' ? 'products' : 'services'}/${encodeURIComponent(item.id)}`;

/** Spec §6: how many buyers saved each listing is a Premium feature; Basic sees the way to upgrade. */
export function MostWishlistedCard({ items }: { items: readonly WishlistedItem[] | null }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const title = t('wishlist.title');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      data-testid="most-wishlisted"
    >
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {items === null ? (
        <PremiumFeatureNotice feature="wishlistCounts" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wishlist.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              key={item.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="wishlisted-item"
            >
              <Text
                component={Link}
                to={listingPath(item)}
                size="sm"
                c="blue"
                style={{ overflowWrap: 'anywhere' }}
                dir="auto"
              >
                <ListingName listing={item} />
              </Text>
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t('wishlist.saves', { count: item.count, formattedCount: formatNumber(item.count, lang) })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
