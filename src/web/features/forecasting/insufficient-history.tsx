import { Card, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DemandForecast } from '../../../contract/forecasting/forecasting.schemas';
import { formatNumber } from '../../lib/format';

type Insufficient = Extract<DemandForecast, { status: 'INSUFFICIENT_HISTORY' }>;

/** Too little history: what the product has and what a forecast needs, and no made-up numbers. */
export function InsufficientHistory({ forecast }: { forecast: Insufficient }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const weeks = (key: string, value: number) =>
    t(key, { count: value, formatted: formatNumber(value, lang) });
  const measures = [
    {
      label: t('insufficient.withSales'),
      have: forecast.weeksWithSales,
      need: forecast.weeksWithSalesNeeded,
    },
    {
      label: t('insufficient.ofHistory'),
      have: forecast.weeksOfHistory,
      need: forecast.weeksOfHistoryNeeded,
    },
  ];
  return (
    <Card withBorder radius="md" padding="xl" data-testid="forecast-insufficient">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconChartLine size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('insufficient.title')}
        </Title>
        <Text maw={560}>
          {forecast.weeksWithSales === 0
            ? t('insufficient.none')
            : t('insufficient.have', {
                withSales: weeks('insufficient.weeks', forecast.weeksWithSales),
                ofHistory: weeks('insufficient.weeks', forecast.weeksOfHistory),
              })}
        </Text>
        <Text maw={560} c="dimmed">
          {t('insufficient.need', {
            withSales: weeks('insufficient.weeks', forecast.weeksWithSalesNeeded),
            ofHistory: weeks('insufficient.weeks', forecast.weeksOfHistoryNeeded),
          })}
        </Text>
        <Stack gap="sm" w="100%" maw={420} mt="sm">
          {measures.map((measure) => (
            <div key={measure.label}>
              <Text size="sm" ta="start">
                {t('insufficient.progress', {
                  label: measure.label,
                  have: formatNumber(measure.have, lang),
                  need: formatNumber(measure.need, lang),
                })}
              </Text>
              <Progress
                value={Math.min(100, (100 * measure.have) / measure.need)}
                aria-label={measure.label}
                mt={4}
              />
            </div>
          ))}
        </Stack>
        <Text size="sm" c="dimmed" maw={560}>
          {t('insufficient.later')}
        </Text>
      </Stack>
    </Card>
  );
}
