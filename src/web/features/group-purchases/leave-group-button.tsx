import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { formErrorText } from '../../lib/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLeaveGroupPurchase } from './use-group-purchases';

/** Decision 015: a member may leave while the group is open, after confirming; the last one cancels it. */
export function LeaveGroupButton({
  groupId,
  onLeft,
}: {
  groupId: string;
  onLeft: (group: GroupPurchase) => void;
}) {
  const { t, i18n } = useTranslation('group-purchases');
  const leave = useLeaveGroupPurchase();
  const [isAsking, setIsAsking] = useState(false);

  const close = () => {
    if (leave.isPending) return;
    setIsAsking(false);
    leave.reset();
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconDoorExit size={18} className="mirror-in-rtl" aria-hidden />}
        onClick={() => setIsAsking(true)}
        w={{ base: '100%', xs: 'fit-content' }}
      >
        {t('member.leave')}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t('member.leaveTitle')}
        text={t('member.leaveText')}
        confirmLabel={t('member.leaveConfirm')}
        cancelLabel={t('member.stay')}
        color="red"
        isPending={leave.isPending}
        error={leave.isError ? formErrorText(leave.error, t, i18n.language) : null}
        onConfirm={() =>
          leave.mutate(groupId, {
            onSuccess: (group) => {
              setIsAsking(false);
              onLeft(group);
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
