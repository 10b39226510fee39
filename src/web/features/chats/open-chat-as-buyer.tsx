import { useEffect, useRef } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChatReferenceInput } from '../../../contract/chats/chats.schemas';
import { formErrorText } from '../../lib/form-errors';
import { chatsScreenPath } from '../../lib/page-paths';
import { referenceSearch } from './chat-routes';
import { useOpenChat } from './use-chat-actions';

/**
 * What «Chat with supplier» does for a buyer once pressed: opens (or finds) the chat as its buyer side and
 * lands in it, with the listing offered as the first message's subject, or says why it could not. Loaded
 * on the first press (ChatWithSupplierButton), so a listing page does not carry the chats' endpoints,
 * cache and address schema for a button most visitors never press (docs/performance.md).
 */
export function OpenChatAsBuyer({
  supplierId,
  reference,
  onFailed,
  onClose,
}: {
  supplierId: string;
  reference?: ChatReferenceInput;
  /** The chat could not be opened: the button may be pressed again. */
  onFailed: () => void;
  /** The failure was read and closed. */
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('chats');
  const navigate = useNavigate();
  const open = useOpenChat();
  const isAsked = useRef(false);

  useEffect(() => {
    // Once per press, even where React runs effects twice (development's strict mode).
    if (isAsked.current) return;
    isAsked.current = true;
    open.mutate(
      { counterpartId: supplierId, mySide: 'BUYER' },
      {
        onSuccess: (thread) =>
          void navigate(
            `${chatsScreenPath('BUYER', thread.id)}${reference ? referenceSearch(reference) : ''}`,
          ),
        onError: onFailed,
      },
    );
  }, [open, supplierId, reference, navigate, onFailed]);

  if (!open.isError) return null;
  return (
    <Alert
      color="red"
      title={t('chatWithSupplier.failed')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('common:actions.close')}
    >
      {formErrorText(open.error, t, i18n.language)}
    </Alert>
  );
}
