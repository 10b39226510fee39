import { Center, Group, Image, Rating, Table, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../contract/orders/orders.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { ListingName } from '../../components/localized-text';

const thumbnail = 48;

/** Spec §2 Order details: image, name, unit price, quantity and total of each line (scrolls on a phone). */
export function OrderItemsTable({ items }: { items: Order['items'] }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="start">{t('details.itemsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.image')}</Table.Th>
            <Table.Th>{t('details.name')}</Table.Th>
            <Table.Th ta="end">{t('details.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('details.quantity')}</Table.Th>
            <Table.Th ta="end">{t('details.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.productId} data-testid="order-item">
              <Table.Td w={thumbnail + 16}>
                {item.imageUrl ? (
                  <Image src={item.imageUrl} alt="" w={thumbnail} h={thumbnail} radius="sm" fit="cover" />
                ) : (
                  <Center w={thumbnail} h={thumbnail} bg="gray.1" aria-label={t('details.noImage')}>
                    <IconPhotoOff size={20} color="var(--mantine-color-gray-5)" aria-hidden />
                  </Center>
                )}
              </Table.Td>
              <Table.Td>
                <Text fw={600}>
                  <ListingName listing={item} />
                </Text>
                {item.review && (
                  <Group gap={6} mt={4}>
                    <Rating
                      value={item.review.rating}
                      readOnly
                      size="xs"
                      aria-label={t('details.itemReview', {
                        rating: formatNumber(item.review.rating, lang),
                      })}
                    />
                    {item.review.text && (
                      <Text size="xs" c="dimmed">
                        {item.review.text}
                      </Text>
                    )}
                  </Group>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatMoney(item.unitPrice, lang)}</Table.Td>
              <Table.Td ta="end">{formatNumber(item.quantity, lang)}</Table.Td>
              <Table.Td ta="end" fw={600}>
                {formatMoney(item.total, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
