import { Chip, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { itemsPath } from '../categories/items-path';
import type { ItemKind } from '../categories/find-category';
import { hasListingCards, ListingCardGrid } from './listing-card-grid';
import { ListingFilters, type CategoryField } from './listing-filters';
import { ResultCount } from './result-count';
import { readSearchState, withParams } from './search-state';
import { useListingSearch } from './use-listing-search';
import { BrowseBreadcrumbs, type Crumb } from '../categories/browse-breadcrumbs';
import { kindOfCategory, type FoundCategory } from '../categories/find-category';

const itemKinds: readonly ItemKind[] = ['products', 'services'];

/**
 * The listings of one category: its name, the way back up, a tab per kind the category is used for,
 * how many listings and the "Filters" button (its subcategories as chips, a price range and a sort),
 * then the cards a page at a time, a
 * spinner while they load, or a message naming the kind. `found` is null when the category tree could
 * not be loaded: both kinds are offered then. Filters live in the URL, like the search results.
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
  const { minPrice, maxPrice, sort } = readSearchState(searchParams);
  const search = useListingSearch(kind, { q: '', categoryId, minPrice, maxPrice, sort });

  const setParams = (changes: Record<string, string | number | null>) =>
    setSearchParams((previous) => withParams(previous, changes), { replace: true });

  // The page's own category: filters narrow to its subcategories and Clear comes back to it.
  const mainId = found?.main.id ?? categoryId;
  const subcategoryChips: CategoryField | undefined =
    found && found.main.subcategories.length > 0
      ? (value, change) => (
          <Chip.Group multiple={false} value={value ?? found.main.id} onChange={change}>
            <Group gap="xs" role="group" aria-label={t('items.subcategories')}>
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
        )
      : undefined;

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.home'), to: '/' },
    { label: t('breadcrumb.allCategories'), to: '/items' },
    ...(found?.subcategory ? [{ label: found.main.name, to: itemsPath(found.main.id) }] : []),
    { label: title },
  ];

  return (
    <Container size="xl" pt="md" pb="xl">
      <BrowseBreadcrumbs crumbs={crumbs} />
      <Title order={1} size="h2" mt="md">
        {title}
      </Title>
      <Tabs
        value={kind}
        onChange={(value) => value && setParams({ type: value })}
        mt="lg"
        keepMounted={false}
      >
        <Tabs.List>
          {kinds.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`items.kinds.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Group justify="space-between" align="center" gap="sm" mt="md" wrap="nowrap">
              <ResultCount search={search} />
              <ListingFilters
                chosen={{ categoryId, minPrice, maxPrice, sort }}
                cleared={{ categoryId: mainId, minPrice: null, maxPrice: null, sort: 'relevance' }}
                onApply={setParams}
                categoryField={subcategoryChips}
              />
            </Group>
            <div aria-live="polite" aria-label={t('items.results')}>
              {search.isPending ? (
                <PageSpinner />
              ) : hasListingCards(search) ? (
                <ListingCardGrid kind={kind} search={search} loadMoreLabel={t('items.loadMore')} />
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
