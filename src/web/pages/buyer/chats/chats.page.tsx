import { useTranslation } from 'react-i18next';
import { ChatsScreen } from '../../../features/chats/chats-screen';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/chats` (spec §2): the buyer's chats, behind the buyer route guard. */
export default function BuyerChatsPage() {
  const { t } = useTranslation('chats');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <ChatsScreen side="BUYER" />;
}
