import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../components/not-found-content';

/** The catch-all route (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('not-found');
  useDocumentTitle(`${t('title')} | ${t('common:appName')}`);
  return <NotFoundContent />;
}
