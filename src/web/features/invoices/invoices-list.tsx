import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { periodRange } from '../notifications/notification-period';
import { InvoiceFilters, noInvoiceFilters, type InvoiceFilterState } from './invoice-filters';
import { InvoiceRow } from './invoice-row';
import { useInvoices, type InvoicesSide } from './use-invoices';

/**
 * `/buyer/invoices` and `/supplier/invoices`: the tax invoices of the side's paid orders, newest first,
 * by status and issue date (Riyadh days), a page at a time.
 */
export function InvoicesList({ side }: { side: InvoicesSide }) {
  const { t } = useTranslation('invoices');
  const [filters, setFilters] = useState<InvoiceFilterState>(noInvoiceFilters);
  const range = periodRange(filters.period, {});
  const list = useInvoices(side, { status: filters.status ?? undefined, ...range });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = filters.status !== null || filters.period !== 'all';

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('page.title')}</Title>
      <Text c="dimmed" mt="xs">
        {side === 'buyer' ? t('page.buyerLead') : t('page.supplierLead')}
      </Text>
      <Paper withBorder p="md" mt="lg">
        <InvoiceFilters value={filters} onChange={setFilters} />
      </Paper>
      <div aria-live="polite" aria-busy={list.isFetching} aria-label={t('list.results')}>
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError && items.length === 0 ? (
          <Paper withBorder p="lg" mt="lg" role="alert">
            <Text>{t('list.loadFailed')}</Text>
            <Button variant="light" mt="md" onClick={() => void list.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Paper>
        ) : items.length > 0 ? (
          <>
            <Stack component="ul" gap="sm" mt="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} side={side} />
              ))}
            </Stack>
            {list.isFetchNextPageError && (
              <Text c="red.8" mt="md" ta="center" role="alert">
                {t('list.loadMoreFailed')}
              </Text>
            )}
            {list.hasNextPage && (
              <Group justify="center" mt="lg">
                <Button
                  variant="default"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('list.loadMore')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Paper withBorder p="xl" mt="lg" ta="center" data-testid="invoices-empty">
            <IconFileOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={2} size="h3" mt="sm">
              {isFiltered ? t('list.emptyFiltered.title') : t('list.empty.title')}
            </Title>
            <Text c="dimmed" mt="xs">
              {isFiltered ? t('list.emptyFiltered.text') : t('list.empty.text')}
            </Text>
          </Paper>
        )}
      </div>
    </Container>
  );
}
