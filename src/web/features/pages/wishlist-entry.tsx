import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WishlistItem } from '../../../contract/wishlist/wishlist.schemas';
import { NoticeDialog } from '../../components/notice-dialog';
import { formErrorText } from '../../lib/form-errors';
import { toCardItem } from '../catalog/card-item';
import { ItemCard } from '../catalog/item-card';
import { useRemoveFromWishlist } from '../wishlist/use-wishlist';
import { useTextIn } from '../../components/localized-text';

/** One saved item on the wishlist page: its card (with the heart) and a button that removes it. */
export function WishlistEntry({ item }: { item: WishlistItem }) {
  const { t, i18n } = useTranslation(['wishlist', 'catalog']);
  const remove = useRemoveFromWishlist();
  const [failure, setFailure] = useState<string | null>(null);
  const card = toCardItem(item);
  const name = useTextIn()(card.nameAr, card.nameEn).text || t('catalog:card.noName');

  const removeItem = () =>
    remove.mutate(item._id, {
      onError: (error) => {
        console.error('Could not remove the wishlist item.', error);
        setFailure(formErrorText(error, t, i18n.resolvedLanguage ?? 'en'));
      },
    });

  return (
    <Stack gap="xs">
      <ItemCard item={card} kind={item.kind === 'PRODUCT' ? 'products' : 'services'} />
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={remove.isPending}
        aria-label={t('page.removeLabel', { name })}
        onClick={removeItem}
      >
        {t('page.remove')}
      </Button>
      {failure && (
        <NoticeDialog
          color="red"
          title={t('page.removeFailed')}
          text={failure}
          onConfirm={() => setFailure(null)}
        />
      )}
    </Stack>
  );
}
