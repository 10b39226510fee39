import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { BulkAction } from './use-listings';

/** What can be done to the selected rows at once; each item then succeeds or fails on its own. */
export function BulkActionsBar({
  count,
  pendingAction,
  onAction,
  onClear,
}: {
  count: number;
  /** The action in flight, if any. */
  pendingAction: BulkAction | undefined;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const isPending = pendingAction !== undefined;
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-primary-color-light)">
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600} aria-live="polite">
          {t('bulk.selected', { number: formatNumber(count, i18n.language) })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            loading={pendingAction === 'PUBLISH'}
            disabled={isPending}
            onClick={() => onAction('PUBLISH')}
          >
            {t('bulk.publish')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            loading={pendingAction === 'UNPUBLISH'}
            disabled={isPending}
            onClick={() => onAction('UNPUBLISH')}
          >
            {t('bulk.unpublish')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={pendingAction === 'DELETE'}
            disabled={isPending}
            onClick={() => onAction('DELETE')}
          >
            {t('bulk.delete')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            disabled={isPending}
            onClick={onClear}
          >
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
