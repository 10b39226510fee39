import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupPurchaseStatus } from '../../../contract/group-purchases/group-purchases.schemas';

const colorOf: Record<GroupPurchaseStatus, string> = {
  OPEN: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

export function GroupStatusBadge({ status }: { status: GroupPurchaseStatus }) {
  const { t } = useTranslation('group-purchases');
  return (
    <Badge color={colorOf[status]} variant="light" data-testid="group-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
