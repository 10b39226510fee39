import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';

/**
 * One figure of the period beside the period before: the value, and the change in percent (no percent
 * when the previous period had none: growth from zero has no ratio).
 */
export function HealthKpiCard({
  label,
  current,
  previous,
  kind,
}: {
  label: string;
  current: number;
  previous: number;
  kind: 'money' | 'count';
}) {
  const { t, i18n } = useTranslation('marketplace-health');
  const lang = i18n.language;
  const show = (value: number) => (kind === 'money' ? formatMoney(value, lang) : formatNumber(value, lang));
  const change = previous === 0 ? null : ((current - previous) / previous) * 100;
  const color = change === null || change === 0 ? 'gray' : change > 0 ? 'teal' : 'red';
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid="kpi-value">
        {show(current)}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" color={color} size="sm">
          {change === null
            ? t('kpi.noComparison')
            : `${change > 0 ? '+' : ''}${formatPercent(Math.round(change * 10) / 10, lang)}`}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('kpi.previous', { value: show(previous) })}
        </Text>
      </Group>
    </Card>
  );
}
