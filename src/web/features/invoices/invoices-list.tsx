import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconFileOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';

import { newInvoicePath } from '../../lib/page-paths';
import { periodRange } from '../../lib/period-range';
import { InvoiceFilters, noInvoiceFilters, type InvoiceFilterState } from './invoice-filters';
import { InvoiceRow } from './invoice-row';
import { useInvoices, type InvoicesSide } from './use-invoices';

/**
 * `/buyer/invoices` and `/supplier/invoices`: the side's tax invoices — its paid orders' and suppliers'
 * own (decision 013) — newest first, by status, kind and issue date (Riyadh days), a page at a time.
 */
export function InvoicesList({ side }: { side: InvoicesSide }) {
  const { t } = useTranslation(['invoices', 'invoice-form']);
  const [filters, setFilters] = useState<InvoiceFilterState>(noInvoiceFilters);
  const range = periodRange(filters.period, {});
  const list = useInvoices(side, {
    status: filters.status ?? undefined,
    kind: filters.kind ?? undefined,
    documentType: filters.documentType ?? undefined,
    ...range,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered =
    filters.status !== null ||
    filters.kind !== null ||
    filters.documentType !== null ||
    filters.period !== 'all';

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('page.title')}</Title>
        {side === 'supplier' && (
          <Button component={Link} to={newInvoicePath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('invoice-form:newInvoice')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" mt="xs">
        {side === 'buyer' ? t('page.buyerLead') : t('page.supplierLead')}
      </Text>
      <Paper withBorder p="md" mt="lg">
        <InvoiceFilters side={side} value={filters} onChange={setFilters} />
      </Paper>
      <PagedList
        query={list}
        items={items}
        renderItem={(invoice) => <InvoiceRow key={invoice.id} invoice={invoice} side={side} />}
        labels={pagedListLabels(t, 'list')}
        empty={
          <EmptyState
            testId="invoices-empty"
            icon={<IconFileOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
            title={isFiltered ? t('list.emptyFiltered.title') : t('list.empty.title')}
            text={isFiltered ? t('list.emptyFiltered.text') : t('list.empty.text')}
          />
        }
      />
    </Container>
  );
}
