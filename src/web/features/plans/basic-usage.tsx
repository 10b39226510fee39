import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formatNumber } from '../../lib/format';

/** The supplier's listings against Basic's limits (spec §6): «Products: 12 of 10», red when over. */
export function BasicUsage({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const rows = [
    { kind: 'products', used: plan.usage.products, limit: plan.limits.products },
    { kind: 'services', used: plan.usage.services, limit: plan.limits.services },
  ] as const;
  return (
    <Stack gap="sm" data-testid="basic-usage">
      <Text size="sm" fw={600}>
        {t('usage.title')}
      </Text>
      {rows.map(({ kind, used, limit }) => {
        const isOver = used > limit;
        const label = t(`usage.${kind}`, {
          used: formatNumber(used, lang),
          limit: formatNumber(limit, lang),
        });
        return (
          <Stack gap={4} key={kind}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c={isOver ? 'red.8' : undefined} fw={isOver ? 700 : undefined}>
                {label}
              </Text>
              {isOver && (
                <Text size="xs" c="red.8" fw={700}>
                  {t('usage.over')}
                </Text>
              )}
            </Group>
            <Progress
              value={limit > 0 ? Math.min((used / limit) * 100, 100) : 100}
              color={isOver ? 'red' : used === limit ? 'orange' : 'teal'}
              size="sm"
              aria-label={label}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
