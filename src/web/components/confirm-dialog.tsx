import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A change that cannot be undone, confirmed first; a failure shows inside the dialog. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  color,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={<Text fw={700}>{title}</Text>}
    >
      <Text>{text}</Text>
      {error && (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
