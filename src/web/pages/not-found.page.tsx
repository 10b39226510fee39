import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../components/not-found-content';
import { useDocumentTitle } from '../lib/document-title';

/** The catch-all route (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('not-found');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <NotFoundContent />;
}
