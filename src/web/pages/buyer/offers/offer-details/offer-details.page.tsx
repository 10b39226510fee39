import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReceivedOfferDetails } from '../../../../features/tenders/received-offer-details';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/buyer/offers/offer-details?id=` (spec §2 lists both paths; the same screen as `/buyer/offers/:id`). */
export default function BuyerOfferDetailsPage() {
  const { t } = useTranslation('tenders');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('offer.title')} | ${t('common:appName')}`);
  return <ReceivedOfferDetails offerId={search.get('id') ?? ''} />;
}
