import { Center, Group, Image, Rating, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../contract/orders/orders.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatMoney, formatNumber } from '../../lib/format';
import { ListingName } from '../../components/localized-text';

type OrderItem = Order['items'][number];

const thumbnail = 48;

/** Spec §2 Order details: image, name, unit price, quantity and total of each line (a card each on a phone). */
export function OrderItemsTable({ items }: { items: Order['items'] }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const columns: ResponsiveColumn<OrderItem>[] = [
    {
      key: 'image',
      label: t('details.image'),
      lead: true,
      width: thumbnail + 16,
      cell: (item) =>
        item.imageUrl ? (
          <Image src={item.imageUrl} alt="" w={thumbnail} h={thumbnail} radius="sm" fit="cover" />
        ) : (
          <Center w={thumbnail} h={thumbnail} bg="gray.1" aria-label={t('details.noImage')}>
            <IconPhotoOff size={20} color="var(--mantine-color-gray-5)" aria-hidden />
          </Center>
        ),
    },
    {
      key: 'name',
      label: t('details.name'),
      primary: true,
      cell: (item) => (
        <>
          <Text fw={600}>
            <ListingName listing={item} />
          </Text>
          {item.review && (
            <Group gap={6} mt={4}>
              <Rating
                value={item.review.rating}
                readOnly
                // A picture of stars with its words: aria-label is not allowed on a plain div (Lighthouse, axe).
                role="img"
                size="xs"
                aria-label={t('details.itemReview', { rating: formatNumber(item.review.rating, lang) })}
              />
              {item.review.text && (
                <Text size="xs" c="dimmed">
                  {item.review.text}
                </Text>
              )}
            </Group>
          )}
        </>
      ),
    },
    {
      key: 'unitPrice',
      label: t('details.unitPrice'),
      numeric: true,
      nowrap: true,
      cell: (item) => formatMoney(item.unitPrice, lang),
    },
    {
      key: 'quantity',
      label: t('details.quantity'),
      numeric: true,
      cell: (item) => formatNumber(item.quantity, lang),
    },
    {
      key: 'total',
      label: t('details.lineTotal'),
      numeric: true,
      nowrap: true,
      cell: (item) => <strong>{formatMoney(item.total, lang)}</strong>,
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.productId}
      rowProps={() => ({ 'data-testid': 'order-item' })}
      caption={t('details.itemsCaption')}
      cardsBelow={640}
      tableProps={{ verticalSpacing: 'sm' }}
    />
  );
}
