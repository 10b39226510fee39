import { Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A buyer's group section while its group (or its code, loaded when a buyer first opens a product page)
 * arrives: the same spinner either way, so the page does not jump between the two.
 */
export function GroupSectionLoading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="sm">
      <Loader size="sm" aria-label={t('common:loading')} />
    </Group>
  );
}
