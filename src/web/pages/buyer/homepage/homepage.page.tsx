import { useTranslation } from 'react-i18next';
import { BuyerHome } from '../../../features/pages/buyer-home';
import { useDocumentTitle } from '../../../lib/document-title';

export default function BuyerHomepagePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(`${t('buyer.pageTitle')} | ${t('common:appName')}`);
  return <BuyerHome />;
}
