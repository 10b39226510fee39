import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EInvoiceStatus } from '../../../contract/e-invoicing/e-invoicing.schemas';

const colorOf: Record<EInvoiceStatus, string> = {
  AWAITING_ONBOARDING: 'gray',
  QUEUED: 'yellow',
  CLEARED: 'green',
  REPORTED: 'teal',
  REJECTED: 'red',
};

/** Where an e-invoice stands with ZATCA. */
export function EInvoiceStatusBadge({ status }: { status: EInvoiceStatus }) {
  const { t } = useTranslation('e-invoicing');
  return (
    <Badge color={colorOf[status]} variant="light" data-testid="e-invoice-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
