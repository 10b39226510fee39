import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SupplierTenderDetails } from '../../../features/tenders/supplier-tender-details';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/bids/:id` (issue 8): a tender with the participate button, or the supplier's sealed offer. */
export default function SupplierBidPage() {
  const { t } = useTranslation('tender-offers');
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} | ${t('common:appName')}`);
  return <SupplierTenderDetails tenderId={id} />;
}
