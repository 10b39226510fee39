import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../contract/tenders/tenders.schemas';

/**
 * How many offers a tender has — or, while it takes offers, «locked»: nobody may learn how many there
 * are before the submission deadline (decision 014; the server sends no count then).
 */
export function TenderOffersCount({ tender }: { tender: Pick<Tender, 'phase' | 'offerCount'> }) {
  const { t } = useTranslation('tenders');
  if (tender.phase === 'OPEN' || tender.offerCount === null) {
    return (
      <Group gap={4} wrap="nowrap" component="span" data-testid="tender-offers-locked">
        <IconLock size={16} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text component="span" size="sm" c="dimmed">
          {t('offersCount.locked')}
        </Text>
      </Group>
    );
  }
  return (
    <Text component="span" size="sm" fw={600} data-testid="tender-offers-count">
      {t('offersCount.count', { count: tender.offerCount })}
    </Text>
  );
}
