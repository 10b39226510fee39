import { useTranslation } from 'react-i18next';
import { ChatsScreen } from '../../../features/chats/chats-screen';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/chats` (spec §2): the supplier's chats, behind the supplier route guard. */
export default function SupplierChatsPage() {
  const { t } = useTranslation('chats');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <ChatsScreen side="SUPPLIER" />;
}
