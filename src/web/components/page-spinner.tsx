import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { spinnerSize } from '../lib/ui-constants';

/**
 * `fillsScreen` while a whole page loads: the page's space is held, so the footer below does not jump
 * when the page arrives (layout shift).
 */
export function PageSpinner({ fillsScreen = false }: { fillsScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" mih={fillsScreen ? '100vh' : undefined} role="status" aria-label={t('loading')}>
      <Loader size={spinnerSize} />
    </Center>
  );
}
