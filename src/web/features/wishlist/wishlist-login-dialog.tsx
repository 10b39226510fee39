import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Saving needs a buyer's account (spec §6): the way to log in, or stay and keep browsing. */
export function WishlistLoginDialog({
  title,
  text,
  onClose,
}: {
  title: string;
  text: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wishlist');
  return (
    <Modal opened onClose={onClose} centered title={<Text fw={700}>{title}</Text>}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button component={Link} to="/login" data-autofocus>
          {t('login.action')}
        </Button>
      </Group>
    </Modal>
  );
}
