import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierActionsFrom, type SupplierOrderAction } from '../../../contract/orders/order-transitions';
import { ordersEndpoints } from '../../../contract/orders/orders.endpoints';
import type { Order } from '../../../contract/orders/orders.schemas';
import { useCanCall } from '../team/can';
import { formErrorText } from '../../lib/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSupplierOrderAction } from './use-orders';

/** The supplier's buttons for the order's next steps, each confirmed first. */
export function SupplierOrderActions({
  order,
  onDone,
}: {
  order: Order;
  onDone: (action: SupplierOrderAction) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [asked, setAsked] = useState<SupplierOrderAction | null>(null);
  const change = useSupplierOrderAction();
  const actions = supplierActionsFrom(order.status);
  // Issue 26: shipping and the order's status are the order handlers'; the others only read.
  const canAct = useCanCall(ordersEndpoints.changeStatusAsSupplier);
  const close = () => {
    setAsked(null);
    change.reset();
  };

  if (!canAct) return null;
  if (actions.length === 0) return <Text c="dimmed">{t('supplierActions.none')}</Text>;
  return (
    <>
      <Group gap="sm">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'CANCEL' ? 'outline' : 'filled'}
            color={action === 'CANCEL' ? 'red' : undefined}
            onClick={() => setAsked(action)}
          >
            {t(`supplierActions.${action}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        title={asked ? t(`supplierActions.confirmTitle.${asked}`, { number: order.number }) : ''}
        text={asked ? t(`supplierActions.confirmText.${asked}`) : ''}
        confirmLabel={asked ? t(`supplierActions.confirm.${asked}`) : ''}
        cancelLabel={asked === 'CANCEL' ? t('supplierActions.keep') : undefined}
        color={asked === 'CANCEL' ? 'red' : undefined}
        isPending={change.isPending}
        error={change.isError ? formErrorText(change.error, t, i18n.language) : null}
        onConfirm={() => {
          if (!asked) return;
          const action = asked;
          change.mutate(
            { id: order.id, action },
            {
              onSuccess: () => {
                setAsked(null);
                onDone(action);
              },
            },
          );
        }}
        onClose={close}
      />
    </>
  );
}
