import type { ComponentType, ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileInvoice, IconGavel, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingName } from '../../components/localized-text';
import { formatMoney, formatNumber } from '../../lib/format';
import { listingPath } from '../catalog/item-card';
import { invoicePath } from '../invoices/use-invoices';
import { orderPath } from '../orders/use-orders';
import { useBuyerTasks, type TaskList } from './use-buyer-tasks';

/** Rows a block lists before its "see all" link: the block stays short on a phone. */
const rowsShown = 3;

interface TaskRow {
  id: string;
  to: string;
  label: ReactNode;
  detail: string;
}

type BlockKey = 'invoices' | 'orders' | 'tenders' | 'groups';

/**
 * "Needs you" at the top of the buyer's homepage: a block per kind of thing waiting for the buyer, each
 * only when it has something, with how many and a direct link to each (the first few) and to the list.
 * Nothing at all while everything is empty: a new buyer starts from the categories and products.
 */
export function BuyerTasks() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'en';
  const tasks = useBuyerTasks();

  const blocks: Array<{
    key: BlockKey;
    Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
    seeAll: string;
    list: TaskList<unknown>;
    rows: TaskRow[];
  }> = [
    {
      key: 'invoices',
      Icon: IconFileInvoice,
      seeAll: '/buyer/invoices',
      list: tasks.invoices,
      rows: tasks.invoices.items.map((invoice) => ({
        id: invoice.id,
        to: invoicePath('buyer', invoice.id),
        label: `${invoice.number} · ${invoice.seller.businessName}`,
        detail:
          invoice.status === 'PENDING'
            ? t('buyer.needsYou.invoices.toAccept', { amount: formatMoney(invoice.total, lang) })
            : t('buyer.needsYou.invoices.toPay', {
                amount: formatMoney(invoice.dueInstallment?.amount ?? invoice.total, lang),
              }),
      })),
    },
    {
      key: 'orders',
      Icon: IconTruckDelivery,
      seeAll: '/buyer/orders',
      list: tasks.shippedOrders,
      rows: tasks.shippedOrders.items.map((order) => ({
        id: order.id,
        to: orderPath('buyer', order.id),
        label: `${order.number} · ${order.supplier.businessName}`,
        detail: t('buyer.needsYou.orders.detail', { amount: formatMoney(order.totalPrice, lang) }),
      })),
    },
    {
      key: 'tenders',
      Icon: IconGavel,
      seeAll: '/buyer/bids',
      list: tasks.closingTenders,
      rows: tasks.closingTenders.items.map((tender) => ({
        id: tender.id,
        to: `/buyer/bids/${encodeURIComponent(tender.id)}`,
        label: tender.name,
        detail: t('buyer.needsYou.tenders.daysLeft', { days: formatNumber(tender.daysLeft, lang) }),
      })),
    },
    {
      key: 'groups',
      Icon: IconUsersGroup,
      seeAll: '/buyer/orders?view=group-purchases',
      list: tasks.cityGroups,
      rows: tasks.cityGroups.items.map((group) => ({
        id: group.id,
        to: listingPath('products', group.product.id),
        label: <ListingName listing={group.product} />,
        detail: t('buyer.needsYou.groups.detail', {
          members: formatNumber(group.memberCount, lang),
          required: formatNumber(group.buyersRequired, lang),
          saving: formatNumber(group.savingPercent, lang),
        }),
      })),
    },
  ];
  const shown = blocks.filter((block) => block.rows.length > 0);
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby="needs-you-title">
      <Title order={2} size="h3" id="needs-you-title" mt="lg">
        {t('buyer.needsYou.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {shown.map(({ key, Icon, seeAll, list, rows }) => {
          const count = `${formatNumber(rows.length, lang)}${list.hasMore ? '+' : ''}`;
          const title = t(`buyer.needsYou.${key}.title`);
          return (
            <Card
              key={key}
              withBorder
              radius="md"
              padding="sm"
              component="section"
              aria-label={t('buyer.needsYou.labelWithCount', { title, count })}
              data-testid={`needs-you-${key}`}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <ThemeIcon variant="light" size={32} radius="md">
                    <Icon size={18} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700}>{title}</Text>
                </Group>
                <Badge size="lg" variant="light" aria-hidden>
                  {count}
                </Badge>
              </Group>
              <Stack gap={0} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.slice(0, rowsShown).map((row) => (
                  <li key={row.id}>
                    <Anchor
                      component={Link}
                      to={row.to}
                      display="block"
                      py={6}
                      mih={44}
                      c="inherit"
                      underline="never"
                    >
                      <Text size="sm" fw={600} truncate="end">
                        {row.label}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {row.detail}
                      </Text>
                    </Anchor>
                  </li>
                ))}
              </Stack>
              <Anchor component={Link} to={seeAll} size="sm" display="inline-block" py={10}>
                {t(`buyer.needsYou.${key}.seeAll`)}
              </Anchor>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
