import { Container, SegmentedControl, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyGroupPurchasesList } from '../group-purchases/my-group-purchases-list';
import { OrderStatusList } from './order-status-list';
import type { OrdersSide } from './use-orders';

type View = 'orders' | 'group-purchases';

/**
 * `/buyer/orders` and `/supplier/orders`: the side's orders by status. The buyer also finds its group
 * purchases here (decision 015), a switch away; the view lives in the address (`?view=group-purchases`)
 * so notifications can open it.
 */
export function OrdersList({ side }: { side: OrdersSide }) {
  const { t } = useTranslation(['orders', 'group-purchases']);
  const [params, setParams] = useSearchParams();
  const view: View =
    side === 'buyer' && params.get('view') === 'group-purchases' ? 'group-purchases' : 'orders';

  const changeView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'group-purchases') updated.set('view', next);
      else updated.delete('view');
      return updated;
    });

  return (
    <Container size="md" py="xl">
      <Title order={1}>{side === 'buyer' ? t('page.buyerTitle') : t('page.supplierTitle')}</Title>
      <Text c="dimmed" mt="xs">
        {side === 'supplier'
          ? t('page.supplierLead')
          : view === 'group-purchases'
            ? t('group-purchases:list.lead')
            : t('page.buyerLead')}
      </Text>
      {side === 'buyer' && (
        <SegmentedControl
          mt="lg"
          w={{ base: '100%', xs: 'auto' }}
          aria-label={t('view.label')}
          value={view}
          onChange={changeView}
          data={[
            { value: 'orders', label: t('view.orders') },
            { value: 'group-purchases', label: t('view.groupPurchases') },
          ]}
        />
      )}
      {view === 'group-purchases' ? <MyGroupPurchasesList /> : <OrderStatusList side={side} />}
    </Container>
  );
}
