import { Container, Tabs, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import { searchScopes, type SearchScope } from './search-scopes';
import { BrowseBreadcrumbs, type Crumb } from '../categories/browse-breadcrumbs';
import { findCategory, kindOfCategory } from '../categories/find-category';
import { ListingResults } from './listing-results';
import { readSearchState, withParams, type ListingFilters } from './search-state';
import { SupplierResults } from './supplier-results';

/**
 * `/items?q=…` (the header search, ADR 005): the query as the title, a tab per kind that keeps the
 * query, then the kind's results. Every choice is a new URL (pushed, so the back button undoes it):
 * `type`, `sort`, `minPrice`/`maxPrice` (halalas) and `categoryId`, which narrows the query (chosen
 * here or given in a shared link).
 */
export function SearchResults({ categories }: { categories: readonly CategoryWithSubcategories[] }) {
  const { t } = useTranslation(['search', 'browse']);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = findCategory(categories, searchParams.get('categoryId'));
  const state = readSearchState(searchParams, requested ? kindOfCategory(requested.main) : 'products');
  // A category of the other kind does not narrow this kind's results.
  const isOtherKind = requested !== null && kindOfCategory(requested.main) !== state.kind;
  const filters: ListingFilters = {
    q: state.q,
    categoryId: isOtherKind ? null : state.categoryId,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    sort: state.sort,
  };

  const change = (changes: Record<string, string | number | null | undefined>) =>
    setSearchParams((previous) => withParams(previous, changes));

  const switchKind = (value: string | null) => {
    const kind = searchScopes.find((scope) => scope === value);
    if (!kind || kind === state.kind) return;
    // The query, sort and price range stay; a category only stays with its own kind.
    const keepsCategory =
      requested !== null && kind !== 'suppliers' && kindOfCategory(requested.main) === kind;
    change({ type: kind, categoryId: keepsCategory ? state.categoryId : null });
  };

  const crumbs: Crumb[] = [
    { label: t('browse:breadcrumb.home'), to: '/' },
    { label: t('browse:breadcrumb.allCategories'), to: '/items' },
    { label: t('results.breadcrumb') },
  ];

  return (
    <Container size="xl" pt="md" pb="xl">
      <BrowseBreadcrumbs crumbs={crumbs} />
      <Title order={1} size="h2" mt="md">
        <Trans t={t} i18nKey="results.title" values={{ query: state.q }} components={{ query: <bdi /> }} />
      </Title>
      <Tabs value={state.kind} onChange={switchKind} mt="lg" keepMounted={false}>
        <Tabs.List>
          {searchScopes.map((kind: SearchScope) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`results.kinds.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {searchScopes.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            {kind === 'suppliers' ? (
              <SupplierResults query={state.q} />
            ) : (
              <ListingResults kind={kind} filters={filters} categories={categories} onChange={change} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
