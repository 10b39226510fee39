import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import { PageSpinner } from '../../components/page-spinner';
import type { ItemKind } from '../categories/find-category';
import { hasListingCards, ListingCardGrid } from './listing-card-grid';
import { ListingFilters, type FilterChanges } from './listing-filters';
import { ResultCount } from './result-count';
import { SearchCategorySelect } from './search-category-select';
import { SearchEmpty } from './search-empty';
import type { ListingFilters as Filters } from './search-state';
import { useListingSearch } from './use-listing-search';

/**
 * Products or services matching the query: how many there are and the "Filters" button (category,
 * price range, sort), then the cards a page at a time with "load more", a spinner while the first page
 * loads, or a message naming the query. Changes go through `onChange` into the URL.
 */
export function ListingResults({
  kind,
  filters,
  categories,
  onChange,
}: {
  kind: ItemKind;
  filters: Filters;
  categories: readonly CategoryWithSubcategories[];
  onChange: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation('search');
  const search = useListingSearch(kind, filters);

  return (
    <>
      <Group justify="space-between" align="center" gap="sm" mt="md" wrap="nowrap">
        <ResultCount search={search} />
        <ListingFilters
          chosen={filters}
          cleared={{ categoryId: null, minPrice: null, maxPrice: null, sort: 'relevance' }}
          onApply={onChange}
          categoryField={(value, change) => (
            <SearchCategorySelect kind={kind} categories={categories} value={value} onChange={change} />
          )}
        />
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
