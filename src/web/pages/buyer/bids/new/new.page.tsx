import { useTranslation } from 'react-i18next';
import { NewTenderPage } from '../../../../features/tenders/new-tender-page';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/buyer/bids/new` (spec §2, §5 Tender creation): the buyer publishes a tender. */
export default function BuyerNewBidPage() {
  const { t } = useTranslation('tenders');
  useDocumentTitle(`${t('form.title')} | ${t('common:appName')}`);
  return <NewTenderPage />;
}
