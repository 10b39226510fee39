import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChatReferenceInput } from '../../../contract/chats/chats.schemas';
import { formErrorText } from '../../lib/form-errors';
import { chatsScreenPath } from '../../lib/page-paths';
import { useSession } from '../auth/use-session';
import { WishlistLoginDialog } from '../wishlist/wishlist-login-dialog';
import { referenceSearch } from './chat-routes';
import { useOpenChat } from './use-chat-actions';

/**
 * «Chat with supplier» on a product, service or storefront page (spec §1: buyers chat directly with
 * suppliers). A buyer opens (or finds) the chat as its buyer side and lands in it, with the listing
 * offered as the first message's subject; a guest is asked to log in, as the wishlist heart does. It is
 * not offered to the supplier itself, nor while the person uses the supplier role.
 */
export function ChatWithSupplierButton({
  supplierId,
  reference,
}: {
  supplierId: string;
  reference?: ChatReferenceInput;
}) {
  const { t, i18n } = useTranslation('chats');
  const navigate = useNavigate();
  const { role, user } = useSession();
  const open = useOpenChat();
  const [isLoginAsked, setIsLoginAsked] = useState(false);

  if (role === undefined || role === 'supplier' || user?.id === supplierId) return null;

  const press = () => {
    if (role === 'guest') {
      setIsLoginAsked(true);
      return;
    }
    if (open.isPending) return;
    open.mutate(
      { counterpartId: supplierId, mySide: 'BUYER' },
      {
        onSuccess: (thread) =>
          void navigate(
            `${chatsScreenPath('BUYER', thread.id)}${reference ? referenceSearch(reference) : ''}`,
          ),
      },
    );
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={press}
        loading={open.isPending}
        w="fit-content"
      >
        {t('chatWithSupplier.action')}
      </Button>
      {open.isError && (
        <Alert
          color="red"
          title={t('chatWithSupplier.failed')}
          withCloseButton
          onClose={open.reset}
          closeButtonLabel={t('common:actions.close')}
        >
          {formErrorText(open.error, t, i18n.language)}
        </Alert>
      )}
      {isLoginAsked && (
        <WishlistLoginDialog
          title={t('chatWithSupplier.login.title')}
          text={t('chatWithSupplier.login.text')}
          onClose={() => setIsLoginAsked(false)}
        />
      )}
    </>
  );
}
