import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopItem } from '../../../contract/analytics/analytics.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatMoney, formatNumber } from '../../lib/format';
import { ListingName } from '../../components/localized-text';

/** The top products of the range; a card each where its own card is narrow. */
export function TopItemsTable({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly TopItem[];
  testId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const columns: ResponsiveColumn<TopItem>[] = [
    {
      key: 'rank',
      label: t('topItems.rank'),
      lead: true,
      width: 36,
      cell: (_item, index) => formatNumber(index + 1, lang),
    },
    {
      key: 'product',
      label: t('topItems.product'),
      primary: true,
      cell: (item) => (
        <Text
          component={Link}
          to={`/supplier/products/${encodeURIComponent(item.productId)}`}
          size="sm"
          c="blue"
          dir="auto"
        >
          <ListingName listing={item} />
        </Text>
      ),
    },
    {
      key: 'quantity',
      label: t('topItems.quantity'),
      numeric: true,
      cell: (item) => formatNumber(item.quantity, lang),
    },
    {
      key: 'revenue',
      label: t('topItems.revenue'),
      numeric: true,
      nowrap: true,
      cell: (item) => formatMoney(item.revenue, lang),
    },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('topItems.empty')}
        </Text>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={items}
          rowKey={(item) => item.productId}
          rowProps={() => ({ 'data-testid': 'top-item' })}
          cardsBelow={400}
          tableProps={{ verticalSpacing: 'xs', striped: true }}
        />
      )}
    </Card>
  );
}
