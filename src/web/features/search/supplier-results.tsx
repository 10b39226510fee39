import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { SearchEmpty } from './search-empty';
import { SupplierResultCard } from './supplier-result-card';
import { useSupplierSearch } from './use-supplier-search';

/** Suppliers matching the query, a spinner while they load, or a message naming the query. */
export function SupplierResults({ query }: { query: string }) {
  const { t } = useTranslation('search');
  const suppliers = useSupplierSearch(query);
  const found = suppliers.data ?? [];
  return (
    <section aria-label={t('results.label')} aria-busy={suppliers.isPending}>
      {suppliers.isPending ? (
        <PageSpinner />
      ) : found.length > 0 ? (
        <Stack gap="md" mt="lg">
          {found.map((supplier) => (
            <SupplierResultCard key={supplier.userId} supplier={supplier} />
          ))}
        </Stack>
      ) : (
        <SearchEmpty query={query} kind="suppliers" />
      )}
    </section>
  );
}
