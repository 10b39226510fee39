import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChatsScreen } from '../../../features/chats/chats-screen';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/chats/:id` (spec §2): one of the supplier's chats open beside the list. */
export default function SupplierChatPage() {
  const { t } = useTranslation('chats');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <ChatsScreen side="SUPPLIER" threadId={id} />;
}
