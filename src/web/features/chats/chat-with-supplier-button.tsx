import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatReferenceInput } from '../../../contract/chats/chats.schemas';
import { useSession } from '../auth/use-session';
import { LazyWishlistLoginDialog } from '../wishlist/lazy-wishlist-login-dialog';

const OpenChatAsBuyer = lazy(() =>
  import('./open-chat-as-buyer').then((module) => ({ default: module.OpenChatAsBuyer })),
);

/** Where a press of the button is: not pressed, opening the chat, or failed to (its alert shown). */
type Opening = 'idle' | 'opening' | 'failed';

/**
 * «Chat with supplier» on a product, service or storefront page (spec §1: buyers chat directly with
 * suppliers). A buyer opens (or finds) the chat as its buyer side and lands in it (OpenChatAsBuyer,
 * loaded on the first press); a guest is asked to log in, as the wishlist heart does. It is not offered
 * to the supplier itself, nor while the person uses the supplier role.
 */
export function ChatWithSupplierButton({
  supplierId,
  reference,
}: {
  supplierId: string;
  reference?: ChatReferenceInput;
}) {
  const { t } = useTranslation('chats');
  const { role, user } = useSession();
  const [opening, setOpening] = useState<Opening>('idle');
  const [attempt, setAttempt] = useState(0);
  const [isLoginAsked, setIsLoginAsked] = useState(false);

  if (role === undefined || role === 'supplier' || user?.id === supplierId) return null;

  const press = () => {
    if (role === 'guest') {
      setIsLoginAsked(true);
      return;
    }
    if (opening === 'opening') return;
    // A press after a failure asks again: a new OpenChatAsBuyer.
    setAttempt((count) => count + 1);
    setOpening('opening');
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={press}
        loading={opening === 'opening'}
        w="fit-content"
      >
        {t('chatWithSupplier.action')}
      </Button>
      {opening !== 'idle' && (
        <Suspense fallback={null}>
          <OpenChatAsBuyer
            key={attempt}
            supplierId={supplierId}
            reference={reference}
            onFailed={() => setOpening('failed')}
            onClose={() => setOpening('idle')}
          />
        </Suspense>
      )}
      {isLoginAsked && (
        <LazyWishlistLoginDialog
          title={t('chatWithSupplier.login.title')}
          text={t('chatWithSupplier.login.text')}
          onClose={() => setIsLoginAsked(false)}
        />
      )}
    </>
  );
}
