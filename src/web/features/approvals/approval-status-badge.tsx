import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus } from '../../../contract/approvals/approvals.schemas';

const colors: Record<ApprovalStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'teal',
  DECLINED: 'red',
  CANCELLED: 'gray',
  ORDERED: 'blue',
};

/** A request's status in words (the colour only repeats it). */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  return (
    <Badge color={colors[status]} variant="light" data-testid="approval-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
