import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastWeek } from '../../../contract/forecasting/forecasting.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatDate } from '../../lib/format';
import { formatUnits } from './forecast-format';

/** The forecast week by week: what the chart shows, readable and copyable. */
export function ForecastWeeksTable({ weeks }: { weeks: readonly ForecastWeek[] }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const columns: ResponsiveColumn<ForecastWeek>[] = [
    {
      key: 'week',
      label: t('table.week'),
      primary: true,
      nowrap: true,
      cell: (week) => formatDate(week.weekStart, lang, { dateStyle: 'medium' }),
    },
    {
      key: 'expected',
      label: t('table.expected'),
      cell: (week) => (
        <Text size="sm" fw={600}>
          {formatUnits(week.mean, lang)}
        </Text>
      ),
    },
    {
      key: 'range',
      label: t('table.range'),
      nowrap: true,
      cell: (week) =>
        t('table.rangeValue', { low: formatUnits(week.lower, lang), high: formatUnits(week.upper, lang) }),
    },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="forecast-weeks">
      <Title order={2} size="h4" mb="sm">
        {t('table.title')}
      </Title>
      {/* Three short columns fit a phone: the weeks stay a table there, easy to read down. */}
      <ResponsiveTable
        columns={columns}
        rows={weeks}
        rowKey={(week) => week.weekStart}
        cardsBelow={320}
        tableProps={{ striped: true, verticalSpacing: 6 }}
      />
    </Card>
  );
}
