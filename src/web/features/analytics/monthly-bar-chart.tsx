import { BarChart } from '@mantine/charts';
// Loaded with this screen, after the core styles (main.tsx): the charts' tooltips and colours.
import '@mantine/charts/styles.css';
import { Card, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsMonth } from '../../../contract/analytics/analytics.schemas';
import { riyalsOf } from '../../../contract/money/riyals';
import { formatMonth, formatMoney, formatNumber } from '../../lib/format';
import { chartAxisProps, chartText } from '../../lib/chart-direction';

type Figure = Exclude<keyof AnalyticsMonth, 'month'>;

export interface MonthlySeries {
  name: Figure;
  label: string;
  color: string;
}

/**
 * One figure per month as bars, oldest first in reading order: right to left in Arabic (see
 * chart-direction.ts). Money is halalas; the axis shows compact riyals, the tooltip the exact amount.
 */
export function MonthlyBarChart({
  title,
  months,
  series,
  valueKind,
  testId,
}: {
  title: string;
  months: readonly AnalyticsMonth[];
  series: readonly MonthlySeries[];
  valueKind: 'money' | 'count';
  testId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const { dir } = useDirection();
  const { xAxisProps, yAxisProps } = chartAxisProps(dir);
  const data = months.map((month) => ({ ...month, label: formatMonth(month.month, lang) }));
  const isEmpty = months.every((month) => series.every((one) => month[one.name] === 0));
  const exact = (value: number) =>
    valueKind === 'money' ? formatMoney(value, lang) : formatNumber(value, lang);
  const onAxis = (value: number) =>
    chartText(
      dir,
      valueKind === 'money'
        ? formatNumber(riyalsOf(value), lang, { notation: 'compact', maximumFractionDigits: 2 })
        : formatNumber(value, lang, { maximumFractionDigits: 0 }),
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId}>
      <Text fw={700}>{title}</Text>
      {valueKind === 'money' && (
        <Text size="xs" c="dimmed">
          {t('charts.moneyAxis')}
        </Text>
      )}
      <BarChart
        h={260}
        mt="md"
        data={data}
        dataKey="label"
        maxBarWidth={40}
        series={series.map((one) => ({ name: one.name, label: one.label, color: one.color }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={exact}
        xAxisProps={xAxisProps}
        yAxisProps={{ ...yAxisProps, tickFormatter: onAxis, allowDecimals: valueKind === 'money' }}
        // Mantine keeps the SVG left to right (its default `dir`); the tooltip's words follow the page.
        tooltipProps={{ wrapperStyle: { direction: dir } }}
        tooltipAnimationDuration={150}
      />
      {isEmpty && (
        <Text size="sm" c="dimmed" ta="center" mt="xs">
          {t('charts.empty')}
        </Text>
      )}
    </Card>
  );
}
