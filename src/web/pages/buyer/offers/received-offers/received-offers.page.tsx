import { useTranslation } from 'react-i18next';
import { ReceivedOffersList } from '../../../../features/tenders/received-offers-list';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/buyer/offers/received-offers` (spec §2): the offers received on all the business's tenders. */
export default function BuyerReceivedOffersPage() {
  const { t } = useTranslation('tenders');
  useDocumentTitle(`${t('received.title')} | ${t('common:appName')}`);
  return <ReceivedOffersList />;
}
