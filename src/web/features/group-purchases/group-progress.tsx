import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { formatDate, formatNumber } from '../../lib/format';
import { GroupTimeLeft } from './group-time-left';
import { ProgressMeter } from './progress-meter';

/**
 * An open group's way to its two targets (decision 015): buyers joined of the 5 needed, quantity
 * gathered of its minimum, and the time left before the deadline.
 */
export function GroupProgress({
  group,
  measuredAt,
  size = 'sm',
}: {
  group: GroupPurchase;
  /** When the group was read (the browser's time): its `secondsLeft` counts down from then. */
  measuredAt: number;
  size?: 'xs' | 'sm';
}) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  return (
    <Stack gap="xs" role="group" aria-label={t('progress.label')} data-testid="group-progress">
      <ProgressMeter
        label={t('progress.buyers')}
        valueText={t('progress.buyersValue', {
          count: group.buyersRequired,
          formattedCount: formatNumber(group.buyersRequired, lang),
          joined: formatNumber(group.memberCount, lang),
        })}
        value={group.memberCount}
        max={group.buyersRequired}
        size={size}
        testId="group-progress-buyers"
      />
      <ProgressMeter
        label={t('progress.quantity')}
        valueText={t('progress.quantityValue', {
          count: group.minQuantity,
          formattedCount: formatNumber(group.minQuantity, lang),
          joined: formatNumber(group.totalQuantity, lang),
        })}
        value={group.totalQuantity}
        max={group.minQuantity}
        size={size}
        testId="group-progress-quantity"
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <GroupTimeLeft secondsLeft={group.secondsLeft} measuredAt={measuredAt} size={size} />
        <Text size="xs" c="dimmed">
          {t('progress.endsOn', {
            date: formatDate(group.deadline, lang, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      </Group>
    </Stack>
  );
}
