import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListingEditorPage } from '../../../features/catalog/listing-editor-page';
import { useDocumentTitle } from '../../../lib/document-title';

const pathForId = (id: string) => `/supplier/service-details?id=${encodeURIComponent(id)}`;

/** The spec's service editor route: `?id=` edits that service; without it, the create form. */
export default function ServiceDetailsPage() {
  const { t } = useTranslation('listings');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') || undefined;
  useDocumentTitle(
    `${t(id ? 'editor.serviceEditTitle' : 'editor.serviceNewTitle')} | ${t('common:appName')}`,
  );
  return <ListingEditorPage key={id ?? 'new'} kind="SERVICE" id={id} pathForId={pathForId} />;
}
