import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceivedOfferDetails } from '../../../features/tenders/received-offer-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/buyer/offers/:id` (spec §2; the same screen as `/buyer/offers/offer-details?id=`). */
export default function BuyerOfferPage() {
  const { t } = useTranslation('tenders');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('offer.title')} | ${t('common:appName')}`);
  return <ReceivedOfferDetails offerId={id} />;
}
