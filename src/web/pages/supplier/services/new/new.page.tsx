import { useTranslation } from 'react-i18next';
import { ListingEditorPage } from '../../../../features/catalog/listing-editor-page';
import { useDocumentTitle } from '../../../../lib/document-title';

export default function NewServicePage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(`${t('editor.serviceNewTitle')} | ${t('common:appName')}`);
  return <ListingEditorPage kind="SERVICE" />;
}
