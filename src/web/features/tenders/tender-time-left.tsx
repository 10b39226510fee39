import { Group, Text } from '@mantine/core';
import { IconClock, IconClockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4: the remaining time shows the days left until the submission deadline, or that it passed.
 * `daysLeft` is the server's (rounded up, 0 once passed: decision 014): the browser's clock is not the
 * one the deadline is checked with.
 */
export function TenderTimeLeft({ daysLeft, size = 'sm' }: { daysLeft: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('tenders');
  const isPassed = daysLeft <= 0;
  const Icon = isPassed ? IconClockOff : IconClock;
  return (
    <Group gap={4} wrap="nowrap" component="span" data-testid="tender-time-left">
      <Icon
        size={16}
        aria-hidden
        color={`var(--mantine-color-${isPassed ? 'gray-6' : 'orange-light-color'})`}
      />
      {/* orange.8 is 3.6:1 on white; the light variants' text colour (theme.ts) reaches 4.5:1. */}
      <Text
        component="span"
        size={size}
        fw={600}
        c={isPassed ? 'dimmed' : 'var(--mantine-color-orange-light-color)'}
      >
        {isPassed ? t('timeLeft.passed') : t('timeLeft.daysLeft', { count: daysLeft })}
      </Text>
    </Group>
  );
}
