import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAnalyticsRange } from '../../../contract/analytics/analytics.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { riyadhDayOf } from '../../../contract/dates/riyadh';
import { AnalyticsRangePicker, type DayRange } from './analytics-range-picker';
import { ExportCsvButton } from './export-csv-button';
import { MonthlyBarChart } from './monthly-bar-chart';
import { MostWishlistedCard } from './most-wishlisted-card';
import { RatingSummary } from './rating-summary';
import { TopItemsTable } from './top-items-table';
import { useSupplierAnalytics } from './use-supplier-analytics';

/** One headline figure of the period. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * `/supplier/analytics` (issue 10): sales per month from orders and from the supplier's own paid
 * invoices, top products, the most wishlisted listings (Premium) and the rating, for a period of Riyadh
 * days (the last 12 months at first), with the monthly series as a CSV download.
 */
export function AnalyticsView({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const today = riyadhDayOf(now);
  const [range, setRange] = useState<DayRange>(() => defaultAnalyticsRange(today));
  const analytics = useSupplierAnalytics(range);
  const data = analytics.data;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('page.title')}</Title>
        <ExportCsvButton analytics={data} />
      </Group>
      <Text c="dimmed" mt="xs">
        {t('page.lead')}
      </Text>

      <Paper withBorder p="md" mt="lg">
        <AnalyticsRangePicker value={range} today={today} onChange={setRange} />
        <Text size="xs" c="dimmed" mt="xs">
          {t('page.netNote')}
        </Text>
      </Paper>

      {analytics.isError && !data && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('page.loadFailed')} mt="lg">
          <Button size="xs" color="red" variant="light" onClick={() => void analytics.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}

      {!data && analytics.isPending ? (
        <Stack mt="lg" role="status" aria-label={t('common:loading')}>
          <Skeleton h={80} />
          <Skeleton h={300} />
        </Stack>
      ) : data ? (
        <Stack mt="lg" gap="lg" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure
              label={t('totals.orderCount')}
              value={formatNumber(data.totals.orderCount, lang)}
              testId="total-orders"
            />
            <Figure
              label={t('totals.orderRevenue')}
              value={formatMoney(data.totals.orderRevenue, lang)}
              testId="total-order-revenue"
            />
            <Figure
              label={t('totals.paidInvoiceRevenue')}
              value={formatMoney(data.totals.paidInvoiceRevenue, lang)}
              testId="total-invoice-revenue"
            />
            <Figure
              label={t('totals.revenue')}
              value={formatMoney(data.totals.orderRevenue + data.totals.paidInvoiceRevenue, lang)}
              testId="total-revenue"
            />
          </SimpleGrid>

          <MonthlyBarChart
            title={t('charts.revenue')}
            months={data.months}
            valueKind="money"
            testId="revenue-chart"
            series={[
              { name: 'orderRevenue', label: t('series.orders'), color: 'teal.6' },
              { name: 'paidInvoiceRevenue', label: t('series.paidInvoices'), color: 'indigo.5' },
            ]}
          />
          <MonthlyBarChart
            title={t('charts.orders')}
            months={data.months}
            valueKind="count"
            testId="orders-chart"
            series={[
              { name: 'orderCount', label: t('series.orders'), color: 'teal.6' },
              { name: 'paidInvoiceCount', label: t('series.paidInvoices'), color: 'indigo.5' },
            ]}
          />

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TopItemsTable
              title={t('topItems.byQuantity')}
              items={data.topItemsByQuantity}
              testId="top-by-quantity"
            />
            <TopItemsTable
              title={t('topItems.byRevenue')}
              items={data.topItemsByRevenue}
              testId="top-by-revenue"
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MostWishlistedCard items={data.mostWishlisted} />
            <RatingSummary rating={data.rating} reviews={data.latestReviews} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Container>
  );
}
