import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersEndpoints } from '../../../contract/orders/orders.endpoints';
import type { Order } from '../../../contract/orders/orders.schemas';
import { useCanCall } from '../team/can';
import { formErrorText } from '../../lib/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmDelivery } from './use-orders';

/** Spec §4: a shipped order is completed when the buyer confirms receipt, after a confirmation. */
export function ConfirmDeliveryButton({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const [isOpen, setIsOpen] = useState(false);
  const confirm = useConfirmDelivery();
  // Issue 26: receipt is confirmed by those who buy.
  const canConfirm = useCanCall(ordersEndpoints.confirmDelivery);
  const close = () => {
    setIsOpen(false);
    confirm.reset();
  };
  if (!canConfirm) return null;
  return (
    <>
      <Button leftSection={<IconTruckDelivery size={18} aria-hidden />} onClick={() => setIsOpen(true)}>
        {t('confirmDelivery.action')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={t('confirmDelivery.title', { number: order.number })}
        text={t('confirmDelivery.text')}
        confirmLabel={t('confirmDelivery.confirm')}
        isPending={confirm.isPending}
        error={confirm.isError ? formErrorText(confirm.error, t, i18n.language) : null}
        onConfirm={() =>
          confirm.mutate(order.id, {
            onSuccess: () => {
              setIsOpen(false);
              onDone();
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
