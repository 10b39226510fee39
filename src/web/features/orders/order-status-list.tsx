import { Button } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatuses, type OrderStatus } from '../../../contract/orders/orders.schemas';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';
import { StatusTabs } from '../../components/status-tabs';
import { OrderRow } from './order-row';
import { useOrders, type OrdersSide } from './use-orders';

type Tab = OrderStatus | 'all';
const tabs: readonly Tab[] = ['all', ...orderStatuses];

/**
 * The side's orders, newest first, by status tab (all, pending, processing, shipped, completed,
 * cancelled), a page at a time.
 */
export function OrderStatusList({ side }: { side: OrdersSide }) {
  const { t } = useTranslation('orders');
  const [tab, setTab] = useState<Tab>('all');
  const list = useOrders(side, tab === 'all' ? undefined : tab);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <StatusTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={t('tabs.label')}
        tabLabel={(tab) => t(`tabs.${tab}`)}
      >
        <PagedList
          query={list}
          items={items}
          renderItem={(order) => <OrderRow key={order.id} order={order} side={side} />}
          labels={pagedListLabels(t, 'list')}
          empty={
            <EmptyState
              testId="orders-empty"
              icon={<IconPackageOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={tab === 'all' ? t('list.empty.title') : t('list.emptyFiltered.title')}
              text={tab === 'all' ? t('list.empty.text') : t('list.emptyFiltered.text')}
            >
              {side === 'buyer' && tab === 'all' && (
                <Button component={Link} to="/items" variant="light" mt="lg">
                  {t('list.browse')}
                </Button>
              )}
            </EmptyState>
          }
        />
      </StatusTabs>
    </>
  );
}
