import { Group, Progress, Text } from '@mantine/core';

/**
 * One target of a group as a labelled bar: what it measures, how far it got in words («3 of 5 buyers»),
 * and the bar, which names the same for screen readers. Full once the target is reached.
 */
export function ProgressMeter({
  label,
  valueText,
  value,
  max,
  size = 'sm',
  testId,
}: {
  label: string;
  valueText: string;
  value: number;
  max: number;
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value * 100) / max)) : 0;
  return (
    <div data-testid={testId}>
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Text size={size} c="dimmed">
          {label}
        </Text>
        <Text size={size} fw={600}>
          {valueText}
        </Text>
      </Group>
      <Progress.Root size={size === 'xs' ? 'sm' : 'md'} radius="xl">
        <Progress.Section
          value={percent}
          color={percent >= 100 ? 'teal' : 'blue'}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.min(value, max)}
          aria-valuetext={valueText}
        />
      </Progress.Root>
    </div>
  );
}
