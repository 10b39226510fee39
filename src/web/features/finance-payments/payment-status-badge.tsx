import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorPayment } from '../../../contract/payments/payments.schemas';

const colors = { PENDING: 'yellow', PAID: 'teal', FAILED: 'red' } as const;

/** The payment's status, and why it needs attention or that finance resolved it. */
export function PaymentStatusBadge({ payment }: { payment: OperatorPayment }) {
  const { t } = useTranslation('finance-payments');
  return (
    <Group gap={6}>
      <Badge color={colors[payment.status]} variant="light">
        {t(`status.${payment.status}`)}
      </Badge>
      {payment.attentionReason && (
        <Badge color="orange" variant="filled">
          {t(`attention.${payment.attentionReason}`)}
        </Badge>
      )}
      {payment.isResolved && (
        <Badge color="gray" variant="outline">
          {t('resolved')}
        </Badge>
      )}
    </Group>
  );
}
