import { useTranslation } from 'react-i18next';
import { ListingEditorPage } from '../../../../features/catalog/listing-editor-page';
import { useDocumentTitle } from '../../../../lib/document-title';

export default function NewProductPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(`${t('editor.productNewTitle')} | ${t('common:appName')}`);
  return <ListingEditorPage kind="PRODUCT" />;
}
