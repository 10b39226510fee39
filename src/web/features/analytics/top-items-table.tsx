import { Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopItem } from '../../../contract/analytics/analytics.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { ListingName } from '../../components/localized-text';

/** The top products of the range; the table scrolls inside its card on a phone. */
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
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{t('topItems.rank')}</Table.Th>
                <Table.Th>{t('topItems.product')}</Table.Th>
                <Table.Th ta="end">{t('topItems.quantity')}</Table.Th>
                <Table.Th ta="end">{t('topItems.revenue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item.productId} data-testid="top-item">
                  <Table.Td>{formatNumber(index + 1, lang)}</Table.Td>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/supplier/products/${encodeURIComponent(item.productId)}`}
                      size="sm"
                      c="blue"
                      dir="auto"
                    >
                      <ListingName listing={item} />
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{formatNumber(item.quantity, lang)}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.revenue, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
