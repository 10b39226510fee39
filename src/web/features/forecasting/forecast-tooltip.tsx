import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import type { ForecastChartRow } from './forecast-chart-data';
import { formatUnits } from './forecast-format';

/** The chart's tooltip: the week, then its units sold or its forecast and 80% range. */
export function ForecastTooltip({ row, dir }: { row: ForecastChartRow | undefined; dir: 'ltr' | 'rtl' }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  if (!row) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" dir={dir} style={{ textAlign: 'start' }}>
      <Text size="xs" fw={700}>
        {t('chart.weekOf', { date: formatDate(row.weekStart, lang, { dateStyle: 'medium' }) })}
      </Text>
      {row.actual !== null && (
        <Text size="xs">{t('chart.soldValue', { units: formatUnits(row.actual, lang) })}</Text>
      )}
      {row.actual === null && row.mean !== null && (
        <Text size="xs">{t('chart.forecastValue', { units: formatUnits(row.mean, lang) })}</Text>
      )}
      {row.actual === null && row.interval && (
        <Text size="xs" c="dimmed">
          {t('chart.rangeValue', {
            low: formatUnits(row.interval[0], lang),
            high: formatUnits(row.interval[1], lang),
          })}
        </Text>
      )}
    </Paper>
  );
}
