import { Button, Center, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/catalog/categories.schemas';
import { PageSpinner } from '../../components/page-spinner';
import type { CardItem } from '../catalog/card-item';
import { ItemCard } from '../catalog/item-card';
import type { ItemKind } from '../catalog/use-category-items';
import { PriceRangeFilter } from './price-range-filter';
import { SearchCategorySelect } from './search-category-select';
import { SearchEmpty } from './search-empty';
import { SearchSortSelect } from './search-sort-select';
import type { ListingFilters } from './search-state';
import { useListingSearch } from './use-listing-search';

/** A listing that moved between pages while paging (a new rating, a new price) is shown once. */
function uniqueItems(items: CardItem[]): CardItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!item.id) return true;
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * Products or services matching the query: the filters (price range, category, sort), then the cards
 * a page at a time with "load more", a spinner while the first page loads, or a message naming the
 * query. Changes go through `onChange` into the URL.
 */
export function ListingResults({
  kind,
  filters,
  categories,
  onChange,
}: {
  kind: ItemKind;
  filters: ListingFilters;
  categories: readonly CategoryWithSubcategories[];
  onChange: (changes: Partial<Omit<ListingFilters, 'q'>>) => void;
}) {
  const { t } = useTranslation('search');
  const search = useListingSearch(kind, filters);
  const items = uniqueItems(search.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" mt="lg" wrap="wrap">
        <PriceRangeFilter
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={onChange}
        />
        <Group gap="md" align="flex-start" wrap="wrap">
          <SearchCategorySelect
            kind={kind}
            categories={categories}
            value={filters.categoryId}
            onChange={(categoryId) => onChange({ categoryId })}
          />
          <SearchSortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
        </Group>
      </Group>
      <section aria-label={t('results.label')} aria-busy={search.isPending}>
        {search.isPending ? (
          <PageSpinner />
        ) : items.length > 0 ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} mt="xl">
              {items.map((item, index) => (
                <ItemCard key={item.id ?? index} item={item} kind={kind} />
              ))}
            </SimpleGrid>
            {search.hasNextPage && (
              <Center mt="xl">
                <Button
                  variant="light"
                  loading={search.isFetchingNextPage}
                  onClick={() => void search.fetchNextPage()}
                >
                  {t('results.loadMore')}
                </Button>
              </Center>
            )}
          </>
        ) : (
          <SearchEmpty query={filters.q} kind={kind} />
        )}
      </section>
    </>
  );
}
