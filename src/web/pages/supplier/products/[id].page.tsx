import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListingEditorPage } from '../../../features/catalog/listing-editor-page';
import { useDocumentTitle } from '../../../lib/document-title';

export default function EditProductPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  useDocumentTitle(`${t('editor.productEditTitle')} | ${t('common:appName')}`);
  return <ListingEditorPage key={id} kind="PRODUCT" id={id} />;
}
