import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The longest reason an operator writes (the contract's OperatorReasonSchema). */
const maxReasonLength = 1000;

/**
 * Issue 25: an operator's action that affects a business, confirmed with the reason (1–1000 characters),
 * which is sent to the business as written. A failure shows inside the dialog.
 */
export function ReasonDialog({
  opened,
  title,
  label,
  confirmLabel,
  color,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  color?: string;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={<Text fw={700}>{title}</Text>}
    >
      <Stack gap="md">
        <Textarea
          label={label}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={maxReasonLength}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending} mih={44}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color={color}
            onClick={() => onConfirm(reason.trim())}
            disabled={!reason.trim()}
            loading={isPending}
            mih={44}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
