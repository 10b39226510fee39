import { useTranslation } from 'react-i18next';
import { MyTendersList } from '../../../features/tenders/my-tenders-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/bids` (spec §2, issue 8): the tenders the business created, by phase. */
export default function BuyerBidsPage() {
  const { t } = useTranslation('tenders');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <MyTendersList />;
}
