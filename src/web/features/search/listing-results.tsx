import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import { PageSpinner } from '../../components/page-spinner';
import type { ItemKind } from '../categories/find-category';
import { hasListingCards, ListingCardGrid } from './listing-card-grid';
import { PriceRangeFilter } from './price-range-filter';
import { SearchCategorySelect } from './search-category-select';
import { SearchEmpty } from './search-empty';
import { SearchSortSelect } from './search-sort-select';
import type { ListingFilters } from './search-state';
import { useListingSearch } from './use-listing-search';

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
        ) : hasListingCards(search) ? (
          <ListingCardGrid kind={kind} search={search} loadMoreLabel={t('results.loadMore')} />
        ) : (
          <SearchEmpty query={filters.q} kind={kind} />
        )}
      </section>
    </>
  );
}
