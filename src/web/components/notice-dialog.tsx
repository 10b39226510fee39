import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A notice the person must acknowledge: it closes only through its button, never by clicking outside
 * or pressing Escape, so the action that follows (a redirect, say) always happens.
 */
export function NoticeDialog({
  title,
  text,
  color,
  onConfirm,
  confirmLabel,
  extraAction,
}: {
  title: string;
  text: string;
  color?: 'red' | 'yellow' | 'teal';
  onConfirm: () => void;
  confirmLabel?: string;
  /** Another way out beside the confirm button (a link onward); it must close the notice too. */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={
        <Text fw={700} c={color === 'red' ? 'red.8' : undefined}>
          {title}
        </Text>
      }
    >
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        {extraAction}
        <Button color={color} onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('actions.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
