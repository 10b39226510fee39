import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../contract/invoices/invoices.schemas';

const colorOf: Record<InvoiceStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'blue',
  REJECTED: 'red',
  PARTIALLY_PAID: 'orange',
  FULLY_PAID: 'green',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={colorOf[status]} variant="light" data-testid="invoice-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
