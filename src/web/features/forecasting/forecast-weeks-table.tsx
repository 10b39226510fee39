import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastWeek } from '../../../contract/forecasting/forecasting.schemas';
import { formatDate } from '../../lib/format';
import { formatUnits } from './forecast-format';

/** The forecast week by week: what the chart shows, readable and copyable. */
export function ForecastWeeksTable({ weeks }: { weeks: readonly ForecastWeek[] }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="forecast-weeks">
      <Title order={2} size="h4">
        {t('table.title')}
      </Title>
      <Table.ScrollContainer minWidth={320} mt="sm">
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.week')}</Table.Th>
              <Table.Th>{t('table.expected')}</Table.Th>
              <Table.Th>{t('table.range')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(week.weekStart, lang, { dateStyle: 'medium' })}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {formatUnits(week.mean, lang)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('table.rangeValue', {
                    low: formatUnits(week.lower, lang),
                    high: formatUnits(week.upper, lang),
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
