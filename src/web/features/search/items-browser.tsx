import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useCategoryTree } from '../categories/use-categories';
import { SearchResults } from './search-results';
import { BrowseBreadcrumbs } from '../categories/browse-breadcrumbs';
import { CategoryDirectory } from '../categories/category-directory';
import { CategoryListings } from './category-listings';
import { findCategory } from '../categories/find-category';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * `/items` (spec §2, guest route): `?categoryId=` (a main category or a subcategory) lists that
 * category's products or services. Without a category it shows every main category to choose from.
 * The header search (`?type=…&q=…`, ADR 005) lands here too: with a query the page shows the search
 * results, narrowed to `categoryId` when both are given.
 */
export function ItemsBrowser() {
  const { t } = useTranslation(['browse', 'search']);
  const [searchParams] = useSearchParams();
  const categoryId = searchParams.get('categoryId');
  const query = searchParams.get('q')?.trim() ?? '';
  const tree = useCategoryTree();
  const found = findCategory(tree.data ?? [], categoryId);
  // Without the tree (its failure is only logged, spec §8) the category can still be browsed by id.
  const listsCategory = Boolean(categoryId) && (found !== null || tree.isError);
  const title = query
    ? t('search:results.documentTitle', { query })
    : found
      ? (found.subcategory ?? found.main).name
      : listsCategory
        ? t('items.listingsTitle')
        : t('items.pageTitle');
  useDocumentTitle(`${title} | ${t('common:appName')}`);

  if (tree.isPending) return <PageSpinner />;
  if (query) return <SearchResults categories={tree.data ?? []} />;
  if (categoryId && listsCategory) {
    return <CategoryListings categoryId={categoryId} found={found} title={title} />;
  }

  return (
    <Container size="xl" py="xl">
      <BrowseBreadcrumbs
        crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: t('breadcrumb.allCategories') }]}
      />
      <Title order={1} mt="md">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('items.lead')}
      </Text>
      {categoryId ? (
        <Alert
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title={t('items.categoryNotFound.title')}
          mt="lg"
        >
          {t('items.categoryNotFound.text')}
        </Alert>
      ) : null}
      {tree.isError ? (
        <>
          <Text mt="xl">{t('items.categoriesFailed')}</Text>
          <Button variant="light" mt="sm" loading={tree.isFetching} onClick={() => void tree.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </>
      ) : tree.data.length === 0 ? (
        <Text mt="xl">{t('items.noCategories')}</Text>
      ) : (
        <CategoryDirectory
          categories={tree.data}
          firstKind={searchParams.get('type') === 'services' ? 'services' : 'products'}
        />
      )}
    </Container>
  );
}
