import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReorderAdvice } from '../../../contract/forecasting/forecasting.schemas';
import { formatDate, formatNumber } from '../../lib/format';

/**
 * What to do now: the reorder that covers the next weeks at the high end of the forecast, in units and
 * whole cases, and the day the stock runs out at the forecast rate (or that it outlasts the forecast).
 */
export function ForecastAdvice({
  advice,
  stock,
  forecastWeeks,
}: {
  advice: ReorderAdvice;
  stock: number;
  forecastWeeks: number;
}) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const count = (key: string, value: number) =>
    t(key, { count: value, formatted: formatNumber(value, lang) });
  const coverWeeks = formatNumber(advice.coverWeeks, lang);

  let stockOut: string;
  if (stock === 0) stockOut = t('advice.outOfStock');
  else if (advice.stockOutDate === null)
    stockOut = t('advice.lastsBeyond', { weeks: formatNumber(forecastWeeks, lang) });
  else stockOut = t('advice.runsOut', { date: formatDate(advice.stockOutDate, lang, { dateStyle: 'long' }) });

  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="forecast-advice">
      <Title order={2} size="h4">
        {t('advice.title')}
      </Title>
      <Stack gap="sm" mt="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={advice.reorderQuantity > 0 ? 'orange' : 'teal'} aria-hidden>
            <IconPackageImport size={18} />
          </ThemeIcon>
          <Text fw={600}>
            {advice.reorderQuantity > 0
              ? t('advice.reorder', {
                  units: count('advice.units', advice.reorderQuantity),
                  cases: count('advice.cases', advice.reorderCases),
                  weeks: coverWeeks,
                })
              : t('advice.noReorder', { weeks: coverWeeks })}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={advice.stockOutDate === null ? 'teal' : 'red'} aria-hidden>
            <IconCalendarOff size={18} />
          </ThemeIcon>
          <Text fw={600}>{stockOut}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('advice.basis', { weeks: coverWeeks })}
        </Text>
      </Stack>
    </Card>
  );
}
