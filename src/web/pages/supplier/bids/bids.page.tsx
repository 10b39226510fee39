import { useTranslation } from 'react-i18next';
import { OpenTendersList } from '../../../features/tenders/open-tenders-list';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/bids` (issue 8): others' open tenders and the ones the supplier joined. */
export default function SupplierBidsPage() {
  const { t } = useTranslation('tender-offers');
  useDocumentTitle(`${t('list.title')} | ${t('common:appName')}`);
  return <OpenTendersList />;
}
