import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierCard } from '../../../contract/search/search.schemas';
import { toCardItem } from '../catalog/card-item';
import { ItemCard } from '../catalog/item-card';
import { RatingSummary } from '../catalog/rating-summary';

/** A supplier's public storefront. */
export const storefrontPath = (userId: string) => `/suppliers/${encodeURIComponent(userId)}`;

/** The most top items a supplier result shows. */
const maxTopItems = 3;

/**
 * One supplier found by the search: picture, business name (the link to the storefront), city and
 * rating, then its top items as cards.
 */
export function SupplierResultCard({ supplier }: { supplier: SupplierCard }) {
  const { t } = useTranslation(['search', 'catalog']);
  const topItems = supplier.topItems.slice(0, maxTopItems);

  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="supplier-result">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={supplier.pfpUrl} alt="" name={supplier.businessName} color="initials" size={64} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={storefrontPath(supplier.userId)} c="inherit" inherit>
              <bdi>{supplier.businessName}</bdi>
            </Anchor>
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" c="dimmed">
              {supplier.city}
            </Text>
          </Group>
          <RatingSummary avgRating={supplier.avgRating} ratingsCount={supplier.ratingsCount} />
        </Stack>
      </Group>
      {topItems.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="md" aria-hidden>
            {t('suppliers.topItems')}
          </Text>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            mt="xs"
            role="list"
            aria-label={t('suppliers.topItemsOf', { name: supplier.businessName })}
          >
            {topItems.map((item) => (
              <div role="listitem" key={item._id}>
                <ItemCard item={toCardItem(item)} kind={item.serviceId ? 'services' : 'products'} />
              </div>
            ))}
          </SimpleGrid>
        </>
      )}
    </Card>
  );
}
