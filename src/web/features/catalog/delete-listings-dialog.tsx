import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import { formatNumber } from '../../lib/format';
import { useNameIn } from '../../components/localized-text';

/** Deleting cannot be undone, so it is always confirmed: one listing by name, several by count. */
export function DeleteListingsDialog({
  rows,
  isPending,
  onConfirm,
  onCancel,
}: {
  rows: ListingRow[] | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const nameIn = useNameIn();
  const single = rows?.length === 1 ? rows[0] : undefined;
  return (
    <Modal
      opened={rows !== null}
      onClose={onCancel}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={
        <Text fw={700}>
          {single
            ? t('deleteDialog.titleOne', { name: nameIn(single) })
            : t('deleteDialog.titleMany', { number: formatNumber(rows?.length ?? 0, i18n.language) })}
        </Text>
      }
    >
      <Text>{t('deleteDialog.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending}>
          {t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
