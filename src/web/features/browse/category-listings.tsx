import { Chip, Container, Group, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { itemsPath } from '../catalog/category-mega-menu';
import { ItemCard } from '../catalog/item-card';
import { useCategoryItems, type ItemKind } from '../catalog/use-category-items';
import { BrowseBreadcrumbs, type Crumb } from './browse-breadcrumbs';
import { kindOfCategory, type FoundCategory } from './find-category';

const itemKinds: readonly ItemKind[] = ['products', 'services'];

/**
 * The listings of one category: its name, the way back up, its subcategories as chips to narrow, a tab
 * per kind the category is used for, then the cards, a spinner while they load, or a message naming the
 * kind. `found` is null when the category tree could not be loaded: both kinds are offered then.
 */
export function CategoryListings({
  categoryId,
  found,
  title,
}: {
  categoryId: string;
  found: FoundCategory | null;
  title: string;
}) {
  const { t } = useTranslation('browse');
  const [searchParams, setSearchParams] = useSearchParams();
  const kinds = found ? [kindOfCategory(found.main)] : itemKinds;
  const kind = kinds.find((candidate) => candidate === searchParams.get('type')) ?? kinds[0]!;
  const items = useCategoryItems(kind, categoryId);

  const setParam = (name: 'categoryId' | 'type', value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.home'), to: '/' },
    { label: t('breadcrumb.allCategories'), to: '/items' },
    ...(found?.subcategory ? [{ label: found.main.name, to: itemsPath(found.main.id) }] : []),
    { label: title },
  ];

  return (
    <Container size="xl" py="xl">
      <BrowseBreadcrumbs crumbs={crumbs} />
      <Title order={1} mt="md">
        {title}
      </Title>
      {found && found.main.subcategories.length > 0 && (
        <Chip.Group
          multiple={false}
          value={found.subcategory?.id ?? found.main.id}
          onChange={(value) => setParam('categoryId', value)}
        >
          <Group gap="xs" mt="md" role="group" aria-label={t('items.subcategories')}>
            <Chip value={found.main.id} variant="outline">
              {t('items.allSubcategories')}
            </Chip>
            {found.main.subcategories.map((subcategory) => (
              <Chip key={subcategory.id} value={subcategory.id} variant="outline">
                {subcategory.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Tabs value={kind} onChange={(value) => value && setParam('type', value)} mt="lg" keepMounted={false}>
        <Tabs.List>
          {kinds.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`items.kinds.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <div aria-live="polite" aria-label={t('items.results')}>
              {items.isLoading ? (
                <PageSpinner />
              ) : items.data && items.data.length > 0 ? (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} mt="xl">
                  {items.data.map((item, index) => (
                    <ItemCard key={item.id ?? index} item={item} kind={kind} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text mt="xl" data-testid="items-empty">
                  {t(`items.empty.${kind}`)}
                </Text>
              )}
            </div>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
