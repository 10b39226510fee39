import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TenderDetails } from '../../../features/tenders/tender-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/bids/:id` (spec §2): the creator's tender — sealed until its deadline, then its offers. */
export default function BuyerBidPage() {
  const { t } = useTranslation('tenders');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} | ${t('common:appName')}`);
  return <TenderDetails tenderId={id} />;
}
