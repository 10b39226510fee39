import { Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PagedList } from '../../components/paged-list';
import { PlanInvoiceRow } from './plan-invoice-row';
import { usePlanInvoices } from './use-plan-invoices';

/** The platform's tax invoices for the supplier's paid Premium months (decision 016), newest first. */
export function PlanInvoices() {
  const { t } = useTranslation('plans');
  const query = usePlanInvoices();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="plan-invoices">
      <Title order={2} size="h4" id="plan-invoices">
        {t('invoices.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('invoices.lead')}
      </Text>
      <PagedList
        query={query}
        items={items}
        renderItem={(invoice) => <PlanInvoiceRow key={invoice.id} invoice={invoice} />}
        labels={{
          results: t('invoices.title'),
          loadFailed: t('invoices.loadFailed'),
          loadMoreFailed: t('invoices.loadMoreFailed'),
          loadMore: t('invoices.loadMore'),
        }}
        empty={
          <EmptyState
            icon={<IconFileInvoice size={36} aria-hidden />}
            title={t('invoices.emptyTitle')}
            text={t('invoices.emptyText')}
            testId="plan-invoices-empty"
          />
        }
      />
    </section>
  );
}
