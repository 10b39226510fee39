import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { spinnerSize } from '../lib/ui-constants';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader size={spinnerSize} />
    </Center>
  );
}
