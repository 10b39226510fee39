import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OfferFormPage } from '../../../../features/tenders/offer-form-page';
import { useDocumentTitle } from '../../../../lib/document-title';

/** `/supplier/offers/bid/:id` (issue 8): the supplier's offer on a tender, sent or edited until the deadline. */
export default function SupplierOfferFormPage() {
  const { t } = useTranslation('tender-offers');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('form.title')} | ${t('common:appName')}`);
  return <OfferFormPage tenderId={id} />;
}
