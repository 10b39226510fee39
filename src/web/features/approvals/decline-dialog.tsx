import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxApprovalTextLength } from '../../../contract/approvals/approvals.schemas';

/** The reason of a decline, which the requester reads: required, at most 500 characters. */
export function DeclineDialog({
  opened,
  isPending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState('');
  const isEmpty = reason.trim().length === 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      title={<Text fw={700}>{t('actions.declineTitle')}</Text>}
    >
      <Stack gap="md">
        <Textarea
          label={t('actions.reason')}
          description={t('actions.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={maxApprovalTextLength}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending} mih={44}>
            {t('actions.close')}
          </Button>
          <Button
            color="red"
            onClick={() => onConfirm(reason.trim())}
            disabled={isEmpty}
            loading={isPending}
            mih={44}
          >
            {t('actions.confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
