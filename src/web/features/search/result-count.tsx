import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { useListingSearch } from './use-listing-search';

/**
 * How many results the pages loaded so far hold, «٢٤+» while there is another page: the search answers
 * pages, not a total. Nothing while the first page loads.
 */
export function ResultCount({ search }: { search: ReturnType<typeof useListingSearch> }) {
  const { t, i18n } = useTranslation('search');
  const pages = search.data?.pages;
  if (!pages) return <span />;
  const count = formatNumber(
    pages.reduce((total, page) => total + page.items.length, 0),
    i18n.resolvedLanguage ?? 'en',
  );
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="result-count">
      {t(search.hasNextPage ? 'results.countMore' : 'results.count', { count })}
    </Text>
  );
}
