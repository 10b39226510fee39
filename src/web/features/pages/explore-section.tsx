import { useState } from 'react';
import { Chip, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { Reveal } from '../../components/reveal';
import { ItemCard } from '../catalog/item-card';
import { useMainCategories } from '../categories/use-categories';
import type { ItemKind } from '../categories/find-category';
import { useCategoryItems } from '../search/use-category-items';
import { ItemCardGrid } from '../catalog/item-card-grid';

const usedForOf = { products: 'PRODUCT', services: 'SERVICE' } as const;

/**
 * The landing page's explore section (spec §2): Products and Services tabs, the category buttons of
 * the active tab, then the listings of the chosen category (the tab's first until another is chosen), a
 * spinner while they load, or a message naming the tab when there are none.
 */
export function ExploreSection() {
  const { t } = useTranslation('landing');
  const [kind, setKind] = useState<ItemKind>('products');
  const [chosenId, setCategoryId] = useState<string | null>(null);
  const { data: categories = [], isPending: categoriesPending } = useMainCategories();
  const tabCategories = categories.filter((category) => category.usedFor === usedForOf[kind]);
  // Until the visitor picks one, the tab's first category is shown: listings at once, nothing empty.
  const categoryId = chosenId ?? tabCategories[0]?.id ?? null;
  const items = useCategoryItems(kind, categoryId);

  const switchTab = (value: string | null) => {
    if (value !== 'products' && value !== 'services') return;
    setKind(value);
    setCategoryId(null);
  };

  return (
    <Reveal py={64} id="explore" aria-labelledby="explore-title">
      <Container size="xl">
        <Title order={2} id="explore-title">
          {t('explore.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('explore.lead')}
        </Text>
        <Tabs value={kind} onChange={switchTab} mt="lg">
          <Tabs.List>
            <Tabs.Tab value="products">{t('explore.tabs.products')}</Tabs.Tab>
            <Tabs.Tab value="services">{t('explore.tabs.services')}</Tabs.Tab>
          </Tabs.List>
          {(['products', 'services'] as const).map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value === kind && (
                <>
                  <Chip.Group multiple={false} value={categoryId} onChange={setCategoryId}>
                    <Group
                      gap="xs"
                      mt="md"
                      role="group"
                      aria-label={t('explore.categoriesLabel')}
                      data-testid="explore-categories"
                    >
                      {tabCategories.map((category) => (
                        <Chip key={category.id} value={category.id} variant="outline">
                          {category.name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                  <div aria-live="polite" aria-label={t('explore.results')}>
                    {categoriesPending || items.isFetching ? (
                      <PageSpinner />
                    ) : items.data && items.data.length > 0 ? (
                      <ItemCardGrid mt="xl">
                        {items.data.map((item, index) => (
                          <ItemCard key={item.id ?? index} item={item} kind={kind} />
                        ))}
                      </ItemCardGrid>
                    ) : (
                      <Text mt="xl" data-testid="explore-empty">
                        {t(`explore.noResults.${kind}`)}
                      </Text>
                    )}
                  </div>
                </>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </Reveal>
  );
}
