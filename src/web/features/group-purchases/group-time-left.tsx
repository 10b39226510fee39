import { Group, Text } from '@mantine/core';
import { IconClock, IconClockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { timeLeftOf } from './group-time';

/**
 * The time an open group has left, in days and hours, or that its deadline passed: the server's
 * `secondsLeft` when the group was read (`measuredAt`), counted down by the browser since.
 */
export function GroupTimeLeft({
  secondsLeft,
  measuredAt,
  size = 'sm',
}: {
  secondsLeft: number;
  measuredAt: number;
  size?: 'xs' | 'sm';
}) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  const left = timeLeftOf(secondsLeft, measuredAt, useNow());
  const Icon = left ? IconClock : IconClockOff;
  const amount = (key: 'days' | 'hours', count: number) =>
    t(`timeLeft.${key}`, { count, formattedCount: formatNumber(count, lang) });

  let text: string;
  if (!left) text = t('timeLeft.passed');
  else if (left.days === 0 && left.hours === 0) text = t('timeLeft.lessThanHour');
  else if (left.days === 0) text = t('timeLeft.left', { time: amount('hours', left.hours) });
  else if (left.hours === 0) text = t('timeLeft.left', { time: amount('days', left.days) });
  else
    text = t('timeLeft.left', {
      time: t('timeLeft.daysAndHours', {
        days: amount('days', left.days),
        hours: amount('hours', left.hours),
      }),
    });

  return (
    <Group gap={4} wrap="nowrap" component="span" data-testid="group-time-left">
      <Icon size={16} aria-hidden color={`var(--mantine-color-${left ? 'orange-light-color' : 'gray-6'})`} />
      {/* orange.8 is 3.6:1 on white; the light variants' text colour (theme.ts) reaches 4.5:1. */}
      <Text
        component="span"
        size={size}
        fw={600}
        c={left ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}
      >
        {text}
      </Text>
    </Group>
  );
}
