import { Badge, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Storefront } from '../../../contract/catalog/catalog.schemas';
import { formatNumber } from '../../lib/format';
import { toCardItem } from '../catalog/card-item';
import { ItemCard } from '../catalog/item-card';
import type { ItemKind } from '../categories/find-category';
import { ItemCardGrid } from '../catalog/item-card-grid';

const itemKinds: readonly ItemKind[] = ['products', 'services'];

/**
 * The store's products and services, a tab each (the chosen one kept in `?tab=` so it can be linked),
 * as card grids or an empty state. A closed store has none to show: its empty state says why.
 */
export function StorefrontListings({ storefront }: { storefront: Storefront }) {
  const { t, i18n } = useTranslation('storefront');
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = itemKinds.find((candidate) => candidate === searchParams.get('tab')) ?? 'products';

  const selectTab = (value: string | null) => {
    if (!value) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={kind} onChange={selectTab} mt="xl" keepMounted={false}>
      <Tabs.List>
        {itemKinds.map((value) => (
          <Tabs.Tab
            key={value}
            value={value}
            rightSection={
              <Badge size="sm" variant="light" color="gray" aria-hidden>
                {formatNumber(storefront[value].length, i18n.language)}
              </Badge>
            }
          >
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {itemKinds.map((value) => {
        const items = storefront[value].map(toCardItem);
        return (
          <Tabs.Panel key={value} value={value}>
            {items.length > 0 ? (
              <ItemCardGrid mt="xl">
                {items.map((item, index) => (
                  <ItemCard key={item.id ?? index} item={item} kind={value} />
                ))}
              </ItemCardGrid>
            ) : (
              <Text mt="xl" c="dimmed" data-testid="storefront-empty">
                {storefront.isStoreClosed ? t('empty.closed') : t(`empty.${value}`)}
              </Text>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
